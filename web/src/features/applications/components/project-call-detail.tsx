import type { ProjectCallDetail as ProjectCallDetailData } from '@contract/applications'
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FactList } from '@/components/fact-list'
import { HtmlContent } from '@/components/html-content'
import { PublicAttachments } from '@/components/public-attachments'
import { useAuth } from '@/hooks/use-auth'
import { formatDateRange } from '@/utils/format-date'
import { projectCallQueryOptions } from '../api/project-calls'
import { projectMessages } from '../messages'
import { callStateColors } from './project-call-list'
import { CallFamilyBadge } from './family-badges'
import { PrintButton } from '@/components/board/print-button'
import classes from './project-call-detail.module.css'
import { useServerContentHead } from '@/hooks/use-document-title'
import { MembersOnlyButton } from '@/components/login-prompt'

const messages = projectMessages.detail
const { facts } = projectMessages

type Props = { id: number; onList: () => void }

/** One call in full: what it funds, who may apply, its files, and the way to propose while it is open. */
export function ProjectCallDetail({ id, onList }: Props) {
  const auth = useAuth()
  const { data: call } = useSuspenseQuery(projectCallQueryOptions(id, auth.userInfo?.login_id ?? null))
  useServerContentHead({ title: call.title, text: call.summary, html: call.contentHtml })
  return <ProjectCallView call={call} onList={onList} />
}

/** The call itself, from the public detail or from staff's live preview of a draft. */
export function ProjectCallView({ call, onList }: { call: ProjectCallDetailData; onList: () => void }) {
  const auth = useAuth()
  const id = call.id

  return (
    <article className={classes.call} aria-labelledby="call-title">
      <header className={classes.header}>
        <Group gap={6}>
          <Badge variant="light" color={callStateColors[call.state]} radius="sm">
            {call.stateLabel}
          </Badge>
          <CallFamilyBadge call={call} />
        </Group>
        <Title order={2} size="h3" id="call-title">
          {call.title}
        </Title>
        <Text c="dimmed">{call.summary}</Text>
      </header>
      <FactList
        className={classes.facts}
        rows={[
          ...(call.host ? ([[facts.host, call.host]] as const) : []),
          [facts.applyPeriod, formatDateRange(call.applyStart, call.applyEnd)],
          [facts.budget, call.budget],
          [facts.projectPeriod, call.projectPeriod],
          [
            facts.eligibility,
            <span key="eligibility" className={classes.preWrap}>
              {call.eligibility}
            </span>,
          ],
        ]}
      />
      <div className={classes.body}>
        <HtmlContent html={call.contentHtml} />
      </div>
      <PublicAttachments files={call.attachments} title={messages.attachments} />
      <Stack gap="sm" mt="lg">
        {call.myProposal && (
          <Alert color="blue" variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{messages.mine(call.myProposal.applicationNo, call.myProposal.stateLabel)}</Text>
              <Button size="xs" renderRoot={(props) => <Link to="/myPage/assn" search={{ id: call.myProposal!.id }} {...props} />}>
                {messages.goMine}
              </Button>
            </Group>
          </Alert>
        )}
        {call.state === 'upcoming' && <Text size="sm">{messages.notYet}</Text>}
        {call.state === 'closed' && <Text size="sm">{messages.closed}</Text>}
        <Group justify="center">
          <Button variant="default" onClick={onList}>
            {messages.toList}
          </Button>
          <PrintButton />
          {call.state === 'open' && !call.myProposal && (
            <MembersOnlyButton renderLink={(props) => <Link to="/cooperation/assn" search={{ id, apply: true }} {...props} />}>
              {auth.isLogin ? messages.propose : messages.loginToPropose}
            </MembersOnlyButton>
          )}
        </Group>
      </Stack>
    </article>
  )
}
