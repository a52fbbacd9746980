import type { Where } from 'payload'
import { type ProjectCallState, projectCallStates } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import { addDays, kstDay, kstInstant } from '../../../../platform/time/kst'
import type { ProjectCall } from '../../../../payload-types'

/** Where a call's window stands on the Seoul calendar: it opens on its first day and closes after its last. */
export const callStateOf = (call: Pick<ProjectCall, 'applyStart' | 'applyEnd'>, now: Date): ProjectCallState => {
  const today = kstDay(now)
  if (today < kstDay(new Date(call.applyStart))) return 'upcoming'
  return today > kstDay(new Date(call.applyEnd)) ? 'closed' : 'open'
}

export const callStateLabel = (state: ProjectCallState) => labelOf(projectCallStates, state)

/** The same test as a query: the windows that stand in `state` today. */
export const callStateWhere = (state: ProjectCallState, now: Date): Where => {
  const today = kstDay(now)
  const startOfToday = kstInstant(today, '00:00').toISOString()
  const startOfTomorrow = kstInstant(addDays(today, 1), '00:00').toISOString()
  if (state === 'upcoming') return { applyStart: { greater_than_equal: startOfTomorrow } }
  if (state === 'closed') return { applyEnd: { less_than: startOfToday } }
  return { and: [{ applyStart: { less_than: startOfTomorrow } }, { applyEnd: { greater_than_equal: startOfToday } }] }
}
