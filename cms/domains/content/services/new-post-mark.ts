import type { Payload } from 'payload'
import { readGlobalColumns } from '../../../platform/data/read-global-columns'
import { daysBetween, kstDay } from '../../../platform/time/kst'

/** What 사이트 설정 holds until staff first save it (the field's own default). */
const DEFAULT_NEW_POST_DAYS = 3

/**
 * What a list's marks are computed from, read once per request: the clock (pins end by date) and
 * whether a post dated `postedAt` carries the "N" (새 글) mark.
 */
export type PostMarks = { now: Date; isNew: (postedAt: string | null | undefined) => boolean }

/**
 * 사이트 설정's "N" period is read with one lean statement (a list must stay as fast as without the
 * mark). A post is new while its Korean calendar day is within that many days of today's, as Korean
 * boards count it (3 → today, yesterday and the day before), so the mark never depends on the hour.
 */
export const readPostMarks = async (payload: Payload): Promise<PostMarks> => {
  const now = new Date()
  const stored = await readGlobalColumns(payload, 'site-settings', ['newPostDays'])
  const days = stored?.newPostDays == null ? DEFAULT_NEW_POST_DAYS : Number(stored.newPostDays)
  const today = kstDay(now)
  const isNew = (postedAt: string | null | undefined) => {
    if (!postedAt || days <= 0) return false
    const age = daysBetween(kstDay(new Date(postedAt)), today)
    return age >= 0 && age < days
  }
  return { now, isNew }
}
