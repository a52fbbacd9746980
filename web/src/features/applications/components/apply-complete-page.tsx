import type { RequestKind } from '@/lib/queries/query-keys'
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { applicationMessages, completeTexts, myPagePaths } from '../messages'

const messages = applicationMessages.complete

type Props = { applicationNo?: string; kind: RequestKind; waiting?: boolean }

/** /cooperation/applyComplete: the number of the application just filed and where to follow it. */
export function ApplyCompletePage({ applicationNo, kind, waiting = false }: Props) {
  const text = completeTexts[kind](waiting)
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {text.heading}
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
        <Text maw={520}>{text.body}</Text>
        <Group justify="center">
          <Button renderRoot={(props) => <Link to={myPagePaths[kind]} {...props} />}>{messages.mine}</Button>
          <Button variant="default" renderRoot={(props) => <Link to="/" {...props} />}>
            {messages.home}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
