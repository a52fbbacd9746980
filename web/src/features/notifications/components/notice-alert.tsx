import { Alert } from '@mantine/core'
import { commonMessages } from '@/config/messages'
import { ApiError } from '@/lib/api-client'

/** The outcome of the last action on a notification page: a status, or the server's Korean refusal. */
export type Notice = { text: string; isError?: boolean }

export const failureNotice = (error: unknown): Notice => ({ text: error instanceof ApiError ? error.message : commonMessages.requestFailed, isError: true })

export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null
  return (
    <Alert color={notice.isError ? 'red' : 'teal'} role={notice.isError ? 'alert' : 'status'} withCloseButton onClose={onClose}>
      {notice.text}
    </Alert>
  )
}
