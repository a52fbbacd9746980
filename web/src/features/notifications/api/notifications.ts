import type { ListData } from '@contract/envelope'
import type { MyNotification, NotificationsReadAll, UnreadNotificationCount } from '@contract/notification-inbox'
import { notificationPageSize } from '@contract/notification-inbox'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** The issue allows no polling faster than once a minute; the count also refreshes when the window regains focus. */
export const UNREAD_REFRESH_MS = 60_000
export const BELL_LATEST = 5

export const myNotificationsQueryOptions = (pageNum: number, pageSize = notificationPageSize) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(pageNum, pageSize),
    queryFn: ({ signal }) => api.get<ListData<MyNotification>>('/mypage/notifications', { pageNum, pageSize }, { signal }),
  })

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unread(),
    queryFn: ({ signal }) => api.get<UnreadNotificationCount>('/mypage/notifications/unread-count', undefined, { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  })

export const markNotificationRead = (id: number) => api.post<MyNotification>(`/mypage/notifications/${id}/read`)

export const markAllNotificationsRead = () => api.post<NotificationsReadAll>('/mypage/notifications/read-all')
