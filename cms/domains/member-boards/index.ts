/** The boards members write: Q&A and collaboration requests, their comments and files, and staff answers. What other domains and the wiring may use; everything else stays inside. */
export { CollaborationRequests } from './collections/CollaborationRequests'
export { Inquiries } from './collections/Inquiries'
export { PostComments } from './collections/PostComments'
export { PostFiles } from './collections/PostFiles'
export { PostTypes } from './collections/PostTypes'

export { memberBoardsEndpoints } from './endpoints'
export { checkOwnFiles, settleOwnFiles } from './services/claim-post-files'
export { listMemberPosts } from './services/list-member-posts'
export { memberBoards } from './services/member-board-registry'
export { readableFiles } from './services/to-post-file'
export { maskName } from './services/mask-name'
