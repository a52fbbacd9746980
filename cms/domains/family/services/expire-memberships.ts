import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { notifyOfNotice } from '../../notifications'
import { publicOrigin } from '../../../platform/http/public-origin'
import { addDays, kstDay } from '../../../platform/time/kst'
import type { Company, FamilyMembership, FamilyTier, User } from '../../../payload-types'
import { familyMessages } from '../messages'
import { EXPIRY_NOTICE_DAYS } from './membership-days'

const BATCH = 200

type Membership = FamilyMembership & { company: Company; tier: FamilyTier }

/** Whether a later membership (a renewal already approved) follows this one: then nothing ends. */
const renewed = async (req: PayloadRequest, membership: FamilyMembership) =>
  (
    await req.payload.count({
      collection: 'family-memberships',
      where: {
        and: [{ company: { equals: relationId(membership.company) } }, { state: { equals: 'active' } }, { startDate: { greater_than: membership.endDate } }],
      },
      ...systemAccess('family membership'),
      req,
    })
  ).totalDocs > 0

/**
 * Notifies the company's 관리자(s) once, 30 days before the end. The row is claimed first with a
 * conditional update on `expiryNoticeAt`, so two runs at once send one notice, not two.
 */
const noticeEnding = async (req: PayloadRequest, membership: Membership) => {
  const { docs } = await req.payload.update({
    collection: 'family-memberships',
    where: { and: [{ id: { equals: membership.id } }, { expiryNoticeAt: { exists: false } }] },
    data: { expiryNoticeAt: new Date().toISOString() },
    depth: 0,
    ...systemAccess('family membership'),
    req,
  })
  if (docs.length === 0) return false
  const { docs: managers } = await req.payload.find({
    collection: 'users',
    where: { and: [{ company: { equals: membership.company.id } }, { companyRole: { equals: 'manager' } }, { status: { not_equals: 'withdrawn' } }] },
    limit: 20,
    depth: 0,
    ...systemAccess('family membership'),
    req,
  })
  const endDate = formatSeoulDate(membership.endDate)
  for (const manager of managers as User[]) {
    await notifyOfNotice(req, {
      event: 'family.expiring',
      member: manager,
      notice: {
        subject: familyMessages.expiryNoticeSubject(endDate),
        facts: [
          `기업: ${membership.company.name}`,
          `협약번호: ${membership.agreementNo ?? ''}`,
          `등급: ${membership.tier.name}`,
          `협약 기간: ${formatSeoulDate(membership.startDate)} ~ ${endDate}`,
        ],
        followUp: `협약을 이어 가려면 종료 전에 갱신을 신청해 주세요: ${publicOrigin(req)}/myPage/company`,
      },
      link: '/myPage/company',
      variables: { 기업: membership.company.name, 종료일: endDate },
      key: `family:${membership.id}:expiring`,
    })
  }
  return true
}

/**
 * The daily 가족회사 job: memberships whose end day has passed become 만료 (the benefits stop with the
 * end day anyway: the benefit lookup checks the period), and those ending within 30 days mail their
 * 관리자 once — unless a renewal already follows.
 */
export const expireMemberships = async (req: PayloadRequest, today = kstDay(new Date())) => {
  const { docs: ended } = await req.payload.update({
    collection: 'family-memberships',
    where: { and: [{ state: { equals: 'active' } }, { endDate: { less_than: today } }] },
    data: { state: 'expired' },
    depth: 0,
    ...systemAccess('family membership'),
    req,
  })
  let noticed = 0
  // By id from where the last batch ended: a renewed membership stays unmarked in the window, and a
  // batch that only re-read those would never reach the ones after them.
  let after = 0
  for (;;) {
    const { docs: ending } = await req.payload.find({
      collection: 'family-memberships',
      where: {
        and: [
          { state: { equals: 'active' } },
          { endDate: { greater_than_equal: today } },
          { endDate: { less_than_equal: addDays(today, EXPIRY_NOTICE_DAYS) } },
          { expiryNoticeAt: { exists: false } },
          { id: { greater_than: after } },
        ],
      },
      sort: 'id',
      limit: BATCH,
      pagination: false,
      depth: 1,
      ...systemAccess('family membership'),
      req,
    })
    for (const membership of ending as Membership[]) {
      if (await renewed(req, membership)) continue
      if (await noticeEnding(req, membership)) noticed += 1
    }
    if (ending.length < BATCH) break
    after = ending[ending.length - 1]!.id
  }
  return { expired: ended.length, noticed }
}
