import { createRoute } from '@tanstack/react-router'
import { searchTypePageQueryOptions, siteSearchQueryOptions } from '@/features/search/api/site-search'
import { validateSearchPageSearch } from '@/features/search/search-types'
import { systemMessages } from '@/features/system/messages'
import { toOneOf, toPositiveInt } from '@/lib/search-params'
import { termsCodeList } from '@contract/terms'
import { termsQueryOptions } from '@/features/terms/api/get-terms'
import { defaultLayoutRoute, loadLayoutRoute } from './layouts'
import { CheckPage, LoadPage, SearchResultsPage, TermsPage, withPage } from './pages'

/** The site search's results: /search?search=키워드&type=notice&pageNum=2. */
const searchRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'search',
  validateSearch: validateSearchPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!deps.search) return undefined
    const loginId = context.auth.getState().userInfo?.login_id ?? null
    const keyword = deps.search
    return context.queryClient.ensureQueryData(siteSearchQueryOptions(keyword, loginId)).then((result) => {
      const type = result.groups.find((group) => group.type === deps.type)?.type
      return type ? context.queryClient.ensureQueryData(searchTypePageQueryOptions(type, keyword, deps.pageNum ?? 1, loginId)) : null
    })
  },
  staticData: { title: systemMessages.searchTitle },
  component: withPage(function SearchRoute() {
    return <SearchResultsPage search={searchRoute.useSearch()} />
  }, SearchResultsPage),
})

const termsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'terms',
  validateSearch: (search: Record<string, unknown>) => ({
    tab: toOneOf(search.tab, termsCodeList),
    version: toPositiveInt(search.version),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(termsQueryOptions(deps.tab ?? 'use', deps.version)),
  staticData: { title: systemMessages.termsTitle },
  component: withPage(function TermsRoute() {
    const { tab, version } = termsRoute.useSearch()
    const navigate = termsRoute.useNavigate()
    return (
      <TermsPage
        tab={tab ?? 'use'}
        version={version}
        onChange={(next) => void navigate({ search: { tab: next.tab === 'use' ? undefined : next.tab, version: next.version }, replace: true })}
      />
    )
  }, TermsPage),
})

const testRoutes = [
  createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path: 'test',
    staticData: { title: systemMessages.testTitle },
    component: CheckPage,
  }),
  createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path: 'test2',
    staticData: { title: systemMessages.test2Title },
    component: CheckPage,
  }),
]

export const loadRoute = createRoute({ getParentRoute: () => loadLayoutRoute, path: 'load', component: LoadPage })

export const systemRoutes = [searchRoute, termsRoute, ...testRoutes]
