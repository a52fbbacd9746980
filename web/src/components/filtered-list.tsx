import type { ListData } from '@contract/envelope'
import type { IntroPage } from '@contract/pages'
import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { BoardPaging } from './board/board-paging'
import { BoardTotal } from './board/board-total'
import { FilterChips } from './filter-chips'
import { IntroContent } from './intro-content'
import { KeywordSearchForm } from './keyword-search-form'

/** The list's part of a page's URL: its page, keyword and the one filter its chips set. */
type FilteredListQuery<K extends string, V extends string> = { pageNum?: number; searchKeyword?: string } & { [key in K]?: V }

type Props<K extends string, V extends string, T> = {
  /** What the page says above the search. */
  lead: ReactNode
  messages: { searchLabel: string; searchPlaceholder: string; search: string; empty: string; noResults: string; caption?: string }
  filter: { key: K; label: string; allLabel: string; options: readonly { value: V; label: string }[] }
  // The filter decides K and V; the page's URL state must fit them, not widen them.
  query: NoInfer<FilteredListQuery<K, V>>
  go: (next: NoInfer<FilteredListQuery<K, V>>) => void
  data: ListData<T>
  listClassName: string
  /** One `<li>` with its key. */
  renderItem: (item: T) => ReactNode
  intro: IntroPage | null
  /** What opens over the list, e.g. an item's detail. */
  children?: ReactNode
}

/**
 * A catalogue page (courses, project calls, equipment): keyword search and filter chips, both in the
 * URL, the total, the items or why there are none, paging, then the page's introduction. A new
 * keyword or filter starts again from page 1.
 */
export function FilteredList<K extends string, V extends string, T>({
  lead,
  messages,
  filter,
  query,
  go,
  data,
  listClassName,
  renderItem,
  intro,
  children,
}: Props<K, V, T>) {
  const page = query.pageNum ?? 1
  return (
    <Stack gap="lg">
      {lead}
      <KeywordSearchForm
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        buttonLabel={messages.search}
        initial={query.searchKeyword}
        onSearch={(searchKeyword) => go({ [filter.key]: query[filter.key], searchKeyword } as FilteredListQuery<K, V>)}
      />
      <FilterChips
        label={filter.label}
        allLabel={filter.allLabel}
        options={filter.options}
        value={query[filter.key]}
        onChange={(value) => go({ searchKeyword: query.searchKeyword, [filter.key]: value } as FilteredListQuery<K, V>)}
      />
      <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {query.searchKeyword || query[filter.key] ? messages.noResults : messages.empty}
        </Text>
      ) : (
        <ul className={listClassName} aria-label={messages.caption}>
          {data.list.map(renderItem)}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => go({ ...query, pageNum })} />
      {intro && <IntroContent content={intro} />}
      {children}
    </Stack>
  )
}
