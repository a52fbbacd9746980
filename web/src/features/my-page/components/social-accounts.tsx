import type { LinkedSocialAccount, SocialProvider } from '@contract/auth'
import { Button, Group, List, Stack, Text } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '@/utils/format-date'
import { snsProvidersQueryOptions } from '@/lib/queries/sns-providers'
import { snsLinkUrl } from '../api/sns-link'
import { unlinkSocial } from '../api/unlink-social'
import { myPageMessages } from '../messages'

const messages = myPageMessages.info

type Props = {
  profileToken: string
  accounts: LinkedSocialAccount[]
  onNotice: (message: string, isError: boolean) => void
  onError: (error: unknown) => void
}

/** Linked Kakao·Naver·Google sign-ins with 연결 해제, and 연결하기 for configured providers not linked yet. */
export function SocialAccounts({ profileToken, accounts, onNotice, onError }: Props) {
  const [linked, setLinked] = useState(accounts)
  const providers = useQuery(snsProvidersQueryOptions())
  const unlink = useMutation({
    mutationFn: (provider: SocialProvider) => unlinkSocial(profileToken, provider),
    onSuccess: (data, provider) => {
      setLinked(data.list)
      onNotice(messages.unlinked(accounts.find((account) => account.provider === provider)?.label ?? ''), false)
    },
    onError,
  })
  const link = useMutation({
    mutationFn: (provider: SocialProvider) => snsLinkUrl(provider, '/myPage/myInfo'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError,
  })
  const linkable = (providers.data?.list ?? []).filter((option) => !linked.some((account) => account.provider === option.provider))

  return (
    <Stack gap={6} role="group" aria-labelledby="social-label">
      <Text fw={600} size="sm" id="social-label">
        {messages.social}
      </Text>
      {linked.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noSocial}
        </Text>
      ) : (
        <List listStyleType="none" spacing={6}>
          {linked.map((account) => (
            <List.Item key={account.provider}>
              <Group gap="sm">
                <Text size="sm" fw={600}>
                  {account.label}
                </Text>
                {account.email && <Text size="sm">{account.email}</Text>}
                <Text size="xs" c="dimmed">
                  {messages.linkedAt(formatDate(account.linkedAt))}
                </Text>
                <Button
                  size="compact-xs"
                  variant="default"
                  loading={unlink.isPending && unlink.variables === account.provider}
                  onClick={() => unlink.mutate(account.provider)}
                >
                  {messages.unlink(account.label)}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {linkable.length > 0 && (
        <Group gap="xs">
          {linkable.map((option) => (
            <Button
              key={option.provider}
              size="xs"
              variant="light"
              loading={link.isPending && link.variables === option.provider}
              onClick={() => link.mutate(option.provider)}
            >
              {messages.link(option.label)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  )
}
