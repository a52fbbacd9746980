import type { SocialProvider } from '@contract/auth'
import { Loader, Stack, Text } from '@mantine/core'
import { useSnsCallback } from '../hooks/use-sns-callback'
import type { SnsCallbackParams } from '../api/post-sns-callback'
import { snsLoginMessages as t } from '../messages'

/** Where Kakao, Naver or Google send the visitor back: hands the code to the server and waits. */
export function SnsCallbackPage({ provider, params }: { provider: SocialProvider; params: SnsCallbackParams }) {
  useSnsCallback(provider, params)
  return (
    <Stack align="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <Text fw={700} size="lg">
        {t.signingIn}
      </Text>
      <Text c="dimmed">{t.signingInWith(t.providerNames[provider])}</Text>
    </Stack>
  )
}
