import { technologySorts } from '@contract/tech-transfer'
import { Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { KeywordSearchForm } from '@/components/keyword-search-form'
import grid from '@/components/card-grid.module.css'
import { technologyListQueryOptions } from '../api/technologies'
import { isFiltered, type TechnologyListSearch, type TechnologyView } from '../lib/technology-search'
import { techTransferMessages } from '../messages'
import { TechnologyCard, TechnologyTable } from './technology-card'
import { TechnologyFilters } from './technology-filters'
import classes from './technology-catalogue.module.css'

const messages = techTransferMessages.catalogue

/**
 * /cooperation/techTransfer: keyword, filters, sort, view and page all live in the URL, so a filtered
 * view is a link to share and the back button undoes the last change. A new filter starts again from page 1.
 */
export function TechnologyCataloguePage({ search }: { search: TechnologyListSearch }) {
  const { data } = useSuspenseQuery(technologyListQueryOptions(search))
  const navigate = useNavigate()
  // From the address as it is when the change lands, not as this render saw it: while the list of the
  // last filter loads, a second quick click would otherwise drop the first one.
  const go = (next: (current: TechnologyListSearch) => TechnologyListSearch) => void navigate({ to: '.', search: next })
  const filter = (change: Partial<TechnologyListSearch>) => go((current) => ({ ...current, ...change, pageNum: undefined }))
  const page = search.pageNum ?? 1
  const view: TechnologyView = search.view ?? 'cards'

  return (
    <Stack gap="lg">
      <Text>{messages.intro}</Text>
      <KeywordSearchForm
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        buttonLabel={messages.search}
        initial={search.searchKeyword}
        onSearch={(searchKeyword) => filter({ searchKeyword })}
      />
      <TechnologyFilters search={search} onChange={filter} onReset={() => go((current) => ({ view: current.view, sort: current.sort }))} />
      <div className={classes.toolbar}>
        <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
        <Group gap="xs">
          <SegmentedControl
            aria-label={messages.sort}
            size="xs"
            data={technologySorts.map((option) => ({ value: option.value, label: option.label }))}
            value={search.sort ?? 'newest'}
            onChange={(sort) => filter({ sort: sort === 'newest' ? undefined : (sort as TechnologyListSearch['sort']) })}
          />
          <SegmentedControl
            aria-label={messages.view}
            size="xs"
            data={[
              { value: 'cards', label: messages.cards },
              { value: 'list', label: messages.list },
            ]}
            value={view}
            onChange={(next) => go((current) => ({ ...current, view: next === 'cards' ? undefined : (next as TechnologyView) }))}
          />
        </Group>
      </div>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {isFiltered(search) ? messages.noResults : messages.empty}
        </Text>
      ) : view === 'list' ? (
        <TechnologyTable technologies={data.list} />
      ) : (
        <ul className={grid.grid} aria-label={messages.caption}>
          {data.list.map((technology) => (
            <li key={technology.id}>
              <TechnologyCard technology={technology} />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => go((current) => ({ ...current, pageNum }))} />
    </Stack>
  )
}
