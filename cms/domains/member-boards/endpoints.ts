import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { ok, okList, withEnvelope } from '../../platform/http/envelope'
import type { User } from '../../payload-types'
import { getMemberPost } from './services/get-member-post'
import { listMemberPosts } from './services/list-member-posts'
import { listPostTypes } from './services/list-post-types'
import { addComment, deleteComment, editComment, listComments } from './services/post-comments'
import { resolveMemberBoard } from './services/member-board-registry'
import { uploadPostFile } from './services/upload-post-file'
import { createMemberPost, deleteMemberPost, updateMemberPost } from './services/write-member-post'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { commentBody, memberPostBody, memberPostListQuery } from './schemas'
import { idParam } from '../../platform/http/paging'

/** The board of the route; Q&A is for members only (spec §6), the collaboration board's list for all. */
const boardOf = (req: PayloadRequest) => {
  const board = resolveMemberBoard(routeParam(req, 'board'))
  if (board.key === 'qna') requireMember(req)
  return board
}

/** The member-written boards (docs/api.md "회원 게시판"). */
export const memberBoardsEndpoints: Endpoint[] = [
  {
    path: '/v1/member-boards/:board/types',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await listPostTypes(req, boardOf(req).key))),
  },
  {
    path: '/v1/member-boards/:board/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const board = boardOf(req)
      const query = parseQuery(memberPostListQuery, req)
      const { list, total } = await listMemberPosts(req, board.key, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/member-boards/:board/mine',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const board = resolveMemberBoard(routeParam(req, 'board'))
      requireMember(req)
      const query = parseQuery(memberPostListQuery, req)
      const { list, total } = await listMemberPosts(req, board.key, { ...query, mine: true })
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/member-boards/:board/posts',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const board = resolveMemberBoard(routeParam(req, 'board'))
      const user = requireMember(req)
      return ok(await createMemberPost(req, board.key, user, await parseBody(memberPostBody, req)))
    }),
  },
  {
    path: '/v1/member-boards/:board/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getMemberPost(req, boardOf(req).key, idParam.parse(routeParam(req, 'id'))))),
  },
  {
    path: '/v1/member-boards/:board/:id',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const board = resolveMemberBoard(routeParam(req, 'board'))
      const user = requireMember(req)
      const id = idParam.parse(routeParam(req, 'id'))
      return ok(await updateMemberPost(req, board.key, user, id, await parseBody(memberPostBody, req)))
    }),
  },
  {
    path: '/v1/member-boards/:board/:id',
    method: 'delete',
    handler: withEnvelope(async (req) => {
      const board = resolveMemberBoard(routeParam(req, 'board'))
      const user = requireMember(req)
      await deleteMemberPost(req, board.key, user, idParam.parse(routeParam(req, 'id')))
      return ok({ deleted: true })
    }),
  },
  {
    path: '/v1/member-boards/:board/:id/comments',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await listComments(req, boardOf(req).key, idParam.parse(routeParam(req, 'id'))))),
  },
  {
    path: '/v1/member-boards/:board/:id/comments',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const board = resolveMemberBoard(routeParam(req, 'board'))
      const user = requireMember(req)
      const { body, parentId } = await parseBody(commentBody, req)
      return ok(await addComment(req, board.key, user, idParam.parse(routeParam(req, 'id')), body, parentId))
    }),
  },
  {
    path: '/v1/post-comments/:commentId',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      const { body } = await parseBody(commentBody, req)
      return ok(await editComment(req, user, idParam.parse(routeParam(req, 'commentId')), body))
    }),
  },
  {
    path: '/v1/post-comments/:commentId',
    method: 'delete',
    handler: withEnvelope(async (req) => {
      await deleteComment(req, requireMember(req), idParam.parse(routeParam(req, 'commentId')))
      return ok({ deleted: true })
    }),
  },
  // Spec §7: the Q&A write call by its own name.
  {
    path: '/v1/inquiry/insertInquiry',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      return ok(await createMemberPost(req, 'qna', user, await parseBody(memberPostBody, req)))
    }),
  },
  // Spec §7 calls it without the /api/v1 prefix; cms/server.ts routes /file/uploadFile here.
  {
    path: '/v1/file/uploadFile',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await uploadPostFile(req, requireMember(req) as User))),
  },
]
