import type { ExpertMatch, TechnologyMatch } from '@contract/tech-transfer'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import grid from '@/components/card-grid.module.css'
import { matchesQueryOptions } from '../api/technologies'
import { techTransferMessages } from '../messages'
import { TechnologyCard } from './technology-card'

const messages = techTransferMessages.match

function TechnologyMatches({ matches }: { matches: TechnologyMatch[] }) {
  if (matches.length === 0) return <Text c="dimmed">{messages.noTechnologies}</Text>
  return (
    <ol className={grid.grid} aria-label={messages.technologies}>
      {matches.map(({ technology, score, reason }) => (
        <li key={technology.id}>
          <Stack gap={6} h="100%">
            <Group gap={6}>
              <Badge variant="light" radius="sm">
                {messages.score(score)}
              </Badge>
              <Text size="sm" data-testid="match-reason">
                {reason}
              </Text>
            </Group>
            <TechnologyCard technology={technology} />
          </Stack>
        </li>
      ))}
    </ol>
  )
}

function ExpertMatches({ matches }: { matches: ExpertMatch[] }) {
  if (matches.length === 0) return <Text c="dimmed">{messages.noExperts}</Text>
  return (
    <ol className={grid.grid} aria-label={messages.experts}>
      {matches.map(({ expert, score, reason }) => (
        <li key={expert.id}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Stack gap={6}>
              <Group gap={6}>
                <Badge variant="light" radius="sm">
                  {messages.score(score)}
                </Badge>
                <Badge variant="light" color="gray" radius="sm">
                  {expert.fieldLabel}
                </Badge>
              </Group>
              <Text fw={700}>
                {expert.name} {expert.position}
              </Text>
              <Text size="sm" c="dimmed">
                {expert.department}
              </Text>
              <Text size="sm">{expert.expertise}</Text>
              <Text size="sm" data-testid="match-reason">
                {reason}
              </Text>
              <div>
                <Button size="xs" variant="light" renderRoot={(props) => <Link to="/cooperation/application" search={{ expertId: expert.id }} {...props} />}>
                  {messages.expertApply}
                </Button>
              </div>
            </Stack>
          </Paper>
        </li>
      ))}
    </ol>
  )
}

/**
 * /myPage/match: the technologies and experts that fit the member's company (or the member alone),
 * each with the reason it was picked; with nothing to match on, what to fill in to get suggestions.
 */
export function MatchPage() {
  const { data } = useSuspenseQuery(matchesQueryOptions())
  const noBasis = data.basis.fields.length === 0 && data.basis.keywords.length === 0
  if (noBasis && data.technologies.length === 0 && data.experts.length === 0)
    return (
      <Alert color="gray" title={messages.emptyTitle}>
        <Stack gap="sm">
          <Text size="sm">{messages.emptyBody}</Text>
          <Group gap="xs">
            <Button size="xs" renderRoot={(props) => <Link to="/myPage/company" {...props} />}>
              {messages.toCompany}
            </Button>
            <Button size="xs" variant="default" renderRoot={(props) => <Link to="/cooperation/techTransfer" {...props} />}>
              {messages.toCatalogue}
            </Button>
          </Group>
        </Stack>
      </Alert>
    )

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text>{messages.intro}</Text>
        <Text size="sm" fw={700}>
          {messages.basisFor(data.companyName)}
        </Text>
        {data.basis.fields.length > 0 && (
          <Text size="sm">
            {messages.basisFields}: {data.basis.fields.join(', ')}
          </Text>
        )}
        {data.basis.keywords.length > 0 && (
          <Text size="sm">
            {messages.basisKeywords}: {data.basis.keywords.join(', ')}
          </Text>
        )}
      </Stack>
      <section aria-labelledby="match-technologies">
        <Title order={3} size="h4" mb="sm" id="match-technologies">
          {messages.technologies}
        </Title>
        <TechnologyMatches matches={data.technologies} />
      </section>
      <section aria-labelledby="match-experts">
        <Title order={3} size="h4" mb="sm" id="match-experts">
          {messages.experts}
        </Title>
        <ExpertMatches matches={data.experts} />
      </section>
    </Stack>
  )
}
