import { formatSeoulDateTime } from '@contract/date-format'
import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { suspensionQueryOptions } from '../api/series'
import { equipmentMessages } from '../messages'

/** The member's booking suspension (미이용 too often): until when and why, or nothing. */
export function SuspensionNotice({ enabled }: { enabled: boolean }) {
  const { data } = useQuery(suspensionQueryOptions(enabled))
  if (!data) return null
  return (
    <Alert color="red" title={equipmentMessages.suspension.title} role="alert" mb="md">
      {equipmentMessages.suspension.body(formatSeoulDateTime(data.until), data.reason)}
    </Alert>
  )
}
