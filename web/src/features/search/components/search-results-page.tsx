import { Badge, Tabs } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate, formatDateRange } from '@/utils/format-date'
import { mainSearchQueryOptions } from '../api/get-main-search'
import { searchMessages } from '../messages'
import { countOf, searchTypes, type MainSearchType, type SearchPageSearch } from '../search-types'
import { MainSearchForm } from './main-search-form'
import classes from './search-results-page.module.css'

function ResultGroup({ type, keyword, children, count }: { type: MainSearchType; keyword: string; count: number; children?: ReactNode }) {
  const label = searchMessages.types[type]
  return (
    <section className={classes.group} aria-labelledby={`search-${type}`}>
      <div className={classes.groupHeader}>
        <h2 id={`search-${type}`} className={classes.groupTitle}>
          {label} <span className={classes.count}>({count})</span>
        </h2>
        {type === 'notice' && count > 0 && (
          <Link to="/infoPlaza/notice" search={{ searchKeyword: keyword }} className={classes.more} aria-label={searchMessages.more(label)}>
            {searchMessages.moreShort}
          </Link>
        )}
      </div>
      {count === 0 ? <p className={classes.none}>{searchMessages.noResults}</p> : children}
    </section>
  )
}

function Results({ keyword, type }: { keyword: string; type: MainSearchType }) {
  const { data } = useSuspenseQuery(mainSearchQueryOptions(keyword))
  const shows = (groupType: MainSearchType) => type === 'all' || type === groupType
  const navigate = useNavigate()

  return (
    <>
      <p className={classes.summary}>{searchMessages.resultSummary(keyword, data.totalCnt)}</p>
      <Tabs
        value={type}
        onChange={(value) => void navigate({ to: '/search', search: { search: keyword, type: (value ?? 'all') as MainSearchType } })}
        classNames={{ list: classes.tabList }}
      >
        <Tabs.List aria-label={searchMessages.resultTabs}>
          {searchTypes.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {searchMessages.typeWithCount(searchMessages.types[value], countOf(data, value))}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {shows('notice') && (
        <ResultGroup type="notice" keyword={keyword} count={data.mainPostCnt}>
          <ul className={classes.list}>
            {data.mainPostList.map((post) => (
              <li key={post.id} className={classes.item}>
                <Link to="/infoPlaza/noticeDetail" search={{ id: post.id }} className={classes.itemTitle}>
                  {post.title}
                </Link>
                <p className={classes.excerpt}>{post.excerpt}</p>
                <p className={classes.meta}>
                  {post.categoryLabel} · {formatDate(post.publishedAt)}
                </p>
              </li>
            ))}
          </ul>
        </ResultGroup>
      )}
      {shows('course') && (
        <ResultGroup type="course" keyword={keyword} count={data.mainTourCnt}>
          <ul className={classes.list}>
            {data.mainTourList.map((course) => (
              <li key={course.id} className={classes.item}>
                <p className={classes.itemTitle}>
                  <Badge size="sm" variant="light" className={classes.mode}>
                    {course.modeLabel}
                  </Badge>
                  {course.title}
                </p>
                {course.summary && <p className={classes.excerpt}>{course.summary}</p>}
                <p className={classes.meta}>
                  {course.stateLabel} · {searchMessages.applyPeriod} {formatDateRange(course.applyStart, course.applyEnd)}
                </p>
              </li>
            ))}
          </ul>
        </ResultGroup>
      )}
      {shows('attraction') && <ResultGroup type="attraction" keyword={keyword} count={data.mainAttractionCnt} />}
      {shows('pass') && <ResultGroup type="pass" keyword={keyword} count={data.mainPassCnt} />}
    </>
  )
}

/** /search?search=키워드: what the header search found, grouped by type. */
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
      {search.search ? <Results keyword={search.search} type={search.type ?? 'all'} /> : <p className={classes.none}>{searchMessages.enterKeyword}</p>}
    </div>
  )
}
