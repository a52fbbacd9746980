import type { PayloadRequest } from 'payload'
import { relationId } from '../../../../platform/data/relation-id'
import type { User } from '../../../../payload-types'

/** The caller's favourite rows among these attractions. */
export const interestsOf = (req: PayloadRequest, user: User, gdsUids: number[]) =>
  req.payload.find({
    collection: 'attraction-interests',
    where: { and: [{ member: { equals: user.id } }, { attraction: { in: gdsUids } }] },
    limit: gdsUids.length,
    pagination: false,
    depth: 0,
    select: { attraction: true },
    overrideAccess: false,
    user,
    req,
  })

/** Which of these attractions the signed-in caller keeps as favourites; none for a guest. */
export const interestedIds = async (req: PayloadRequest, gdsUids: number[]): Promise<Set<number>> => {
  const user = req.user as User | null
  if (!user || gdsUids.length === 0) return new Set()
  const { docs } = await interestsOf(req, user, gdsUids)
  return new Set(docs.map((doc) => relationId(doc.attraction)))
}
