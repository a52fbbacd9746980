import type { PayloadRequest, Where } from 'payload'
import { parse } from 'qs-esm'
import { advisoryFields, applicationStates } from '../../../contract/applications'
import { labelOf } from '../../../contract/equipment-options'
import { hasStaffRole } from '../../access/roles'
import { kstDateTime, kstDay } from '../../equipment/kst'
import { AppError, errorMessages } from '../../lib/errors'
import type { AdvisoryExpert, AdvisoryRequest } from '../../payload-types'
import { toCsv } from '../../lib/csv'

/** Far more than a year of requests; a list past it is narrowed with the admin's filter first. */
const EXPORT_LIMIT = 5000

/** Seoul wall-clock time, 2026-11-25 14:05, as Excel sorts and reads it. */
const seoulTime = (iso: string | null | undefined) => (iso ? kstDateTime(new Date(iso)) : '')

const header = [
  '신청번호',
  '상태',
  '자문 제목',
  '기업명',
  '담당자',
  '연락처',
  '이메일',
  '자문 분야',
  '희망 자문위원',
  '신청일시',
  '최근 처리일시',
  '최근 처리 사유',
]

const row = (doc: AdvisoryRequest) => {
  const expert = typeof doc.preferredExpert === 'object' && doc.preferredExpert ? (doc.preferredExpert as AdvisoryExpert) : null
  const last = doc.history?.at(-1)
  return [
    doc.applicationNo ?? '',
    labelOf(applicationStates, doc.state),
    doc.title,
    doc.company,
    doc.contactName,
    doc.phone,
    doc.email,
    labelOf(advisoryFields, doc.field),
    expert ? `${expert.name} (${expert.department})` : '',
    seoulTime(doc.createdAt),
    seoulTime(last?.at),
    last?.reason ?? '',
  ]
}

/**
 * The admin list as staff filtered it, as a CSV file for Excel: the list's own `where` and `search`
 * query, read with the staff member's access, newest first.
 */
export const exportAdvisoryRequests = async (req: PayloadRequest) => {
  if (!hasStaffRole(req.user)) throw new AppError(req.user ? 403 : 401, req.user ? errorMessages.forbidden : errorMessages.unauthorized)
  const query = parse(new URL(req.url ?? '', 'http://localhost').search.slice(1), { depth: 10 }) as { where?: Where; search?: string }
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  const conditions: Where[] = [
    ...(query.where ? [query.where] : []),
    ...(search ? [{ or: ['applicationNo', 'title', 'company', 'contactName'].map((field) => ({ [field]: { like: search } })) }] : []),
  ]
  const { docs } = await req.payload.find({
    collection: 'advisory-requests',
    where: conditions.length ? { and: conditions } : {},
    sort: ['-createdAt', '-id'],
    limit: EXPORT_LIMIT,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return {
    filename: `기술자문_신청_${kstDay(new Date())}.csv`,
    body: toCsv([header, ...(docs as AdvisoryRequest[]).map(row)]),
  }
}
