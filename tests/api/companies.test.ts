import { beforeAll, describe, expect, it } from 'vitest'
import type { MemberCompany, MyCompanyData, CompanyInviteView, CompanyLookup } from '../../contract/companies'
import type { MyPageSummary } from '../../contract/auth'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { advisoryInput, fileAdvisory, filedAdvisory } from '../helpers/applications'
import { uniqueBusinessNumber, wrongCheckDigit } from '../helpers/business-number'
import { applyToCourse, courseInput, createCourse } from '../helpers/education'
import { book, bookingFor, createTestEquipment, memberToken, staffToken, workingDay } from '../helpers/equipment'
import { lastMailId, sixDigitCode, waitForMail } from '../helpers/mailbox'
import { adminLogin, createCompany, createCompanyMember, createMember, type TestMember } from '../helpers/members'
import { createCall, proposalInput, propose } from '../helpers/projects'
import { uploaded } from '../helpers/member-boards'
import { createMembership, createTier, readAsAdmin } from '../helpers/family'

type Envelope<T> = { httpStatus: number; body: { status: { message: string }; data: T | null } }

const call = <T = MyCompanyData>(token: string | null, path: string, method = 'GET', body?: unknown) =>
  v1<T>(path, { method, headers: token ? bearer(token) : {}, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }) as Promise<Envelope<T>>

const companyForm = (overrides: Record<string, unknown> = {}) => ({
  name: `(주)시험산업${Date.now().toString(36)}`,
  businessNumber: uniqueBusinessNumber(),
  ceo: '홍길동',
  size: 'small',
  industry: '정밀 가공',
  ...overrides,
})

const expectRefused = (response: Envelope<unknown>, httpStatus: number, message: string | RegExp) => {
  expect(response.httpStatus).toBe(httpStatus)
  if (typeof message === 'string') expect(response.body.status.message).toBe(message)
  else expect(response.body.status.message).toMatch(message)
}

/** A 기업회원 without a company yet, signed in. */
const companyClassMember = async (prefix: string) => {
  const member = await createMember(prefix)
  await adminPatchUser(member.id, { memberClass: 'company' })
  return { ...member, token: await memberToken(member) }
}

const adminPatchUser = async (id: number, data: Record<string, unknown>) => {
  const { httpStatus } = await requestJson(`/api/users/${id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify(data) })
  expect(httpStatus).toBe(200)
}

/** Joins the portal as a new 일반 member at `email`, through the e-mailed code as anyone would, and signs in. */
const signUp = async (email: string) => {
  const afterId = await lastMailId(portalUrl(), email)
  expect((await call(null, `/cert/send-mail?email=${encodeURIComponent(email)}`, 'POST')).httpStatus).toBe(200)
  const code = sixDigitCode(await waitForMail(portalUrl(), email, { afterId, subject: /인증/ }))
  const checked = await call<{ certToken: string }>(null, '/cert/check', 'POST', { email, code })
  const loginId = `inv${Date.now().toString(36)}`
  const joined = await call(null, '/join', 'POST', {
    memberClass: 'general',
    email,
    certToken: checked.body.data!.certToken,
    login_id: loginId,
    password: 'saesol2025!',
    passwordConfirm: 'saesol2025!',
    name: '초대회원',
    phoneCountry: '+82',
    phone: '010-2345-6789',
    gender: 'female',
    affiliationType: 'company',
    affiliation: '초대받은 회사',
    agreements: { terms: true, privacy: true, marketing: false },
  })
  expect(joined.httpStatus).toBe(200)
  return memberToken({ id: 0, username: loginId, password: 'saesol2025!', email, name: '초대회원' })
}

/** A manager with a registered company and a 구성원 who joined through an approved request. */
const companyWithMember = async (prefix: string) => {
  const manager = await companyClassMember(`${prefix}m`)
  const form = companyForm()
  const registered = await call(manager.token, '/companies', 'POST', form)
  expect(registered.httpStatus).toBe(200)
  const colleague = await companyClassMember(`${prefix}c`)
  const requested = await call(colleague.token, '/companies/join-requests', 'POST', { businessNumber: form.businessNumber })
  expect(requested.httpStatus).toBe(200)
  const pending = (await call(manager.token, '/companies/mine')).body.data!.joinRequests[0]!
  expect((await call(manager.token, `/companies/join-requests/${pending.id}/decision`, 'POST', { approve: true })).httpStatus).toBe(200)
  return { manager, colleague, form, companyId: registered.body.data!.company!.id }
}

describe('registering a company', () => {
  let member: Awaited<ReturnType<typeof companyClassMember>>

  beforeAll(async () => {
    member = await companyClassMember('coreg')
  })

  it('refuses a business number with a wrong check digit or length, in Korean', async () => {
    const valid = uniqueBusinessNumber()
    const message = '사업자등록번호가 올바르지 않습니다. 사업자등록증의 10자리 번호를 확인해 주세요.'
    expectRefused(await call(member.token, '/companies', 'POST', companyForm({ businessNumber: wrongCheckDigit(valid) })), 400, message)
    expectRefused(await call(member.token, '/companies', 'POST', companyForm({ businessNumber: valid.slice(0, 9) })), 400, message)
    expectRefused(await call(member.token, '/companies', 'POST', companyForm({ businessNumber: `${valid}1` })), 400, message)
  })

  it('registers a valid number written with dashes; the member becomes its 관리자', async () => {
    const digits = uniqueBusinessNumber()
    const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    const { httpStatus, body } = await call(member.token, '/companies', 'POST', companyForm({ businessNumber: dashed, name: '(주)등록시험' }))
    expect(httpStatus).toBe(200)
    expect(body.data!.company).toMatchObject({ name: '(주)등록시험', businessNumber: digits, pendingBusinessNumber: null, sizeLabel: '중소기업' })
    expect(body.data!.role).toBe('manager')
    expect(body.data!.members).toEqual([expect.objectContaining({ userId: member.id, role: 'manager', roleLabel: '관리자', isMe: true })])
    const summary = await call<MyPageSummary>(member.token, '/mypage/myPage')
    expect(summary.body.data!.company).toEqual<MemberCompany>({ id: body.data!.company!.id, name: '(주)등록시험', role: 'manager', roleLabel: '관리자' })
  })

  it('refuses a second company for a member who already has one', async () => {
    expectRefused(await call(member.token, '/companies', 'POST', companyForm()), 409, /이미 소속된 기업이 있습니다/)
  })

  it('refuses a number another company holds', async () => {
    const existing = await createCompany()
    const other = await companyClassMember('codup')
    expectRefused(
      await call(other.token, '/companies', 'POST', companyForm({ businessNumber: existing.businessNumber })),
      409,
      '이미 등록된 사업자등록번호입니다. 해당 기업에 가입을 요청해 주세요.',
    )
  })

  it('is for 기업회원 only: another class is told to switch first', async () => {
    const general = await createMember('cogen')
    expectRefused(await call(await memberToken(general), '/companies', 'POST', companyForm()), 403, /기업회원만 할 수 있습니다/)
  })

  it('staff and guests do not reach it: guests are asked to sign in', async () => {
    expect((await call(null, '/companies', 'POST', companyForm())).httpStatus).toBe(401)
    expect((await call(null, '/companies/mine')).httpStatus).toBe(401)
  })
})

describe("the company's logo", () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
  const upload = async (token: string, bytes: Buffer, type: string, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    const response = await fetch(`${portalUrl()}/api/v1/companies/mine/logo`, { method: 'POST', headers: bearer(token), body: form })
    return { httpStatus: response.status, body: (await response.json()) as Envelope<{ logoUrl: string }>['body'] }
  }

  it('the 관리자 uploads an image anyone may load; other files and other members are refused', async () => {
    const { manager, colleague } = await companyWithMember('logo')
    const refused = await upload(manager.token, Buffer.from('not an image'), 'text/plain', 'logo.txt')
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.status.message).toBe('로고는 JPG, PNG, GIF, WEBP 이미지만 올릴 수 있습니다.')
    expect((await upload(colleague.token, png, 'image/png', 'logo.png')).httpStatus).toBe(403)

    const saved = await upload(manager.token, png, 'image/png', 'logo.png')
    expect(saved.httpStatus).toBe(200)
    // Public: the 가족회사 directory shows logos to guests.
    expect((await fetch(`${portalUrl()}${saved.body.data!.logoUrl}`)).status).toBe(200)
    expect((await call(manager.token, '/companies/mine')).body.data!.company!.logoUrl).toBe(saved.body.data!.logoUrl)
    const replaced = await upload(manager.token, png, 'image/png', 'logo2.png')
    expect((await call(colleague.token, '/companies/mine')).body.data!.company!.logoUrl).toBe(replaced.body.data!.logoUrl)
    expect((await fetch(`${portalUrl()}${saved.body.data!.logoUrl}`)).status).not.toBe(200)
  })
})

describe('joining by request', () => {
  it('mails the 관리자; approval makes the requester a 구성원 and mails both', async () => {
    const manager = await companyClassMember('jrm')
    const form = companyForm()
    await call(manager.token, '/companies', 'POST', form)
    const requester = await companyClassMember('jrr')
    const lookup = await call<CompanyLookup>(requester.token, `/companies/lookup?businessNumber=${form.businessNumber}`)
    expect(lookup.body.data).toMatchObject({ name: form.name, ceo: '홍길동' })
    expectRefused(await call(requester.token, `/companies/lookup?businessNumber=${uniqueBusinessNumber()}`), 404, /등록된 기업이 없습니다/)

    const managerMailBefore = await lastMailId(portalUrl(), manager.email)
    const requested = await call(requester.token, '/companies/join-requests', 'POST', { businessNumber: form.businessNumber })
    expect(requested.body.data!.myJoinRequest).toMatchObject({ companyName: form.name, state: 'pending' })
    await waitForMail(portalUrl(), manager.email, { subject: /가입 요청이 접수되었습니다/, afterId: managerMailBefore })
    expectRefused(
      await call(requester.token, '/companies/join-requests', 'POST', { businessNumber: form.businessNumber }),
      409,
      /이미 가입 요청이 진행 중입니다/,
    )

    const page = (await call(manager.token, '/companies/mine')).body.data!
    expect(page.joinRequests).toEqual([expect.objectContaining({ userName: requester.name, email: requester.email, state: 'pending' })])
    // Only the 관리자 decides.
    const outsider = await companyClassMember('jro')
    expectRefused(
      await call(outsider.token, `/companies/join-requests/${page.joinRequests[0]!.id}/decision`, 'POST', { approve: true }),
      409,
      /소속된 기업이 없습니다/,
    )

    const requesterMailBefore = await lastMailId(portalUrl(), requester.email)
    const managerMailBeforeDecision = await lastMailId(portalUrl(), manager.email)
    const decided = await call(manager.token, `/companies/join-requests/${page.joinRequests[0]!.id}/decision`, 'POST', { approve: true })
    expect(decided.body.data!.members.map((row) => [row.userId, row.role])).toEqual([
      [manager.id, 'manager'],
      [requester.id, 'member'],
    ])
    await waitForMail(portalUrl(), requester.email, { subject: /가입 요청이 승인되었습니다/, afterId: requesterMailBefore })
    await waitForMail(portalUrl(), manager.email, { subject: /가입 요청을 승인했습니다/, afterId: managerMailBeforeDecision })
    const mine = (await call(requester.token, '/companies/mine')).body.data!
    expect(mine.company!.name).toBe(form.name)
    expect(mine.role).toBe('member')
  })

  it('a refusal leaves the requester without a company and mails them', async () => {
    const manager = await companyClassMember('jfm')
    const form = companyForm()
    await call(manager.token, '/companies', 'POST', form)
    const requester = await companyClassMember('jfr')
    await call(requester.token, '/companies/join-requests', 'POST', { businessNumber: form.businessNumber })
    const request = (await call(manager.token, '/companies/mine')).body.data!.joinRequests[0]!
    const before = await lastMailId(portalUrl(), requester.email)
    await call(manager.token, `/companies/join-requests/${request.id}/decision`, 'POST', { approve: false })
    await waitForMail(portalUrl(), requester.email, { subject: /가입 요청이 거절되었습니다/, afterId: before })
    expect((await call(requester.token, '/companies/mine')).body.data).toMatchObject({ company: null, myJoinRequest: null })
    expectRefused(await call(manager.token, `/companies/join-requests/${request.id}/decision`, 'POST', { approve: true }), 409, /이미 처리되었거나 취소된/)
  })

  it('the requester may withdraw their own pending request, and then ask again', async () => {
    const { form } = await companyWithMember('jw')
    const requester = await companyClassMember('jwr')
    const requested = await call(requester.token, '/companies/join-requests', 'POST', { businessNumber: form.businessNumber })
    const id = requested.body.data!.myJoinRequest!.id
    expect((await call(requester.token, `/companies/join-requests/${id}`, 'DELETE')).body.data!.myJoinRequest).toBeNull()
    expect((await call(requester.token, '/companies/join-requests', 'POST', { businessNumber: form.businessNumber })).httpStatus).toBe(200)
  })
})

describe('inviting a colleague', () => {
  it('mails a link; the invitee signs up with that address through the join form, accepts and joins as 구성원', async () => {
    const manager = await companyClassMember('ivm')
    const form = companyForm()
    await call(manager.token, '/companies', 'POST', form)
    const email = `iv${Date.now().toString(36)}@example.com`
    const before = await lastMailId(portalUrl(), email)
    const invited = await call(manager.token, '/companies/invites', 'POST', { email })
    expect(invited.body.data!.invites).toEqual([expect.objectContaining({ email, state: 'pending' })])
    const mail = await waitForMail(portalUrl(), email, { subject: /초대했습니다/, afterId: before })
    const token = /\/myPage\/company\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
    expectRefused(await call(manager.token, '/companies/invites', 'POST', { email }), 409, /아직 유효합니다/)

    const view = await call<CompanyInviteView>(null, `/companies/invites/${token}`)
    expect(view.body.data).toMatchObject({ companyName: form.name, state: 'pending' })
    expect(view.body.data!.email).not.toBe(email)
    expect(view.body.data!.email).toMatch(/^iv\*+@example\.com$/)

    // Someone else who got hold of the link cannot use it.
    const stranger = await createMember('ivs')
    expectRefused(await call(await memberToken(stranger), `/companies/invites/${token}/accept`, 'POST'), 403, /초대받은 이메일/)

    const inviteeToken = await signUp(email)
    const accepted = await call(inviteeToken, `/companies/invites/${token}/accept`, 'POST')
    expect(accepted.httpStatus).toBe(200)
    expect(accepted.body.data).toMatchObject({ role: 'member', company: { name: form.name } })
    // Joining made the invitee a 기업회원 (they were 일반).
    expect((await call<MyPageSummary>(inviteeToken, '/mypage/myPage')).body.data!.memberClass).toBe('company')
    expectRefused(await call(inviteeToken, `/companies/invites/${token}/accept`, 'POST'), 409, /이미 사용되었거나 취소된 초대/)
    expect((await call(manager.token, '/companies/mine')).body.data!.invites).toEqual([])
  })

  it('a cancelled invite no longer joins; an unknown token is 404', async () => {
    const manager = await companyClassMember('ivc')
    await call(manager.token, '/companies', 'POST', companyForm())
    const email = `ivc${Date.now().toString(36)}@example.com`
    const before = await lastMailId(portalUrl(), email)
    const invite = (await call(manager.token, '/companies/invites', 'POST', { email })).body.data!.invites[0]!
    const mail = await waitForMail(portalUrl(), email, { subject: /초대했습니다/, afterId: before })
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
    await call(manager.token, `/companies/invites/${invite.id}`, 'DELETE')
    expect((await call<CompanyInviteView>(null, `/companies/invites/${token}`)).body.data!.state).toBe('cancelled')
    expect((await call(null, `/companies/invites/${'x'.repeat(43)}`)).httpStatus).toBe(404)
  })

  it('only the 관리자 invites', async () => {
    const { colleague } = await companyWithMember('ivo')
    expectRefused(await call(colleague.token, '/companies/invites', 'POST', { email: 'someone@example.com' }), 403, '기업 관리자만 할 수 있습니다.')
  })
})

describe('roles, removing and leaving', () => {
  it('the last 관리자 cannot step down or leave while others remain; after handing over they may', async () => {
    const { manager, colleague } = await companyWithMember('rl')
    expectRefused(await call(manager.token, `/companies/members/${manager.id}`, 'PATCH', { role: 'member' }), 409, /관리자가 한 명 이상/)
    expectRefused(await call(manager.token, '/companies/leave', 'POST'), 409, '다른 구성원에게 관리자를 넘긴 뒤 탈퇴할 수 있습니다.')
    // A 구성원 changes nobody's role.
    expectRefused(await call(colleague.token, `/companies/members/${colleague.id}`, 'PATCH', { role: 'manager' }), 403, '기업 관리자만 할 수 있습니다.')

    await call(manager.token, `/companies/members/${colleague.id}`, 'PATCH', { role: 'manager' })
    const handedOver = await call(manager.token, `/companies/members/${manager.id}`, 'PATCH', { role: 'member' })
    expect(handedOver.body.data!.members.find((row) => row.userId === colleague.id)!.role).toBe('manager')
    expect((await call(manager.token, '/companies/leave', 'POST')).body.data!.company).toBeNull()
    // Now alone, the new 관리자 may leave too.
    expect((await call(colleague.token, '/companies/leave', 'POST')).body.data!.company).toBeNull()
  })

  it('two 관리자 stepping down at the same instant leave one of them 관리자', async () => {
    const { manager, colleague } = await companyWithMember('rr')
    await call(manager.token, `/companies/members/${colleague.id}`, 'PATCH', { role: 'manager' })
    const answers = await Promise.all([
      call(manager.token, `/companies/members/${manager.id}`, 'PATCH', { role: 'member' }),
      call(colleague.token, `/companies/members/${colleague.id}`, 'PATCH', { role: 'member' }),
    ])
    expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409])
    const { members } = (await call(manager.token, '/companies/mine')).body.data!
    expect(members.filter((member) => member.role === 'manager')).toHaveLength(1)
  })

  it('withdrawing from the portal leaves the company; the last 관리자 hands over first', async () => {
    const { manager, colleague } = await companyWithMember('wd')
    const withdraw = (token: string) =>
      call<{ withdrawn: boolean }>(token, '/mypage/sign-out', 'PATCH', { password: manager.password, reasonType: 'etc', reason: '' })
    expectRefused(await withdraw(manager.token), 409, '다른 구성원에게 관리자를 넘긴 뒤 탈퇴할 수 있습니다.')
    expect((await withdraw(colleague.token)).httpStatus).toBe(200)
    expect((await call(manager.token, '/companies/mine')).body.data!.members.map((row) => row.userId)).toEqual([manager.id])
    expect((await readAsAdmin<{ company: number | null }>('users', colleague.id)).company).toBeNull()
  })

  it('the 관리자 removes a member, but not themself', async () => {
    const { manager, colleague } = await companyWithMember('rm')
    expectRefused(await call(manager.token, `/companies/members/${manager.id}`, 'DELETE'), 409, /본인은 내보낼 수 없습니다/)
    const after = await call(manager.token, `/companies/members/${colleague.id}`, 'DELETE')
    expect(after.body.data!.members.map((row) => row.userId)).toEqual([manager.id])
    expect((await call(colleague.token, '/companies/mine')).body.data!.company).toBeNull()
    expectRefused(await call(manager.token, `/companies/members/${colleague.id}`, 'DELETE'), 404, '이 기업의 구성원이 아닙니다.')
  })

  it('a 구성원 sees colleagues masked and without addresses; the 관리자 sees them whole', async () => {
    const { manager, colleague } = await companyWithMember('mk')
    const asMember = (await call(colleague.token, '/companies/mine')).body.data!
    const managerRow = asMember.members.find((row) => row.userId === manager.id)!
    expect(managerRow.name).not.toBe(manager.name)
    expect(managerRow.name).toMatch(/\*/)
    expect(managerRow.email).toBeNull()
    expect(asMember.members.find((row) => row.isMe)).toMatchObject({ name: colleague.name, email: colleague.email })
    expect(asMember.joinRequests).toEqual([])
    const asManager = (await call(manager.token, '/companies/mine')).body.data!
    expect(asManager.members.find((row) => row.userId === colleague.id)).toMatchObject({ name: colleague.name, email: colleague.email })
  })
})

describe('what each member class may apply for', () => {
  let courseId: number
  let callId: number

  beforeAll(async () => {
    courseId = await createCourse(50)
    callId = await createCall()
  })

  it.each(['student', 'faculty', 'general'] as const)(
    'a %s member is refused 기술자문 and 공동기술개발 with how to get access, and may take a course',
    async (memberClass) => {
      const member = await createMember(`cls${memberClass.slice(0, 3)}`)
      await adminPatchUser(member.id, { memberClass })
      const token = await memberToken(member)
      expectRefused(
        await fileAdvisory(token, advisoryInput()),
        403,
        /기술자문은 기업회원만 신청할 수 있습니다. 마이페이지에서 기업회원으로 전환하고 소속 기업을 등록하면/,
      )
      const file = await uploaded(token, 'attachment')
      expectRefused(await propose(token, proposalInput(callId, [file.id])), 403, /공동기술개발과제는 기업회원만 신청할 수 있습니다/)
      expect((await applyToCourse(token, courseInput(courseId))).httpStatus).toBe(200)
    },
  )

  it('a 기업회원 without a company is told to register or join one', async () => {
    const member = await companyClassMember('clsnc')
    expectRefused(await fileAdvisory(member.token, advisoryInput()), 403, /소속 기업이 있는 기업회원만 신청할 수 있습니다/)
  })

  it('a 구성원 of a company may file both', async () => {
    const { colleague } = await companyWithMember('clsok')
    expect((await fileAdvisory(colleague.token, advisoryInput())).httpStatus).toBe(200)
    const file = await uploaded(colleague.token, 'attachment')
    expect((await propose(colleague.token, proposalInput(callId, [file.id]))).httpStatus).toBe(200)
  })

  it('every class may book equipment', async () => {
    const member = await createMember('clseq')
    await adminPatchUser(member.id, { memberClass: 'student' })
    const equipmentId = await createTestEquipment()
    const { httpStatus } = await book(await memberToken(member), bookingFor(member, equipmentId, workingDay(9), ['10:00']))
    expect(httpStatus).toBe(200)
  })
})

describe('changing member class in my-page', () => {
  it('a 기업회원 in a company must leave it first; without one the change goes through', async () => {
    const { manager } = await companyWithMember('mc')
    expectRefused(
      await call(manager.token, '/mypage/member-class', 'PATCH', { memberClass: 'general' }),
      409,
      /먼저 마이페이지 > 기업 정보에서 소속 기업을 탈퇴해/,
    )
    const loner = await companyClassMember('mcl')
    const changed = await call<MyPageSummary>(loner.token, '/mypage/member-class', 'PATCH', { memberClass: 'student' })
    expect(changed.body.data).toMatchObject({ memberClass: 'student', memberClassLabel: '학생', company: null })
    const back = await call<MyPageSummary>(loner.token, '/mypage/member-class', 'PATCH', { memberClass: 'company' })
    expect(back.body.data!.memberClass).toBe('company')
    expectRefused(await call(loner.token, '/mypage/member-class', 'PATCH', { memberClass: 'pirate' }), 400, '회원 유형을 선택해 주세요.')
  })
})

describe("the company's activity and the company on what members file", () => {
  let setup: Awaited<ReturnType<typeof companyWithMember>>
  let managerFiled: { id: number; applicationNo: string }
  let colleagueFiled: { id: number; applicationNo: string }
  let bookingId: number

  beforeAll(async () => {
    setup = await companyWithMember('act')
    managerFiled = await filedAdvisory(setup.manager.token, { company: '아무 이름', title: '관리자의 자문 신청' })
    colleagueFiled = await filedAdvisory(setup.colleague.token, { title: '구성원의 자문 신청' })
    const equipmentId = await createTestEquipment()
    const booked = await book<{ id: number }>(setup.colleague.token, bookingFor(setup.colleague as TestMember, equipmentId, workingDay(8), ['11:00']))
    bookingId = booked.body.data!.id
  })

  it('stamps the company on the filing, and names it in the request', async () => {
    const request = await readAsAdmin<{ companyRecord: number; company: string }>('advisory-requests', managerFiled.id)
    expect(request).toMatchObject({ companyRecord: setup.companyId, company: setup.form.name })
    expect((await readAsAdmin<{ companyRecord: number }>('equipment-reservations', bookingId)).companyRecord).toBe(setup.companyId)
  })

  it('a member cannot write the stamp: staff alone change it', async () => {
    const { httpStatus } = await requestJson(`/api/advisory-requests/${colleagueFiled.id}`, {
      method: 'PATCH',
      headers: bearer(setup.colleague.token),
      body: JSON.stringify({ companyRecord: null }),
    })
    expect(httpStatus).toBe(403)
    expect((await readAsAdmin<{ companyRecord: number }>('advisory-requests', colleagueFiled.id)).companyRecord).toBe(setup.companyId)
  })

  it('the 관리자 sees every filing of the company', async () => {
    const rows = (await call(setup.manager.token, '/companies/mine')).body.data!.activity
    expect(rows.othersCount).toBe(0)
    expect(rows.rows.map((row) => row.number)).toEqual(expect.arrayContaining([managerFiled.applicationNo, colleagueFiled.applicationNo]))
    expect(rows.rows.find((row) => row.number === colleagueFiled.applicationNo)).toMatchObject({
      type: 'tech',
      typeLabel: '기술자문',
      stateLabel: '접수',
      filedBy: setup.colleague.name,
    })
    expect(rows.rows.find((row) => row.id === bookingId && row.type === 'equipment')).toMatchObject({ typeLabel: '공동장비 예약', stateLabel: '신청' })
  })

  it('a 구성원 sees their own filings and only a count of the others', async () => {
    const { rows, othersCount } = (await call(setup.colleague.token, '/companies/mine')).body.data!.activity
    expect(rows.map((row) => row.number).sort()).toEqual([colleagueFiled.applicationNo, rows.find((row) => row.type === 'equipment')!.number].sort())
    expect(othersCount).toBe(1)
  })
})

describe('staff in the admin: a business-number change and a merge', () => {
  it("a 관리자's new number waits for staff; confirming replaces it", async () => {
    const manager = await companyClassMember('bn')
    const form = companyForm()
    await call(manager.token, '/companies', 'POST', form)
    const next = uniqueBusinessNumber()
    expectRefused(await call(manager.token, '/companies/mine', 'PATCH', { businessNumber: wrongCheckDigit(next) }), 400, /사업자등록번호가 올바르지 않습니다/)
    const asked = await call(manager.token, '/companies/mine', 'PATCH', { businessNumber: next, introduction: '소개를 고쳤습니다.' })
    expect(asked.body.data!.company).toMatchObject({ businessNumber: form.businessNumber, pendingBusinessNumber: next, introduction: '소개를 고쳤습니다.' })
    const id = asked.body.data!.company!.id
    expectRefused(await call(manager.token, `/companies/${id}/business-number`, 'POST', { confirm: true }), 403, '접근 권한이 없습니다.')
    const staff = await staffToken()
    expect((await call(staff, `/companies/${id}/business-number`, 'POST', { confirm: true })).httpStatus).toBe(200)
    expect((await call(manager.token, '/companies/mine')).body.data!.company).toMatchObject({ businessNumber: next, pendingBusinessNumber: null })
    expectRefused(await call(staff, `/companies/${id}/business-number`, 'POST', { confirm: true }), 409, '확인할 사업자등록번호 변경 요청이 없습니다.')
  })

  it('a number one company asked to change to is refused to another company, to register or to ask for', async () => {
    const first = await companyClassMember('bp1')
    await call(first.token, '/companies', 'POST', companyForm())
    const asked = uniqueBusinessNumber()
    expect((await call(first.token, '/companies/mine', 'PATCH', { businessNumber: asked })).httpStatus).toBe(200)
    const second = await companyClassMember('bp2')
    const message = /다른 기업이 이 사업자등록번호로 변경을 요청해 두어/
    expectRefused(await call(second.token, '/companies', 'POST', companyForm({ businessNumber: asked })), 409, message)
    await call(second.token, '/companies', 'POST', companyForm())
    expectRefused(await call(second.token, '/companies/mine', 'PATCH', { businessNumber: asked }), 409, message)
    // The company that asked may ask again for the same number.
    expect((await call(first.token, '/companies/mine', 'PATCH', { businessNumber: asked })).httpStatus).toBe(200)
  })

  it('merging moves the members, their stamped filings and the 가족회사 membership, then deletes the duplicate', async () => {
    const kept = await createCompanyMember('mgk')
    const duplicate = await createCompanyMember('mgd')
    const duplicateToken = await memberToken(duplicate)
    const filed = await filedAdvisory(duplicateToken)
    const membership = await createMembership({ company: duplicate.companyId, tier: (await createTier()).id, startDate: '2026-01-01', endDate: '2026-12-31' })
    const staff = await staffToken()
    expectRefused(
      await call(staff, `/companies/${duplicate.companyId}/merge`, 'POST', { intoId: duplicate.companyId }),
      400,
      '같은 기업끼리는 병합할 수 없습니다.',
    )
    expectRefused(await call(duplicateToken, `/companies/${duplicate.companyId}/merge`, 'POST', { intoId: kept.companyId }), 403, '접근 권한이 없습니다.')
    expect((await call(staff, `/companies/${duplicate.companyId}/merge`, 'POST', { intoId: kept.companyId })).httpStatus).toBe(200)
    expect((await readAsAdmin<{ company: number }>('users', duplicate.id)).company).toBe(kept.companyId)
    expect((await readAsAdmin<{ companyRecord: number }>('advisory-requests', filed.id)).companyRecord).toBe(kept.companyId)
    expect((await readAsAdmin<{ company: number }>('family-memberships', membership.id)).company).toBe(kept.companyId)
    const gone = await requestJson(`/api/companies/${duplicate.companyId}`, { headers: bearer(await adminLogin()) })
    expect(gone.httpStatus).toBe(404)
  })
})
