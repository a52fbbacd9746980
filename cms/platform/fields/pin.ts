import type { Field, Where } from 'payload'
import { kstDay, kstInstant } from '../time/kst'
import { dayOnlyDate } from './date-display'

/**
 * 고정 종료일: a pinned post stays on top through this Korean day and lists as an ordinary post from
 * the next midnight (KST). No job unpins it: every list decides at read time (pinnedNowWhere).
 */
export const pinnedUntilField: Field = {
  name: 'pinnedUntil',
  label: '고정 종료일',
  type: 'date',
  index: true,
  admin: {
    position: 'sidebar',
    description: '이 날까지 목록 맨 위에 고정되고, 다음 날부터는 일반 글처럼 날짜순으로 보입니다. 비워 두면 고정을 풀 때까지 계속 고정됩니다.',
    condition: (data) => Boolean(data?.pinned),
    ...dayOnlyDate,
  },
}

/**
 * The first instant the pin still holds on: today's Korean midnight. A stored end date is any instant
 * of its Korean day (the picker saves midnight or noon of the chosen day), so a pin holds while its end
 * is not before today's start.
 */
const pinFloor = (now: Date) => kstInstant(kstDay(now), '00:00').toISOString()

/** The rows pinned at `now`: a list orders them first. */
export const pinnedNowWhere = (now: Date): Where => ({
  and: [{ pinned: { equals: true } }, { or: [{ pinnedUntil: { exists: false } }, { pinnedUntil: { greater_than_equal: pinFloor(now) } }] }],
})

/** The same rule for a row already read, so the pin mark and the order never disagree. */
export const isPinnedNow = (row: { pinned?: boolean | null; pinnedUntil?: string | null }, now: Date) =>
  Boolean(row.pinned) && (!row.pinnedUntil || new Date(row.pinnedUntil).toISOString() >= pinFloor(now))
