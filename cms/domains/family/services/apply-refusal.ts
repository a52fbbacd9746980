import type { PayloadRequest } from 'payload'
import type { ApplicationState } from '../../../../contract/applications'
import { formatSeoulDate } from '../../../../contract/date-format'
import { systemAccess } from '../../../platform/access/system-access'
import { addDays, kstDay } from '../../../platform/time/kst'
import type { User } from '../../../payload-types'
import { companyIdOf } from '../../companies'
import { familyMessages } from '../messages'
import { latestOpenMembership } from './active-membership'
import { RENEWAL_WINDOW_DAYS } from './membership-days'

/** Not decided yet: while one of these is going, the company files no second application. */
export const undecidedFamilyStates: readonly ApplicationState[] = ['received', 'review', 'revision', 'resubmitted']

export const isCompanyManager = (user: User) => companyIdOf(user) !== null && user.companyRole === 'manager'

/**
 * Why the caller may not apply for 가족회사 now, or null when they may: only the company's 관리자,
 * no undecided application of the company, and no membership unless it ends within the renewal window.
 */
export const familyApplyRefusal = async (req: PayloadRequest, user: User, today = kstDay(new Date())): Promise<string | null> => {
  const companyId = companyIdOf(user)
  if (companyId === null) return familyMessages.notCompanyMember
  if (!isCompanyManager(user)) return familyMessages.managerOnly
  const pending = await req.payload.count({
    collection: 'family-applications',
    where: { and: [{ company: { equals: companyId } }, { state: { in: [...undecidedFamilyStates] } }] },
    ...systemAccess('family membership'),
    req,
  })
  if (pending.totalDocs > 0) return familyMessages.openApplication
  const current = await latestOpenMembership(req, companyId, today)
  if (current && current.endDate > addDays(today, RENEWAL_WINDOW_DAYS)) return familyMessages.alreadyMember(formatSeoulDate(current.endDate))
  return null
}
