import type { Access, AccessResult, Where } from 'payload'
import type { MemberBoardKey } from '../../../../contract/member-boards'
import { hasStaffRole } from '../../../platform/access/roles'

const notSecret: Where = { secret: { not_equals: true } }

/**
 * Who opens a member post (docs/decisions.md "Member boards"): staff every post; a member every open
 * post and their own secret ones; a guest the open posts of the collaboration board, nothing of Q&A.
 * Lists show secret posts' rows with the title hidden (services/member-boards/list-member-posts.ts);
 * their content never leaves through this rule.
 */
export const memberPostRead =
  (board: MemberBoardKey): Access =>
  ({ req: { user } }) => {
    if (hasStaffRole(user)) return true
    if (user) return { or: [notSecret, { author: { equals: user.id } }] }
    return board === 'collabo' ? notSecret : false
  }

/** Comments follow their post: the rule above, read from the copies the comment keeps of it. */
export const postCommentRead: Access = ({ req: { user } }): AccessResult => {
  if (hasStaffRole(user)) return true
  const openComments: Where = { postSecret: { not_equals: true } }
  if (user) return { or: [openComments, { postAuthor: { equals: user.id } }] }
  return { and: [{ board: { equals: 'collabo' } }, openComments] }
}

/**
 * Files of member posts: the uploader and staff always; others as the post they belong to allows
 * (the services set `visibility` when a post is saved). Payload applies this to the file URLs too.
 */
export const postFileRead: Access = ({ req: { user } }): AccessResult => {
  if (hasStaffRole(user)) return true
  const opened: Where = { visibility: { in: ['members', 'public'] } }
  if (user) return { or: [{ owner: { equals: user.id } }, opened] }
  return { visibility: { equals: 'public' } }
}
