import type { Endpoint } from 'payload'
import { boardEndpoints } from './endpoints/boards'
import { postEndpoints } from './endpoints/posts'

/** The public boards staff write: notices, news, FAQ, reference room, ESG, lifelong education, centre activities, sharing programmes. What other domains and the wiring may use; everything else stays inside. */
export { CenterActivities } from './collections/CenterActivities'
export { EsgPosts } from './collections/EsgPosts'
export { Faqs } from './collections/Faqs'
export { LifelongPosts } from './collections/LifelongPosts'
export { News } from './collections/News'
export { Notices } from './collections/Notices'
export { References } from './collections/References'
export { SharingPrograms } from './collections/SharingPrograms'

export const boardsEndpoints: Endpoint[] = [...boardEndpoints, ...postEndpoints]
export { listBoardPosts } from './services/list-board-posts'
export { resolveBoard } from './services/board-registry'
export { toAttachment } from './services/to-board-post'
export { boardOfCollection, toBoardPostPreview } from './services/preview-board-post'
export type { BoardDoc } from './services/to-board-post'
