import type { PayloadRequest } from 'payload'
import { findOwnPage } from '../../platform/data/find-own-page'
import type { User } from '../../payload-types'

/** The member-owned travel rows that point at a published document: a favourite, a coupon in the box. */
type OwnRowsOf = { 'attraction-interests': 'attraction'; 'member-coupons': 'coupon' }

/**
 * One page of the member's own rows, newest first, whose document staff still publish (one they
 * withdrew drops out and comes back when published again); depth 2, so the document arrives with
 * its own relations.
 */
export const findOwnRows = <C extends keyof OwnRowsOf>(
  req: PayloadRequest,
  member: User,
  collection: C,
  via: OwnRowsOf[C],
  page: { pageNum: number; pageSize: number },
) => findOwnPage(req, member, collection, { where: { [`${via}._status`]: { equals: 'published' } }, sort: ['-createdAt', '-id'], page, depth: 2 })
