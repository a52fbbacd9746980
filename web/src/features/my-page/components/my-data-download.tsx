import { myDataFormats, type MyDataFormat } from '@contract/privacy'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { downloadMyData } from '../api/download-my-data'
import { myPageMessages } from '../messages'

const messages = myPageMessages.myData

type Props = { profileToken: string; onNotice: (message: string, isError: boolean) => void; onError: (error: unknown) => void }

const today = () => {
  const now = new Date()
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`
}

/** 내 정보 내려받기: the file the server builds, behind the same password check as the profile. */
export function MyDataDownload({ profileToken, onNotice, onError }: Props) {
  const download = useMutation({
    mutationFn: (format: MyDataFormat) => downloadMyData(profileToken, format, today()),
    onSuccess: () => onNotice(messages.saved, false),
    onError,
  })
  return (
    <Stack gap={6} component="section" aria-labelledby="my-data-title">
      <Text fw={600} size="sm" id="my-data-title">
        {messages.title}
      </Text>
      <Text size="sm" c="dimmed">
        {messages.intro}
      </Text>
      <Group gap="sm">
        {myDataFormats.map((format) => (
          <Button
            key={format}
            variant="default"
            size="xs"
            loading={download.isPending && download.variables === format}
            onClick={() => download.mutate(format)}
          >
            {messages[format]}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
