import type { PayloadRequest } from 'payload'
import { portalFormContext } from '../../../platform/access/portal-form'
import { systemAccess } from '../../../platform/access/system-access'
import { inTransaction } from '../../../platform/data/in-transaction'
import { compactDay, kstDay } from '../../../platform/time/kst'
import type { User } from '../../../payload-types'
import { companyIdOf, requireServiceAccess, STAMP_FIELD } from '../../companies'
import type { ApplicationDoc } from './application-doc'
import { queueApplicationMail } from './application-mail'
import type { Programme } from './application-registry'

/** TA-20261125-0012: the row id makes it unique without a counter that parallel filings would race for. */
export const applicationNumber = (programme: Programme, createdAt: string, id: number) =>
  `${programme.numberPrefix}-${compactDay(kstDay(new Date(createdAt)))}-${String(id).padStart(4, '0')}`

/**
 * Files a checked application as the member, through the portal's form: refused first when the
 * member's class may not apply for the programme; then state 접수 with its first history entry, then
 * its number, the member's company and what `settle` decides once the row exists (a course seat),
 * then the member's mail.
 */
export const fileApplication = async (
  req: PayloadRequest,
  programme: Programme,
  user: User,
  data: Record<string, unknown>,
  settle: (created: ApplicationDoc) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<ApplicationDoc> => {
  requireServiceAccess(user, programme.kind)
  const now = new Date().toISOString()
  const created = (await req.payload.create({
    collection: programme.collection,
    data: { ...data, member: user.id, state: 'received', history: [{ state: 'received', at: now, by: user.id, reason: null }] } as never,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: portalFormContext,
  })) as ApplicationDoc
  const applicationNo = applicationNumber(programme, created.createdAt, created.id)
  const settled = await settle(created)
  return inTransaction(req, async () => {
    const numbered = (await req.payload.update({
      collection: programme.collection,
      id: created.id,
      data: { applicationNo, [STAMP_FIELD]: companyIdOf(user), ...settled },
      depth: 0,
      ...systemAccess('application bookkeeping'),
      req,
    })) as ApplicationDoc
    await queueApplicationMail(req, programme, numbered, null)
    return numbered
  })
}
