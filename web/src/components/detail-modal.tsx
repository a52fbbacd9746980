import { Alert, Loader, Modal, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

type Props<T> = {
  title: string
  closeLabel: string
  /** The detail's query: its error shows instead of the body, and a loader until it arrives. */
  query: { data: T | undefined; error: Error | null }
  onClose: () => void
  children: (data: T) => ReactNode
}

/** One booking or application in full over its list (the my-page `?id=` dialogs). */
export function DetailModal<T>({ title, closeLabel, query, onClose, children }: Props<T>) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': closeLabel }}>
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      {query.data === undefined && !query.error && <Loader size="sm" />}
      {query.data !== undefined && <Stack gap="md">{children(query.data)}</Stack>}
    </Modal>
  )
}
