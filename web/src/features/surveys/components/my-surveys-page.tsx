import { formatSeoulDate } from '@contract/date-format'
import type { MySurvey } from '@contract/surveys'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { mySurveysQueryOptions } from '../api/surveys'
import { surveyMessages as messages } from '../messages'

const stateColour: Record<MySurvey['state'], string> = { open: 'blue', answered: 'teal', closed: 'gray' }

/** /myPage/surveys: the satisfaction surveys open to the member, those answered and those closed. */
export function MySurveysPage() {
  const { data } = useSuspenseQuery(mySurveysQueryOptions())
  if (data.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {messages.empty}
      </Text>
    )
  }
  return (
    <Stack component="ul" gap="sm" aria-label={messages.caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.map((survey) => (
        <Card component="li" key={survey.id} withBorder padding="md" data-survey={survey.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <Badge color={stateColour[survey.state]} variant="light">
                  {survey.stateLabel}
                </Badge>
                {survey.anonymous && (
                  <Badge color="gray" variant="outline">
                    {messages.anonymousBadge}
                  </Badge>
                )}
              </Group>
              <Text fw={600}>{survey.title}</Text>
              <Text size="sm" c="dimmed">
                {survey.target.kind === 'event' ? messages.targetEvent : messages.targetCourse} · {survey.target.title}
              </Text>
              <Text size="sm" c="dimmed">
                {messages.closesAt(formatSeoulDate(survey.closesAt))}
              </Text>
            </Stack>
            {survey.state === 'open' && (
              <Button size="sm" renderRoot={(props) => <Link to="/myPage/survey" search={{ id: survey.id }} {...props} />}>
                {messages.answer}
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  )
}
