import type { TechnologyDetail } from '@contract/tech-transfer'
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FactList } from '@/components/fact-list'
import { HtmlContent } from '@/components/html-content'
import { PublicAttachments } from '@/components/public-attachments'
import { useAuth } from '@/hooks/use-auth'
import { formatDate } from '@/utils/format-date'
import grid from '@/components/card-grid.module.css'
import { technologyQueryOptions } from '../api/technologies'
import { techTransferMessages } from '../messages'
import { DetailDocumentBox } from './detail-document-box'
import { TechnologyCard } from './technology-card'
import classes from './technology-detail.module.css'
import { useServerContentHead } from '@/hooks/use-document-title'
import { MembersOnlyButton } from '@/components/login-prompt'

const messages = techTransferMessages.detail

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  )
}

function PatentTable({ patents }: { patents: TechnologyDetail['patents'] }) {
  const columns = messages.patentColumns
  if (patents.length === 0) return <Text size="sm">{messages.noPatents}</Text>
  return (
    <div className={classes.tableWrap}>
      <Table striped verticalSpacing="xs" aria-label={messages.patents}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.number}</Table.Th>
            <Table.Th>{columns.appliedAt}</Table.Th>
            <Table.Th>{columns.registeredAt}</Table.Th>
            <Table.Th>{columns.country}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patents.map((patent) => (
            <Table.Tr key={patent.number}>
              <Table.Td>{patent.number}</Table.Td>
              <Table.Td>{formatDate(patent.appliedAt) || messages.dash}</Table.Td>
              <Table.Td>{formatDate(patent.registeredAt) || messages.dash}</Table.Td>
              <Table.Td>{patent.country}</Table.Td>
              <Table.Td>{patent.statusLabel}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

function Inventors({ inventors }: { inventors: TechnologyDetail['inventors'] }) {
  return (
    <ul className={classes.inventors}>
      {inventors.map((inventor) => (
        <li key={`${inventor.name}-${inventor.department ?? ''}`}>
          {inventor.name}
          {inventor.department && ` (${inventor.department})`}
          {inventor.expertId !== null && (
            <>
              {' · '}
              <Anchor component={Link} to="/cooperation/advice" hash={`expert-${inventor.expertId}`} size="sm">
                {messages.expertLink(inventor.name)}
              </Anchor>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Where the reader goes to ask about it: their request still going, a sign-in, or the form. */
function ApplyBox({ technology }: { technology: TechnologyDetail }) {
  if (technology.myRequest) {
    const { id, applicationNo, stateLabel } = technology.myRequest
    return (
      <Alert color="blue" variant="light">
        <Stack gap="xs">
          <Text size="sm">{messages.myRequest(applicationNo, stateLabel)}</Text>
          <div>
            <Button size="xs" renderRoot={(props) => <Link to="/myPage/transfer" search={{ id }} {...props} />}>
              {messages.myRequestLink}
            </Button>
          </div>
        </Stack>
      </Alert>
    )
  }
  // The server takes no request about a technology already transferred; the page says so instead.
  if (technology.availability === 'licensed') {
    return (
      <Alert color="gray" variant="light">
        <Text size="sm">{messages.licensed}</Text>
      </Alert>
    )
  }
  const applySearch = { id: technology.id }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {messages.applyNote}
      </Text>
      <MembersOnlyButton size="md" renderLink={(props) => <Link to="/cooperation/techTransferApply" search={applySearch} {...props} />}>
        {messages.apply}
      </MembersOnlyButton>
    </Stack>
  )
}

/** /cooperation/techTransferDetail?id=: one technology in full, its documents, and the way to ask about it. */
export function TechnologyDetailPage({ id }: { id: number }) {
  const auth = useAuth()
  const { data: technology } = useSuspenseQuery(technologyQueryOptions(id, auth.userInfo?.login_id ?? null))
  useServerContentHead({ title: technology.title, text: technology.summary, html: technology.overviewHtml })

  return (
    <article className={classes.technology} aria-labelledby="technology-title">
      <header className={classes.header}>
        <Group gap={6}>
          <Badge variant="light" color="gray" radius="sm">
            {technology.fieldLabel}
            {technology.subFieldLabel && ` · ${technology.subFieldLabel}`}
          </Badge>
          <Badge variant="light" color={technology.availability === 'available' ? 'blue' : 'gray'} radius="sm">
            {technology.availabilityLabel}
          </Badge>
        </Group>
        <Title order={2} size="h3" id="technology-title">
          {technology.title}
        </Title>
        <Text c="dimmed">{technology.summary}</Text>
      </header>
      <div className={classes.layout}>
        <div className={classes.main}>
          <FactList
            className={classes.facts}
            rows={[
              [messages.field, `${technology.fieldLabel}${technology.subFieldLabel ? ` · ${technology.subFieldLabel}` : ''}`],
              [messages.trl, messages.trlValue(technology.trl)],
              [messages.transferTypes, technology.transferTypeLabels.join(', ')],
              [
                messages.terms,
                <span key="terms" className={classes.preWrap}>
                  {technology.terms ?? messages.noTerms}
                </span>,
              ],
              [messages.keywords, technology.keywords.join(', ')],
            ]}
          />
          <Section title={messages.overview}>
            <HtmlContent html={technology.overviewHtml} />
          </Section>
          <Section title={messages.applications}>
            <Text className={classes.preWrap}>{technology.applications}</Text>
          </Section>
          <Section title={messages.effects}>
            <Text className={classes.preWrap}>{technology.effects}</Text>
          </Section>
          <Section title={messages.patents}>
            <PatentTable patents={technology.patents} />
          </Section>
          <Section title={messages.inventors}>
            <Inventors inventors={technology.inventors} />
          </Section>
        </div>
        <aside className={classes.aside} aria-label={messages.documents}>
          <ApplyBox technology={technology} />
          {technology.summaryDocument ? (
            <PublicAttachments files={[technology.summaryDocument]} title={messages.summaryDocument} />
          ) : (
            <Text size="sm" c="dimmed">
              {messages.noSummary}
            </Text>
          )}
          <DetailDocumentBox id={technology.id} detailDocument={technology.detailDocument} nda={technology.nda} />
        </aside>
      </div>
      {technology.related.length > 0 && (
        <Section title={messages.related}>
          <ul className={grid.grid} aria-label={messages.related}>
            {technology.related.map((related) => (
              <li key={related.id}>
                <TechnologyCard technology={related} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Group justify="center">
        <Button variant="default" renderRoot={(props) => <Link to="/cooperation/techTransfer" {...props} />}>
          {messages.back}
        </Button>
      </Group>
    </article>
  )
}
