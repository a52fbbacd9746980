import type { PayloadRequest } from 'payload'
import { type NotificationChannel, notificationChannels } from '../../../../contract/notifications'
import { requireStaff } from '../../../platform/access/require-staff'
import { kstDay } from '../../../platform/time/kst'
import type { NotificationDelivery } from '../../../payload-types'

const MONTHS = 12

export type MonthlyCounts = { month: string; counts: Record<NotificationChannel, number>; total: number }[]

/** Sent deliveries per Seoul month and channel, the last twelve months, newest first: what 알림톡 and 문자 cost. */
export const monthlyCounts = async (req: PayloadRequest, now = new Date()): Promise<MonthlyCounts> => {
  const user = requireStaff(req)
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - MONTHS)
  const { docs } = await req.payload.find({
    collection: 'notification-deliveries',
    where: { and: [{ state: { equals: 'sent' } }, { sentAt: { greater_than_equal: since.toISOString() } }] },
    select: { channel: true, sentAt: true },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
    user,
  })
  const byMonth = new Map<string, Record<NotificationChannel, number>>()
  for (const delivery of docs as Pick<NotificationDelivery, 'channel' | 'sentAt'>[]) {
    const month = kstDay(new Date(delivery.sentAt!)).slice(0, 7)
    const counts = byMonth.get(month) ?? (Object.fromEntries(notificationChannels.map(({ value }) => [value, 0])) as Record<NotificationChannel, number>)
    counts[delivery.channel] += 1
    byMonth.set(month, counts)
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, counts]) => ({ month, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) }))
}
