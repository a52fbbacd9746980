import type { SearchGroup, SiteSearchType } from '@contract/search'
import { Tabs } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BoardPaging } from '@/components/board/board-paging'
import { useAuth } from '@/hooks/use-auth'
import { searchTypePageQueryOptions, siteSearchQueryOptions } from '../api/site-search'
import { searchMessages } from '../messages'
import { countOf, tabsFor, type SearchPageSearch, type SearchTab } from '../search-types'
import { MainSearchForm } from './main-search-form'
import { SearchHitItem } from './search-hit-item'
import classes from './search-results-page.module.css'

type Go = (next: SearchPageSearch) => void

function GroupPreview({ group, keyword, go }: { group: SearchGroup; keyword: string; go: Go }) {
  return (
    <section className={classes.group} aria-labelledby={`search-${group.type}`}>
      <div className={classes.groupHeader}>
        <h2 id={`search-${group.type}`} className={classes.groupTitle}>
          {group.label} <span className={classes.count}>({group.count})</span>
        </h2>
        {group.count > group.hits.length && (
          <button
            type="button"
            className={classes.more}
            aria-label={searchMessages.more(group.label)}
            onClick={() => go({ search: keyword, type: group.type })}
          >
            {searchMessages.moreShort}
          </button>
        )}
      </div>
      <ul className={classes.list} aria-label={searchMessages.listLabel(group.label)}>
        {group.hits.map((hit) => (
          <SearchHitItem key={hit.id} hit={hit} keyword={keyword} />
        ))}
      </ul>
    </section>
  )
}

function TypeResults({ type, keyword, pageNum, go }: { type: SiteSearchType; keyword: string; pageNum: number; go: Go }) {
  const label = searchMessages.types[type]
  const auth = useAuth()
  const { data } = useSuspenseQuery(searchTypePageQueryOptions(type, keyword, pageNum, auth.userInfo?.login_id ?? null))
  if (data.list.length === 0) return <p className={classes.none}>{searchMessages.noResults}</p>
  return (
    <>
      <ul className={classes.list} aria-label={searchMessages.listLabel(label)}>
        {data.list.map((hit) => (
          <SearchHitItem key={hit.id} hit={hit} keyword={keyword} />
        ))}
      </ul>
      <BoardPaging page={pageNum} pageCount={data.page_cnt} onChange={(next) => go({ search: keyword, type, pageNum: next })} />
    </>
  )
}

function Results({ keyword, tab, pageNum }: { keyword: string; tab: SearchTab; pageNum: number }) {
  const auth = useAuth()
  const { data } = useSuspenseQuery(siteSearchQueryOptions(keyword, auth.userInfo?.login_id ?? null))
  const navigate = useNavigate()
  const go: Go = (next) => void navigate({ to: '/search', search: next })
  const found = data.groups.filter((group) => group.count > 0)
  // A tab the caller may not search (Q&A after logging out) falls back to 전체.
  const shown = data.groups.find((group) => group.type === tab)?.type ?? 'all'

  return (
    <>
      <p className={classes.summary}>{searchMessages.resultSummary(keyword, data.total)}</p>
      <Tabs value={shown} onChange={(value) => go({ search: keyword, type: (value ?? 'all') as SearchTab })} classNames={{ list: classes.tabList }}>
        <Tabs.List aria-label={searchMessages.resultTabs}>
          {tabsFor(data, auth.isLogin).map((value) => (
            <Tabs.Tab key={value} value={value}>
              {searchMessages.typeWithCount(searchMessages.types[value], countOf(data, value))}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {shown !== 'all' ? (
        <TypeResults type={shown} keyword={keyword} pageNum={pageNum} go={go} />
      ) : found.length === 0 ? (
        <p className={classes.none}>{searchMessages.noResults}</p>
      ) : (
        found.map((group) => <GroupPreview key={group.type} group={group} keyword={keyword} go={go} />)
      )}
    </>
  )
}

/** /search?search=키워드&type=notice&pageNum=2: everything the site search found, by type. */
export function SearchResultsPage({ search }: { search: SearchPageSearch }) {
  const navigate = useNavigate()
  return (
    <div className={classes.page}>
      <div className={classes.formBox}>
        <MainSearchForm
          key={`${search.search}|${search.type}`}
          initialKeyword={search.search}
          initialType={search.type}
          onSubmit={(values) => void navigate({ to: '/search', search: values })}
        />
      </div>
      {search.search ? (
        <Results keyword={search.search} tab={search.type ?? 'all'} pageNum={search.pageNum ?? 1} />
      ) : (
        <p className={classes.none}>{searchMessages.enterKeyword}</p>
      )}
    </div>
  )
}
