import { projectCallStates, type ProjectCallState, type ProjectCallSummary } from '@contract/applications'
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import type { IntroPage } from '@contract/pages'
import { IntroContent } from '@/components/intro-content'
import { FactList } from '@/components/fact-list'
import { FilterChips } from '@/components/filter-chips'
import { KeywordSearchForm } from '@/components/keyword-search-form'
import { formatDateRange } from '@/utils/format-date'
import { projectCallListQueryOptions } from '../api/project-calls'
import type { ProjectCallSearch } from '../lib/project-search'
import { projectMessages } from '../messages'
import classes from './project-call-list.module.css'

const messages = projectMessages.list
const { facts } = projectMessages

export const callStateColors: Record<ProjectCallState, string> = { upcoming: 'teal', open: 'blue', closed: 'gray' }

type Props = { intro: IntroPage | null; search: ProjectCallSearch; go: (search: ProjectCallSearch) => void }

/** The calls, newest window first, by state and keyword; each opens its page (`?id=`). */
export function ProjectCallList({ intro, search, go }: Props) {
  const listSearch = { pageNum: search.pageNum, searchKeyword: search.searchKeyword, state: search.state }
  const { data } = useSuspenseQuery(projectCallListQueryOptions(listSearch))
  const page = search.pageNum ?? 1
  const open = (call: ProjectCallSummary) => go({ ...listSearch, id: call.id })

  return (
    <Stack gap="lg">
      <Text>{messages.intro}</Text>
      <KeywordSearchForm
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        buttonLabel={messages.search}
        initial={search.searchKeyword}
        onSearch={(searchKeyword) => go({ state: search.state, searchKeyword })}
      />
      <FilterChips
        label={messages.stateLabel}
        allLabel={messages.allStates}
        options={projectCallStates}
        value={search.state}
        onChange={(state) => go({ searchKeyword: search.searchKeyword, state })}
      />
      <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {search.searchKeyword || search.state ? messages.noResults : messages.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={messages.caption}>
          {data.list.map((call) => (
            <li key={call.id} className={classes.item} data-call-id={call.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge variant="light" color={callStateColors[call.state]} radius="sm" className={classes.badge}>
                  {call.stateLabel}
                </Badge>
                <UnstyledButton onClick={() => open(call)} className={classes.title}>
                  {call.title}
                </UnstyledButton>
              </Group>
              <Text size="sm" c="dimmed" className={classes.summary}>
                {call.summary}
              </Text>
              <FactList
                className={classes.facts}
                rows={[
                  [facts.applyPeriod, formatDateRange(call.applyStart, call.applyEnd)],
                  [facts.budget, call.budget],
                  [facts.projectPeriod, call.projectPeriod],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => go({ ...listSearch, pageNum })} />
      {intro && <IntroContent content={intro} />}
    </Stack>
  )
}
