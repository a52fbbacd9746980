import type { SocialProvider } from '@contract/auth'
import { Button, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { getSnsLoginUrl } from '../api/get-sns-authorize'
import { snsProvidersQueryOptions } from '@/lib/queries/sns-providers'
import { loginPageMessages as t } from '../messages'
import classes from './login-page.module.css'

/** One button per provider the server offers; nothing at all when it offers none or cannot say. */
export function SnsLoginButtons({ redirect, onError }: { redirect: string; onError: (message: string) => void }) {
  const providers = useQuery(snsProvidersQueryOptions())
  const [starting, setStarting] = useState<SocialProvider | null>(null)
  const list = providers.data?.list ?? []
  if (list.length === 0) return null

  const start = async (provider: SocialProvider) => {
    setStarting(provider)
    try {
      const { url } = await getSnsLoginUrl(provider, redirect)
      window.location.assign(url)
    } catch (error) {
      setStarting(null)
      onError(error instanceof ApiError ? error.message : commonMessages.requestFailed)
    }
  }

  return (
    <section aria-labelledby="sns-login-heading" className={classes.sns}>
      <Text id="sns-login-heading" component="h2" className={classes.snsHeading}>
        {t.snsHeading}
      </Text>
      <Stack gap="xs">
        {list.map(({ provider }) => (
          <Button
            key={provider}
            variant="default"
            fullWidth
            size="md"
            className={classes[provider]}
            loading={starting === provider}
            disabled={starting !== null && starting !== provider}
            onClick={() => void start(provider)}
          >
            {t.snsLogin[provider]}
          </Button>
        ))}
      </Stack>
    </section>
  )
}
