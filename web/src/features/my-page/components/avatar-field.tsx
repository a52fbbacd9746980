import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { deleteAvatar } from '../api/delete-avatar'
import { uploadAvatar } from '../api/upload-avatar'
import { usePrivateFileSrc } from '@/hooks/use-private-file-src'
import { myPageMessages } from '../messages'
import classes from './my-page.module.css'
import { queryKeys } from '@/lib/queries/query-keys'

const messages = myPageMessages.info
const MAX_BYTES = 5 * 1024 * 1024
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'

type Props = { profileToken: string; avatarUrl: string | null; onNotice: (message: string, isError: boolean) => void; onError: (error: unknown) => void }

export function AvatarField({ profileToken, avatarUrl, onNotice, onError }: Props) {
  const queryClient = useQueryClient()
  const [url, setUrl] = useState(avatarUrl)
  const src = usePrivateFileSrc(url)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.mypage.myInfo() })
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(profileToken, file),
    onSuccess: (data) => {
      setUrl(data.avatarUrl)
      onNotice(messages.avatarSaved, false)
      void refresh()
    },
    onError,
  })
  const remove = useMutation({
    mutationFn: () => deleteAvatar(profileToken),
    onSuccess: () => {
      setUrl(null)
      onNotice(messages.avatarDeleted, false)
      void refresh()
    },
    onError,
  })

  const pick = (file: File | null) => {
    if (!file) return
    if (file.size > MAX_BYTES) return onNotice(messages.avatarTooLarge, true)
    upload.mutate(file)
  }

  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id="avatar-label">
        {messages.avatar}
      </Text>
      <Group gap="md" aria-labelledby="avatar-label">
        {src ? (
          <img src={src} alt={messages.avatarAlt} className={classes.avatar} />
        ) : (
          <div className={classes.avatar} role="img" aria-label={messages.noAvatar} />
        )}
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={pick} accept={ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={upload.isPending} aria-label={`${messages.avatar} ${messages.avatarChange}`}>
                  {messages.avatarChange}
                </Button>
              )}
            </FileButton>
            {url && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
                aria-label={`${messages.avatar} ${messages.avatarDelete}`}
              >
                {messages.avatarDelete}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {messages.avatarHint}
          </Text>
        </Stack>
      </Group>
    </Stack>
  )
}
