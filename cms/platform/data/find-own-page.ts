import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import type { User } from '../../payload-types'

type OwnPage = { where?: Where; sort: string[]; page: { pageNum: number; pageSize: number }; depth: number }

/**
 * One page of the caller's own rows of a member-owned collection (its `member` field), under the
 * caller's own access: staff too see only what they themselves booked, bought or kept here.
 */
export const findOwnPage = <C extends CollectionSlug>(req: PayloadRequest, member: User, collection: C, { where, sort, page, depth }: OwnPage) =>
  req.payload.find({
    collection,
    where: { and: [{ member: { equals: member.id } }, ...(where ? [where] : [])] },
    sort,
    page: page.pageNum,
    limit: page.pageSize,
    depth,
    overrideAccess: false,
    user: member,
    req,
  })
