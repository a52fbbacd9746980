import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { snsLoginMessages as t, type SnsFailReason } from '../messages'

/** Explains in Korean why the social sign-in did not go through and offers to try again. */
export function SnsFailPage({ reason }: { reason: SnsFailReason }) {
  return (
    <Stack align="center" gap="md" py="xl">
      <IconAlertCircle size={56} stroke={1.4} aria-hidden="true" color="var(--mantine-color-red-6)" />
      <Title order={2} size="h3">
        {t.failTitle}
      </Title>
      <Text ta="center">{t.failReasons[reason]}</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/login" {...props} />}>{t.retryLogin}</Button>
        <Button variant="default" renderRoot={(props) => <Link to="/" {...props} />}>
          {t.goHome}
        </Button>
      </Group>
    </Stack>
  )
}
