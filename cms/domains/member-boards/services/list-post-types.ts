import type { PayloadRequest } from 'payload'
import type { MemberBoardKey, PostType } from '../../../../contract/member-boards'

/** The 유형 choices of a board, in the order staff set. */
export const listPostTypes = async (req: PayloadRequest, board: MemberBoardKey): Promise<PostType[]> => {
  const { docs } = await req.payload.find({
    collection: 'post-types',
    where: { and: [{ board: { equals: board } }, { active: { equals: true } }] },
    sort: ['order', 'id'],
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((doc) => ({ id: doc.id, label: doc.label }))
}
