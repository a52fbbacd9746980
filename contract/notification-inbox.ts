import type { NotificationChannel, NotificationEvent, NotificationGroup, QuietHours } from './notifications'

/**
 * The member's side of 알림 (issue 32): what /api/v1/mypage/notifications and
 * /api/v1/mypage/notification-preferences answer and take. The catalogue itself is
 * contract/notifications.ts; this file is only the shapes on the wire.
 */

/** One in-portal notification as the member's list shows it. */
export type MyNotification = {
  id: number
  event: NotificationEvent
  title: string
  body: string
  /** A portal path ("/myPage/equ?id=12") or null when the notification is about nothing to open. */
  link: string | null
  read: boolean
  readAt: string | null
  createdAt: string
}

export type UnreadNotificationCount = { unread: number }

export type NotificationsReadAll = { marked: number }

/** One event row of the preferences table. */
export type NotificationPreferenceRow = {
  event: NotificationEvent
  label: string
  group: NotificationGroup
  channels: NotificationChannel[]
  locked: NotificationChannel[]
  urgent: boolean
}

export type NotificationPreferencesView = {
  events: NotificationPreferenceRow[]
  quietHours: QuietHours
  /** 알림톡 and 문자 go only to a verified profile phone; until then they cannot be chosen. */
  phoneVerified: boolean
  /** Why the phone channels are closed, in Korean; null once the phone is verified. */
  phoneNotice: string | null
}

/** What the preferences form sends: every event it shows, and the quiet hours. */
export type NotificationPreferencesInput = {
  channels: Partial<Record<NotificationEvent, NotificationChannel[]>>
  quietHours: QuietHours
}

/** "HH:mm" on a 24-hour clock, as the quiet hours are written. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/

export const notificationPageSize = 10
