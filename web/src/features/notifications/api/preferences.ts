import type { NotificationPreferencesInput, NotificationPreferencesView } from '@contract/notification-inbox'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.preferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferencesView>('/mypage/notification-preferences', undefined, { signal }),
  })

export const saveNotificationPreferences = (input: NotificationPreferencesInput) =>
  api.put<NotificationPreferencesView>('/mypage/notification-preferences', input)
