import type { PreviewView } from '@contract/preview'
import { createRoute, useNavigate } from '@tanstack/react-router'
import { previewTitles } from '@/features/preview/titles'
import { toPositiveInt } from '@/lib/search-params'
import { defaultLayoutRoute } from './layouts'
import { BoardPostView, DraftPreview, GreetingView, IntroContent, OrgChartView, ProjectCallView, VisionView, withPage } from './pages'

function PreviewedPage({ view }: { view: PreviewView }) {
  const navigate = useNavigate()
  switch (view.kind) {
    case 'board':
      return <BoardPostView board={view.board} post={view.post} />
    case 'call':
      return <ProjectCallView call={view.call} onList={() => void navigate({ to: '/cooperation/assn' })} />
    case 'intro':
      return <IntroContent content={view.page} />
    case 'greeting':
      return <GreetingView greeting={view.page} />
    case 'vision':
      return <VisionView vision={view.page} />
    case 'orgChart':
      return <OrgChartView chart={view.page} />
  }
}

/**
 * Staff's live preview of a draft (the admin's 실시간 미리보기 pane), in the portal's own layout.
 * Client-rendered on purpose (`ssr: false`): the draft is read in the browser with the staff
 * member's own session, never into server-rendered HTML. It is not behind the members' guard
 * either: staff signed in to the admin only (its cookie) are not signed in to the portal's store,
 * and a guest must see the server's Korean refusal rather than a login form.
 */
const previewRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'preview/$slug',
  ssr: false,
  staticData: { title: previewTitles.page },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) }),
  component: withPage(
    function PreviewRoute() {
      const { slug } = previewRoute.useParams()
      const { id } = previewRoute.useSearch()
      return <DraftPreview slug={slug} id={id ?? null} render={(view) => <PreviewedPage view={view} />} />
    },
    DraftPreview,
    BoardPostView,
    ProjectCallView,
    IntroContent,
    GreetingView,
    VisionView,
    OrgChartView,
  ),
})

export const previewRoutes = [previewRoute]
