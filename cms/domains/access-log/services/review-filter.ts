import { type AccessAction, accessActions } from '../../../../contract/access-log'
import type { ReviewFilter } from './monthly-review'
import { reviewMonthProblem, seoulMonth } from './review-month'

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * The review's filter from the view's address (`?month=2026-11&loginId=staff&action=조회&member=12`).
 * Anything unreadable falls back to this month unfiltered, and says so (`bad`).
 */
export const reviewFilterOf = (query: Record<string, string | string[] | undefined>, now: Date): { filter: ReviewFilter; bad: boolean } => {
  const month = single(query.month)
  const loginId = single(query.loginId)
  const action = single(query.action)
  const member = single(query.member)
  const bad =
    (month !== '' && reviewMonthProblem(month, now) !== null) ||
    (action !== '' && !accessActions.includes(action as AccessAction)) ||
    (member !== '' && !/^[1-9]\d{0,9}$/.test(member)) ||
    loginId.length > 100
  if (bad) return { filter: { month: seoulMonth(now) }, bad }
  return {
    filter: {
      month: month || seoulMonth(now),
      ...(loginId ? { loginId } : {}),
      ...(action ? { action: action as AccessAction } : {}),
      ...(member ? { subjectId: Number(member) } : {}),
    },
    bad,
  }
}
