import { type AdvisoryField, advisoryFields } from '@contract/applications'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { BoardPaging } from '@/components/board/board-paging'
import { expertsQueryOptions } from '../api/get-experts'
import type { ExpertListSearch } from '../lib/application-search'
import { applicationMessages } from '../messages'
import grid from '@/components/card-grid.module.css'
import classes from './expert-list-page.module.css'

const messages = applicationMessages.advice

/**
 * /cooperation/advice: the advisory pool by field (docs/decisions.md "기술자문"), each expert with
 * the way into a request that names them.
 */
export function ExpertListPage({ search }: { search: ExpertListSearch }) {
  const pageNum = search.pageNum ?? 1
  const { data } = useSuspenseQuery(expertsQueryOptions(search.field, pageNum))
  const navigate = useNavigate()
  const filters: { value: AdvisoryField | undefined; label: string }[] = [{ value: undefined, label: messages.all }, ...advisoryFields]

  return (
    <Stack gap="lg">
      <Text>{messages.intro}</Text>
      <nav aria-label={messages.filterLabel}>
        <ul className={classes.filters}>
          {filters.map((filter) => {
            const active = filter.value === search.field
            return (
              <li key={filter.label}>
                <Button
                  size="compact-md"
                  variant={active ? 'filled' : 'default'}
                  aria-current={active ? 'true' : undefined}
                  renderRoot={(props) => <Link to="/cooperation/advice" search={{ field: filter.value }} {...props} />}
                >
                  {filter.label}
                </Button>
              </li>
            )
          })}
        </ul>
      </nav>
      <Group justify="space-between">
        <Text size="sm" fw={600} role="status">
          {messages.count(data.cnt_total)}
        </Text>
        <Button variant="light" renderRoot={(props) => <Link to="/cooperation/application" {...props} />}>
          {messages.applyAny}
        </Button>
      </Group>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {messages.empty}
        </Text>
      ) : (
        <ul className={grid.grid}>
          {data.list.map((expert) => (
            <li key={expert.id} id={`expert-${expert.id}`} className={classes.card} data-expert-id={expert.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <h2 className={classes.name}>
                  {expert.name}{' '}
                  <Text span size="sm" c="dimmed">
                    {expert.position}
                  </Text>
                </h2>
                <Badge variant="light">{expert.fieldLabel}</Badge>
              </Group>
              <Text size="sm">{expert.department}</Text>
              <dl className={classes.facts}>
                <dt>{messages.expertise}</dt>
                <dd>{expert.expertise}</dd>
                {expert.career && (
                  <>
                    <dt>{messages.career}</dt>
                    <dd>{expert.career}</dd>
                  </>
                )}
              </dl>
              <Button
                className={classes.apply}
                variant="outline"
                aria-label={`${expert.name} ${expert.position} — ${messages.apply}`}
                renderRoot={(props) => <Link to="/cooperation/application" search={{ expertId: expert.id }} {...props} />}
              >
                {messages.apply}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Text size="sm" c="dimmed">
        {messages.applyAnyNote}
      </Text>
      <BoardPaging
        page={pageNum}
        pageCount={data.page_cnt}
        onChange={(page) => void navigate({ to: '/cooperation/advice', search: { field: search.field, pageNum: page } })}
      />
    </Stack>
  )
}
