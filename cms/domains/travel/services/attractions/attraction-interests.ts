import type { PayloadRequest } from 'payload'
import { portalFormContext } from '../../../../platform/access/portal-form'
import type { AttractionInterest, AttractionSummary } from '../../../../../contract/travel'
import type { User } from '../../../../payload-types'
import { findOwnRows } from '../../find-own-rows'
import { findPublishedAttraction } from './get-attraction'
import { interestsOf } from './interested-ids'
import { toAttractionSummary, type AttractionDoc } from './to-attraction'

/**
 * Adds a published attraction to the member's favourites. Adding one twice keeps one row (the
 * UNIQUE member–attraction index) and answers as the first time did: a second tap changes nothing.
 */
export const addInterest = async (req: PayloadRequest, member: User, gdsUid: number): Promise<AttractionInterest> => {
  await findPublishedAttraction(req, gdsUid)
  const already = async () => (await interestsOf(req, member, [gdsUid])).docs.length > 0
  if (!(await already())) {
    try {
      await req.payload.create({
        collection: 'attraction-interests',
        data: { member: member.id, attraction: gdsUid },
        depth: 0,
        overrideAccess: false,
        user: member,
        context: portalFormContext,
        req,
      })
    } catch (error) {
      // A simultaneous tap made the row first: the favourite is there, which is what was asked.
      if (!(await already())) throw error
    }
  }
  return { gdsUid, isInterest: true }
}

/** Removes the attraction from the member's favourites; one that was not there is already removed. */
export const removeInterest = async (req: PayloadRequest, member: User, gdsUid: number): Promise<AttractionInterest> => {
  await req.payload.delete({
    collection: 'attraction-interests',
    where: { and: [{ member: { equals: member.id } }, { attraction: { equals: gdsUid } }] },
    overrideAccess: false,
    user: member,
    context: portalFormContext,
    req,
  })
  return { gdsUid, isInterest: false }
}

/** The member's favourites, newest first (`GET /mypage/myAttraction/list`). */
export const listMyInterests = async (req: PayloadRequest, member: User, page: { pageNum: number; pageSize: number }) => {
  const { docs, totalDocs } = await findOwnRows(req, member, 'attraction-interests', 'attraction', page)
  const list: AttractionSummary[] = docs.flatMap((doc) =>
    typeof doc.attraction === 'object' ? [toAttractionSummary(doc.attraction as AttractionDoc, true)] : [],
  )
  return { list, total: totalDocs }
}
