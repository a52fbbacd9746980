import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { applicationMessages } from '../messages'

const messages = applicationMessages.complete

/** /cooperation/applyComplete: the number of the request just filed and where to follow it. */
export function ApplyCompletePage({ applicationNo }: { applicationNo?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {messages.heading}
        </Title>
        {applicationNo ? (
          <Text size="lg">
            {messages.number}{' '}
            <Text span fw={700} data-testid="application-no">
              {applicationNo}
            </Text>
          </Text>
        ) : (
          <Text c="dimmed">{messages.missing}</Text>
        )}
        <Text maw={520}>{messages.body}</Text>
        <Group justify="center">
          <Button renderRoot={(props) => <Link to="/myPage/tech" {...props} />}>{messages.mine}</Button>
          <Button variant="default" renderRoot={(props) => <Link to="/" {...props} />}>
            {messages.home}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
