import type { MyNotification } from '../../contract/notification-inbox'
import type { NotificationEvent } from '../../contract/notifications'
import { bearer, v1 } from './api'
import { writeTestDatabase } from './backdate'

type Delivered = { event?: NotificationEvent; title: string; body?: string; link?: string; createdAt?: string }

/**
 * Puts portal notifications into the shared test portal's database as the notification service
 * would deliver them: nobody may create one through the API, and the member's side is tested
 * without waiting for an event's queue.
 */
export const deliverNotifications = (memberId: number, rows: Delivered[]) =>
  writeTestDatabase(
    rows.map((row, index) => {
      // A second apart, so "newest first" has one answer.
      const at = row.createdAt ?? new Date(Date.now() - (rows.length - index) * 1000).toISOString()
      return {
        sql: 'INSERT INTO "notifications" ("member_id", "event", "title", "body", "link", "created_at", "updated_at") VALUES (?, ?, ?, ?, ?, ?, ?)',
        args: [memberId, row.event ?? 'booking.approved', row.title, row.body ?? '', row.link ?? null, at, at],
      }
    }),
  )

export const myNotifications = (token: string, query = '') =>
  v1<{ list: MyNotification[]; cnt_total: number; page_cnt: number }>(`/mypage/notifications${query}`, { headers: bearer(token) })

export const unreadCount = async (token: string) =>
  (await v1<{ unread: number }>('/mypage/notifications/unread-count', { headers: bearer(token) })).body.data!.unread
