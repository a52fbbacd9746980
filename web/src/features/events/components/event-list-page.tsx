import { eventKinds, eventPeriods, type EventPeriod } from '@contract/events'
import { Chip, Group, Stack, Tabs, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { KeywordSearchForm } from '@/components/keyword-search-form'
import grid from '@/components/card-grid.module.css'
import { eventListQueryOptions } from '../api/events'
import { type EventListSearch, splitKinds } from '../lib/event-search'
import { eventMessages } from '../messages'
import { EventCard } from './event-card'
import classes from './events.module.css'

const messages = eventMessages.list

/**
 * /cooperation/events: the period tab, keyword, kinds and page all live in the URL, so a filtered view
 * is a link to share and the back button undoes the last change. A new filter starts again from page 1.
 */
export function EventListPage({ search }: { search: EventListSearch }) {
  const { data } = useSuspenseQuery(eventListQueryOptions(search))
  const navigate = useNavigate()
  // From the address as it is when the change lands, so two quick clicks both count.
  const go = (next: (current: EventListSearch) => EventListSearch) => void navigate({ to: '.', search: next })
  const filter = (change: Partial<EventListSearch>) => go((current) => ({ ...current, ...change, pageNum: undefined }))
  const period: EventPeriod = search.period ?? 'upcoming'
  const kinds = splitKinds(search.kind)
  const page = search.pageNum ?? 1
  const filtered = search.searchKeyword !== undefined || kinds.length > 0

  return (
    <Stack gap="lg">
      <Text>{messages.intro}</Text>
      <Tabs value={period} onChange={(next) => filter({ period: next === 'past' ? 'past' : undefined })}>
        <Tabs.List aria-label={messages.periods}>
          {eventPeriods.map((option) => (
            <Tabs.Tab key={option.value} value={option.value}>
              {option.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <KeywordSearchForm
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        buttonLabel={messages.search}
        initial={search.searchKeyword}
        onSearch={(searchKeyword) => filter({ searchKeyword })}
      />
      <Chip.Group multiple value={kinds} onChange={(picked) => filter({ kind: splitKinds(picked.join(',')).join(',') || undefined })}>
        <Group gap="xs" role="group" aria-label={messages.kinds}>
          {eventKinds.map((option) => (
            <Chip key={option.value} value={option.value} size="sm">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <div className={classes.toolbar}>
        <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
      </div>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {filtered ? messages.noResults : messages.empty[period]}
        </Text>
      ) : (
        <ul className={grid.grid} aria-label={messages.caption}>
          {data.list.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => go((current) => ({ ...current, pageNum }))} />
    </Stack>
  )
}
