import { Alert } from '@mantine/core'
import { commonMessages } from '@/config/messages'
import { ApiError } from '@/lib/api-client'

/** The server's Korean refusal of the last action on a notification page (a success is a toast). */
export const failureText = (error: unknown) => (error instanceof ApiError ? error.message : commonMessages.requestFailed)

export function FailureAlert({ error, onClose }: { error: string | null; onClose: () => void }) {
  if (!error) return null
  return (
    <Alert color="red" role="alert" withCloseButton onClose={onClose}>
      {error}
    </Alert>
  )
}
