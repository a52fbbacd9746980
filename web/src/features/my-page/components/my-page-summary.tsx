import type { MyPageCounts } from '@contract/auth'
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { menuGroups } from '@/config/menus'
import { formatDate } from '@/utils/format-date'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { myCountsQueryOptions } from '../api/get-my-counts'
import { myPageMessages } from '../messages'
import classes from './my-page.module.css'

const messages = myPageMessages.summary
/** "3건 · 진행 중 1건" under a section that lists the member's own bookings, applications or posts. */
const countLine = (menu: string, counts: MyPageCounts | undefined) => {
  const count = counts?.[menu as keyof MyPageCounts]
  if (!count) return null
  const open = menu === 'collabo' || menu === 'qna' ? messages.waitingAnswer(count.open) : messages.inProgress(count.open)
  return `${messages.total(count.total)} · ${open}`
}

/** /myPage: who is signed in and the way into each my-page section. */
export function MyPageSummary() {
  const summary = useQuery(myPageSummaryQueryOptions())
  const counts = useQuery(myCountsQueryOptions())
  if (summary.isPending) return <Loader />
  if (summary.error) return <Alert color="red">{summary.error.message}</Alert>
  const data = summary.data
  const facts = [
    [messages.loginId, data.login_id],
    [messages.memberClass, data.memberClassLabel],
    [messages.email, data.email],
    [messages.joinedAt, formatDate(data.joinedAt)],
    [messages.lastLoginAt, formatDate(data.lastLoginAt)],
  ] as const

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {messages.greeting(data.user_nm)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl">
          {facts.map(([label, value]) => (
            <Text key={label} size="sm" component="div">
              <Text span c="dimmed" component="dt" display="inline">
                {label}
              </Text>{' '}
              <Text span fw={600} component="dd" display="inline" m={0}>
                {value || '-'}
              </Text>
            </Text>
          ))}
        </SimpleGrid>
      </Stack>
      <nav aria-label={messages.sections} className={classes.summaryGrid}>
        {menuGroups.mypage.items.map((item) => (
          <Link key={item.menu} to={item.link} className={classes.sectionLink}>
            <Text fw={600}>{item.label}</Text>
            {countLine(item.menu, counts.data) && (
              <Text size="sm" c="dimmed" mt={4} data-testid={`count-${item.menu}`}>
                {countLine(item.menu, counts.data)}
              </Text>
            )}
          </Link>
        ))}
      </nav>
    </Stack>
  )
}
