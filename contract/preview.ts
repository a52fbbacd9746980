import type { ProjectCallDetail } from './applications'
import type { BoardKey, BoardPostDetail } from './boards'
import type { GreetingPage, IntroPage, OrgChartPage, VisionPage } from './pages'

/**
 * Staff's live preview of a draft (issue 35): what the portal's preview page shows, in the same
 * shape the public page reads, so one component renders both.
 */
export type PreviewView =
  | { kind: 'board'; board: BoardKey; post: BoardPostDetail }
  | { kind: 'intro'; page: IntroPage }
  | { kind: 'greeting'; page: GreetingPage }
  | { kind: 'vision'; page: VisionPage }
  | { kind: 'orgChart'; page: OrgChartPage }
  | { kind: 'call'; call: ProjectCallDetail }

/** Where the admin's 실시간 미리보기 pane points: a collection's document, or a page global (no id). */
export const previewPagePath = (slug: string, id?: number | string | null) => (id == null ? `/preview/${slug}` : `/preview/${slug}?id=${id}`)

/** The staff-only /api/v1 path of the same draft. */
export const previewApiPath = (slug: string, id?: number | string | null) => (id == null ? `/preview/${slug}` : `/preview/${slug}/${id}`)
