import type { MyNotification } from '@contract/notification-inbox'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { queryKeys } from '@/lib/queries/query-keys'
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications'

/** Opening a notification reads it: the list, the bell and its count all learn so at once. */
export function useOpenNotification(onOpened?: () => void) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() })
  const open = useMutation({
    mutationFn: async (row: MyNotification) => {
      if (!row.read) await markNotificationRead(row.id)
      return row
    },
    onSettled: refresh,
    onSuccess: (row) => {
      onOpened?.()
      if (row.link) void navigate({ href: row.link })
    },
  })
  const readAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh })
  return { open, readAll }
}
