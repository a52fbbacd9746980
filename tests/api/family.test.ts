import { beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationState, CourseApplicationDetail } from '../../contract/applications'
import type { FamilyApplicationDetail, FamilyCompanyCard, FamilyMembershipView, FamilyTier } from '../../contract/companies'
import type { EquipmentQuote, ReservationData } from '../../contract/equipment'
import type { ListData } from '../../contract/envelope'
import { withDownloadReason } from '../../contract/access-log'
import { addDays, kstDay } from '../../cms/platform/time/kst'
import { membershipEnd } from '../../cms/domains/family/services/membership-days'
import { familyMessages } from '../../cms/domains/family/messages'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { applyToCourse, courseInput, createCourse } from '../helpers/education'
import { book, bookingFor, createTestEquipment, memberToken, staffToken, workingDay } from '../helpers/equipment'
import { applyFamily, createCompany, createMembership, createTier, familyInput, moveFamily, putInCompany, readAsAdmin, updateTier } from '../helpers/family'
import { mailsTo, waitForMail } from '../helpers/mailbox'
import { fileStatus, uploaded } from '../helpers/member-boards'
import { createCompanyMember, createMember } from '../helpers/members'
import { waitForValue } from '../helpers/backdate'
import { callList, createCall, proposalInput, propose } from '../helpers/projects'

const today = () => kstDay(new Date())
const run = `fm${Date.now().toString(36)}`

let staff: string
let tier: { id: number; name: string }

beforeAll(async () => {
  staff = await staffToken()
  tier = await createTier({ name: `${run} 우수`, equipmentDiscountPercent: 30, courseFeeWaived: true })
})

type Refusal = { httpStatus: number; body: { status: { message: string } } }
const expectRefused = (response: Refusal, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}

/** A company with its 관리자 signed in. */
const companyWithManager = async (name?: string) => {
  const company = await createCompany(name)
  const manager = await createMember('fmgr')
  await putInCompany(manager, company.id, 'manager')
  return { company, manager, token: await memberToken(manager) }
}

/** A signed-in member of a company that is a 가족회사 of `tierId` today. */
const familyMember = async (tierId = tier.id) => {
  const company = await createCompany()
  await createMembership({ company: company.id, tier: tierId, startDate: addDays(today(), -10), endDate: addDays(today(), 300) })
  const member = await createMember('fmem')
  await putInCompany(member, company.id, 'member')
  return { company, member, token: await memberToken(member) }
}

const membershipOf = async (token: string) => {
  const { httpStatus, body } = await v1<FamilyMembershipView>('/family/membership', { headers: bearer(token) })
  expect(httpStatus).toBe(200)
  return body.data!
}

const filedFamily = async (token: string, overrides: Parameters<typeof familyInput>[2] = {}) => {
  const certificate = await uploaded(token, 'attachment')
  const { httpStatus, body } = await applyFamily(token, familyInput(tier.id, certificate.id, overrides))
  expect(httpStatus).toBe(200)
  return { ...body.data!, certificate }
}

const stateOf = async (token: string, id: number) => (await v1<FamilyApplicationDetail>(`/applications/family/${id}`, { headers: bearer(token) })).body.data!

describe('the 가족회사 application', () => {
  it('is filed by the company 관리자 only, and runs 접수 → 검토중 → 보완요청 → 재제출 → 승인, which makes the membership', async () => {
    const { company, manager, token } = await companyWithManager()
    const colleague = await createMember('fcol')
    await putInCompany(colleague, company.id, 'member')
    const colleagueToken = await memberToken(colleague)
    const outsider = await memberToken(await createMember('fout'))

    const certificate = await uploaded(colleagueToken, 'attachment')
    expectRefused(await applyFamily(colleagueToken, familyInput(tier.id, certificate.id)), 403, familyMessages.managerOnly)
    const outsiderFile = await uploaded(outsider, 'attachment')
    expectRefused(await applyFamily(outsider, familyInput(tier.id, outsiderFile.id)), 403, familyMessages.notCompanyMember)
    expect((await applyFamily(null, familyInput(tier.id, certificate.id))).httpStatus).toBe(401)

    const filed = await filedFamily(token)
    expect(filed.applicationNo).toMatch(/^FM-\d{8}-\d{4,}$/)
    const again = await uploaded(token, 'attachment')
    expectRefused(await applyFamily(token, familyInput(tier.id, again.id)), 409, familyMessages.openApplication)

    // The certificate is the filer's and staff's: another member of the company cannot open it.
    expect(await fileStatus(token, filed.certificate.url)).toBe(200)
    expect([403, 404]).toContain(await fileStatus(colleagueToken, filed.certificate.url))
    expect([403, 404]).toContain(await fileStatus(outsider, filed.certificate.url))

    expect((await moveFamily(staff, filed.id, 'review')).httpStatus).toBe(200)
    expect((await moveFamily(staff, filed.id, 'revision', '사업자등록증 사본이 흐립니다.')).httpStatus).toBe(200)
    const clearer = await uploaded(token, 'attachment')
    const resubmitted = await v1(`/applications/family/${filed.id}`, {
      method: 'PATCH',
      headers: bearer(token),
      body: JSON.stringify(familyInput(tier.id, clearer.id, { listingConsent: false, cooperationFields: ['bio'] })),
    })
    expect(resubmitted.httpStatus).toBe(200)
    expect((await stateOf(token, filed.id)).state).toBe<ApplicationState>('resubmitted')
    expect((await membershipOf(token)).membership).toBeNull()

    expect((await moveFamily(staff, filed.id, 'approved')).httpStatus).toBe(200)
    const view = await membershipOf(token)
    expect(view.membership).toMatchObject({ tierId: tier.id, tierName: tier.name, startDate: today(), endDate: membershipEnd(today(), 12), state: 'active' })
    expect(view.membership!.agreementNo).toMatch(new RegExp(`^${today().slice(0, 4)}-가족-\\d{4,}$`))
    expect(view.canApply).toBe(false)
    expect(view.application).toMatchObject({ id: filed.id, state: 'approved' })

    const detail = await stateOf(token, filed.id)
    expect(detail).toMatchObject({ state: 'approved', listingConsent: false, companyName: company.name, tierName: tier.name })
    expect(detail.membership?.agreementNo).toBe(view.membership!.agreementNo)
    expect(detail.history.map((entry) => entry.state)).toEqual(['received', 'review', 'revision', 'resubmitted', 'approved'])

    // Every member of the company sees the membership; only the 관리자 may apply.
    const colleagueView = await membershipOf(colleagueToken)
    expect(colleagueView.membership?.agreementNo).toBe(view.membership!.agreementNo)
    expect(colleagueView.refusal).toBe(familyMessages.managerOnly)
    expect((await v1(`/applications/family/${filed.id}`, { headers: bearer(colleagueToken) })).httpStatus).toBe(404)

    await waitForMail(portalUrl(), manager.email, { subject: /가족회사 신청이 승인되었습니다/ })
  })

  it('makes no membership when 반려, and the company may apply again', async () => {
    const { token } = await companyWithManager()
    const filed = await filedFamily(token)
    expect((await moveFamily(staff, filed.id, 'rejected')).httpStatus).toBe(400)
    expect((await moveFamily(staff, filed.id, 'rejected', '제출 서류가 부족합니다.')).httpStatus).toBe(200)
    const view = await membershipOf(token)
    expect(view.membership).toBeNull()
    expect(view.canApply).toBe(true)
  })

  it('renews from the day after the current membership ends, and only within 60 days of the end', async () => {
    const { company, token } = await companyWithManager()
    await createMembership({
      company: company.id,
      tier: tier.id,
      startDate: addDays(today(), -200),
      endDate: addDays(today(), 100),
      agreementNo: `${run}-long`,
    })
    expect((await membershipOf(token)).refusal).toMatch(/종료 60일 전부터 갱신/)

    const soon = await companyWithManager()
    const end = addDays(today(), 20)
    await createMembership({ company: soon.company.id, tier: tier.id, startDate: addDays(today(), -345), endDate: end, agreementNo: `${run}-soon` })
    expect((await membershipOf(soon.token)).canApply).toBe(true)
    const filed = await filedFamily(soon.token)
    expect((await moveFamily(staff, filed.id, 'approved')).httpStatus).toBe(200)
    const renewed = (await membershipOf(soon.token)).membership!
    expect(renewed.startDate).toBe(addDays(end, 1))
    expect(renewed.endDate).toBe(membershipEnd(addDays(end, 1), 12))
  })
})

describe('the expiry job', () => {
  it('marks memberships past their end 만료, and mails the 관리자 30 days before the end, once', async () => {
    const ended = await companyWithManager()
    const past = await createMembership({ company: ended.company.id, tier: tier.id, startDate: addDays(today(), -370), endDate: addDays(today(), -1) })
    const ending = await companyWithManager()
    const soon = await createMembership({ company: ending.company.id, tier: tier.id, startDate: addDays(today(), -340), endDate: addDays(today(), 25) })

    await waitForValue(
      async () => ((await readAsAdmin<{ state: string }>('family-memberships', past.id)).state === 'expired' ? true : undefined),
      'expired membership',
    )
    await waitForMail(portalUrl(), ending.manager.email, { subject: /가족회사 협약이 .+에 종료됩니다/, timeoutMs: 30_000 })
    expect((await readAsAdmin<{ expiryNoticeAt: string | null }>('family-memberships', soon.id)).expiryNoticeAt).toBeTruthy()

    // A later run (it has noticed a membership made after the first notice) sends the first no second mail.
    const later = await companyWithManager()
    await createMembership({ company: later.company.id, tier: tier.id, startDate: addDays(today(), -340), endDate: addDays(today(), 10) })
    await waitForMail(portalUrl(), later.manager.email, { subject: /가족회사 협약이 .+에 종료됩니다/, timeoutMs: 30_000 })
    expect((await mailsTo(portalUrl(), ending.manager.email)).filter((mail) => /종료됩니다/.test(mail.subject))).toHaveLength(1)
  })
})

describe('the public directory', () => {
  it('lists only approved, active 가족회사 that agreed to be listed, by name and field', async () => {
    const listed = await createCompany(`${run} 한빛정밀`)
    const hidden = await createCompany(`${run} 비공개정밀`)
    const expired = await createCompany(`${run} 만료정밀`)
    const later = await createCompany(`${run} 예정정밀`)
    const inForce = { tier: tier.id, startDate: addDays(today(), -5), endDate: addDays(today(), 300) }
    await createMembership({ ...inForce, company: listed.id, listingConsent: true, cooperationFields: ['mechanical'] })
    await createMembership({ ...inForce, company: hidden.id, listingConsent: false, cooperationFields: ['mechanical'] })
    await createMembership({
      company: expired.id,
      tier: tier.id,
      startDate: addDays(today(), -400),
      endDate: addDays(today(), -40),
      state: 'expired',
      listingConsent: true,
    })
    await createMembership({ company: later.id, tier: tier.id, startDate: addDays(today(), 5), endDate: addDays(today(), 370), listingConsent: true })

    const { httpStatus, body } = await v1<ListData<FamilyCompanyCard>>(`/family/companies?q=${encodeURIComponent(run)}`)
    expect(httpStatus).toBe(200)
    expect(body.data!.list.map((card) => card.name)).toEqual([listed.name])
    expect(body.data!.list[0]).toMatchObject({ tierName: tier.name, industry: '정밀기계', cooperationFields: [{ value: 'mechanical', label: '기계·소재' }] })
    expect(JSON.stringify(body.data)).not.toMatch(/businessNumber|홍길동/)

    const byField = await v1<ListData<FamilyCompanyCard>>(`/family/companies?q=${encodeURIComponent(run)}&field=bio`)
    expect(byField.body.data!.list).toEqual([])
    expect((await v1(`/family/companies?field=rocket`)).httpStatus).toBe(400)
  })

  it('answers the tiers to anyone', async () => {
    const { httpStatus, body } = await v1<FamilyTier[]>('/family/tiers')
    expect(httpStatus).toBe(200)
    expect(body.data!.find((one) => one.id === tier.id)).toMatchObject({ equipmentDiscountPercent: 30, courseFeeWaived: true, periodMonths: 12 })
  })
})

describe('the 가족회사 export', () => {
  it('needs staff and a download reason, and lists the memberships with their contact', async () => {
    const { company } = await companyWithManager(`${run} 내보내기정밀`)
    await createMembership({ company: company.id, tier: tier.id, startDate: today(), endDate: addDays(today(), 364), agreementNo: `${run}-csv` })
    const path = `/api/v1/family/export?where[agreementNo][equals]=${run}-csv`
    expect((await requestJson(path)).httpStatus).toBe(401)
    const noReason = await requestJson<{ status: { message: string } }>(path, { headers: bearer(staff) })
    expect(noReason.httpStatus).toBe(400)
    expect(noReason.body.status.message).toMatch(/사유/)
    const response = await fetch(`${portalUrl()}${withDownloadReason(path, '업무 처리', '')}`, { headers: bearer(staff) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/csv/)
    const csv = await response.text()
    expect(csv).toContain('협약번호')
    expect(csv).toContain(company.name)
    expect(csv.trim().split('\n')).toHaveLength(2)
  })
})

describe('the equipment benefit', () => {
  it('quotes the plain price to a guest and the tier discount to a 가족회사 member', async () => {
    const equipmentId = await createTestEquipment({ usageModes: [{ mode: 'self', fee: 10000, unit: 'hour', feeUnit: '1시간' }] })
    const { token } = await familyMember()
    const query = `/equipment/${equipmentId}/quote?usageMode=self&date=${workingDay(3)}&start=10:00&end=12:00`
    const guest = await v1<EquipmentQuote>(query)
    expect(guest.body.data).toMatchObject({
      unitFee: 10000,
      unit: 'hour',
      units: 2,
      baseAmount: 20000,
      benefit: null,
      discountAmount: 0,
      supplyAmount: 20000,
      total: 22000,
    })
    const family = await v1<EquipmentQuote>(query, { headers: bearer(token) })
    expect(family.body.data).toMatchObject({ baseAmount: 20000, discountAmount: 6000, supplyAmount: 14000, total: 15400 })
    expect(family.body.data!.benefit).toMatchObject({ tierName: tier.name, discountPercent: 30 })
    expect((await v1(`/equipment/${equipmentId}/quote?usageMode=self&date=${workingDay(3)}&start=10:30&end=12:00`)).httpStatus).toBe(400)
  })

  it('prices a booking at filing and keeps that price when the tier changes later', async () => {
    const ownTier = await createTier({ name: `${run} 선도`, equipmentDiscountPercent: 30 })
    const equipmentId = await createTestEquipment({
      usageModes: [
        { mode: 'self', fee: 10000, unit: 'hour', feeUnit: '1시간' },
        { mode: 'analysis', fee: 45000, unit: 'sample', feeUnit: '1시료' },
      ],
    })
    const { member, token } = await familyMember(ownTier.id)
    const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, workingDay(4), ['10:00', '11:00']))
    expect(booked.httpStatus).toBe(200)
    expect(booked.body.data!.pricing).toMatchObject({
      baseAmount: 20000,
      discountAmount: 6000,
      supplyAmount: 14000,
      total: 15400,
      benefit: { discountPercent: 30 },
    })

    await updateTier(ownTier.id, { equipmentDiscountPercent: 50 })
    const later = await v1<ReservationData>(`/equipment/reservations/${booked.body.data!.id}`, { headers: bearer(token) })
    expect(later.body.data!.pricing).toMatchObject({ total: 15400, benefit: { discountPercent: 30 } })
    const sample = await book<ReservationData>(token, bookingFor(member, equipmentId, workingDay(4), ['14:00', '15:00'], { usageMode: 'analysis' }))
    expect(sample.body.data!.pricing).toMatchObject({ unit: 'sample', units: 1, baseAmount: 45000, discountAmount: 22500, supplyAmount: 22500, total: 24750 })

    const other = await createMember('fplain')
    const plain = await book<ReservationData>(await memberToken(other), bookingFor(other, equipmentId, workingDay(5), ['10:00']))
    expect(plain.body.data!.pricing).toMatchObject({ supplyAmount: 10000, total: 11000, discountAmount: 0, benefit: null })
  })
})

describe('the course benefit', () => {
  it('keeps 가족회사 places others cannot take, and waives the fee for a tier that waives it', async () => {
    const courseId = await createCourse(2, { familySeats: 1, familyFeeWaived: true, fee: 50000 })
    const first = await memberToken(await createMember('fcrs'))
    const second = await memberToken(await createMember('fcrs'))
    const { token } = await familyMember()

    expect((await applyToCourse(first, courseInput(courseId))).body.data).toMatchObject({ waitlisted: false })
    expect((await applyToCourse(second, courseInput(courseId))).body.data).toMatchObject({ waitlisted: true })
    const family = await applyToCourse(token, courseInput(courseId))
    expect(family.body.data).toMatchObject({ waitlisted: false })
    const stored = await readAsAdmin<{ familyBenefit: { feeWaived: boolean; familySeat: boolean; tierName: string } }>(
      'course-applications',
      family.body.data!.id,
    )
    expect(stored.familyBenefit).toMatchObject({ feeWaived: true, familySeat: true, tierName: tier.name })
  })

  it('the member reads in their application what the company got when they applied; others read null', async () => {
    const courseId = await createCourse(5, { familySeats: 1, familyFeeWaived: true, fee: 30000 })
    const { token } = await familyMember()
    const other = await memberToken(await createMember('fcrd'))
    const family = (await applyToCourse(token, courseInput(courseId))).body.data!
    const plain = (await applyToCourse(other, courseInput(courseId))).body.data!
    const detail = await v1<CourseApplicationDetail>(`/applications/edu/${family.id}`, { headers: bearer(token) })
    expect(detail.body.data!.familyBenefit).toMatchObject({ tierName: tier.name, feeWaived: true, familySeat: true })
    expect((await v1<CourseApplicationDetail>(`/applications/edu/${plain.id}`, { headers: bearer(other) })).body.data!.familyBenefit).toBeNull()
  })
})

describe('the joint development benefit', () => {
  it('refuses proposals to a 가족회사 전용 call from others, and flags 가족회사 proposals to a priority call', async () => {
    const onlyCall = await createCall({ familyOnly: true })
    const priorityCall = await createCall({ familyPriority: true })
    const other = await memberToken(await createCompanyMember('fprop'))
    const { token } = await familyMember()

    const otherFile = await uploaded(other, 'attachment')
    expectRefused(await propose(other, proposalInput(onlyCall, [otherFile.id])), 403, familyMessages.familyOnlyCall)
    const familyFile = await uploaded(token, 'attachment')
    expect((await propose(token, proposalInput(onlyCall, [familyFile.id]))).httpStatus).toBe(200)

    const flagged = await propose(token, proposalInput(priorityCall, [(await uploaded(token, 'attachment')).id]))
    const plain = await propose(other, proposalInput(priorityCall, [(await uploaded(other, 'attachment')).id]))
    expect(
      (await readAsAdmin<{ familyPriority: boolean; familyBenefit: { tierName: string } }>('project-proposals', flagged.body.data!.id)).familyPriority,
    ).toBe(true)
    expect((await readAsAdmin<{ familyPriority: boolean }>('project-proposals', plain.body.data!.id)).familyPriority).toBe(false)

    const calls = await callList('?pageSize=100')
    expect(calls.body.data!.list.find((call) => call.id === onlyCall)).toMatchObject({ familyOnly: true, familyPriority: false })
  })
})
