import { projectCallStates, type ProjectCallState, type ProjectCallSummary } from '@contract/applications'
import { Badge, Group, Text, UnstyledButton } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { IntroPage } from '@contract/pages'
import { FactList } from '@/components/fact-list'
import { FilteredList } from '@/components/filtered-list'
import { formatDateRange } from '@/utils/format-date'
import { projectCallListQueryOptions } from '../api/project-calls'
import { CallFamilyBadge } from './family-badges'
import type { ProjectCallSearch } from '../lib/project-search'
import { projectMessages } from '../messages'
import { NewPostBadge } from '@/components/board/new-post-badge'
import classes from './project-call-list.module.css'

const messages = projectMessages.list
const { facts } = projectMessages

export const callStateColors: Record<ProjectCallState, string> = { upcoming: 'teal', open: 'blue', closed: 'gray' }

type Props = { intro: IntroPage | null; search: ProjectCallSearch; go: (search: ProjectCallSearch) => void }

/** The calls, newest window first, by state and keyword; each opens its page (`?id=`). */
export function ProjectCallList({ intro, search, go }: Props) {
  const listSearch = { pageNum: search.pageNum, searchKeyword: search.searchKeyword, state: search.state }
  const { data } = useSuspenseQuery(projectCallListQueryOptions(listSearch))
  const open = (call: ProjectCallSummary) => go({ ...listSearch, id: call.id })

  return (
    <FilteredList
      lead={<Text>{messages.intro}</Text>}
      messages={messages}
      filter={{ key: 'state', label: messages.stateLabel, allLabel: messages.allStates, options: projectCallStates }}
      query={listSearch}
      go={go}
      data={data}
      listClassName={classes.list}
      renderItem={(call) => (
        <li key={call.id} className={classes.item} data-call-id={call.id}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" color={callStateColors[call.state]} radius="sm" className={classes.badge}>
              {call.stateLabel}
            </Badge>
            <CallFamilyBadge call={call} />
            <UnstyledButton onClick={() => open(call)} className={classes.title}>
              {call.title}
            </UnstyledButton>
            <NewPostBadge isNew={call.isNew} />
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
      )}
      intro={intro}
    />
  )
}
