import { Button, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link, Navigate } from '@tanstack/react-router'
import { useAuth } from '@/hooks/use-auth'
import { snsLoginMessages as t } from '../messages'

/** Greets the member after a social sign-in and offers the way back to where they started. */
export function SnsSuccessPage({ redirect }: { redirect: string }) {
  const { isLogin, userInfo } = useAuth()
  if (!isLogin || !userInfo) return <Navigate to="/login" replace />
  return (
    <Stack align="center" gap="md" py="xl">
      <IconCircleCheck size={56} stroke={1.4} aria-hidden="true" color="var(--mantine-color-teal-6)" />
      <Title order={2} size="h3">
        {t.welcome(userInfo.user_nm)}
      </Title>
      <Text c="dimmed">{t.welcomeBody}</Text>
      <Button renderRoot={(props) => <Link to={redirect} {...props} />}>{t.continue}</Button>
    </Stack>
  )
}
