import type { PayloadRequest, Where } from 'payload'
import { advisoryFields } from '../../../../contract/applications'
import { formatBusinessNumber } from '../../../../contract/companies'
import { labelOf } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { anyFieldLike } from '../../../platform/data/keyword-filter'
import { toCsv } from '../../../platform/text/csv'
import { kstDay } from '../../../platform/time/kst'
import type { Company, FamilyApplication, FamilyMembership, FamilyTier } from '../../../payload-types'
import { coveredByOneEntry, recordAccess } from '../../access-log'
import { familyLabels } from '../messages'

/** Far more 가족회사 than a university keeps; a list past it is narrowed with the admin's filter first. */
const EXPORT_LIMIT = 5000

type Row = FamilyMembership & { company: Company; tier: FamilyTier; application: FamilyApplication | number | null }

const header = [
  '협약번호',
  '상호',
  '사업자등록번호',
  '대표자',
  '업종',
  '등급',
  '협약 시작일',
  '협약 종료일',
  '상태',
  '명단 공개',
  '협력 분야',
  '담당자',
  '담당자 연락처',
  '담당자 이메일',
]

const rowOf = (doc: Row) => {
  const application = typeof doc.application === 'object' && doc.application ? doc.application : null
  return [
    doc.agreementNo ?? '',
    doc.company.name,
    formatBusinessNumber(doc.company.businessNumber),
    doc.company.ceo,
    doc.company.industry ?? '',
    doc.tier.name,
    doc.startDate,
    doc.endDate,
    labelOf(familyLabels.membershipStates, doc.state),
    doc.listingConsent ? '동의' : '미동의',
    (doc.cooperationFields ?? []).map((value) => labelOf(advisoryFields, value)).join(', '),
    application?.contactName ?? '',
    application?.contactPhone ?? '',
    application?.contactEmail ?? '',
  ]
}

/**
 * GET /api/v1/family/export: the 가족회사 list as staff filtered it in the admin, as a CSV file for
 * Excel, with the contact person of each application — personal data, so one 다운로드 entry of the
 * access log with its reason and row count is written before the file leaves.
 */
export const exportFamilyCompanies = async (req: PayloadRequest, filter: { where?: Where; search: string }, reason: string) => {
  const user = requireStaff(req)
  const conditions: Where[] = [...(filter.where ? [filter.where] : []), ...(filter.search ? [anyFieldLike(filter.search, ['agreementNo'])] : [])]
  const { docs } = await coveredByOneEntry(req, () =>
    req.payload.find({
      collection: 'family-memberships',
      where: conditions.length ? { and: conditions } : {},
      sort: ['-endDate', '-id'],
      limit: EXPORT_LIMIT,
      depth: 1,
      overrideAccess: false,
      user,
      req,
    }),
  )
  const filename = `가족회사_${kstDay(new Date())}.csv`
  await recordAccess(req, { action: 'download', collection: 'family-memberships', count: docs.length, exportName: filename, reason })
  return { filename, body: toCsv([header, ...(docs as Row[]).map(rowOf)]) }
}
