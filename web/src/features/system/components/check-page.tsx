import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { systemMessages } from '../messages'

/** /test and /test2: kept because the spec lists them; they tell the visitor what they are. */
export function CheckPage() {
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
      {systemMessages.testBody}
    </Alert>
  )
}
