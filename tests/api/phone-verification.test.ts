import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MyInfo } from '../../contract/auth'
import { mypageMessages } from '../../cms/domains/my-page/messages'
import { codeMessages } from '../../cms/platform/security/one-time-code'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { backdate } from '../helpers/backdate'
import { adminLogin, createMember, type TestMember } from '../helpers/members'
import { confirmPhoneCode, phoneCodeRowId, phoneCodeTo, phoneMessagesTo, profileHeaders, sendPhoneCode } from '../helpers/phone'

/** A number no other test texts: 010-6xxx-xxxx. */
const freshNumber = () => {
  const digits = `0106${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`
  return { digits, dashed: `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` }
}

type Signed = { member: TestMember; headers: Record<string, string> }

/** A member of the test's own, with an unverified phone as staff or the join form would leave it. */
const signedInMember = async (): Promise<Signed> => {
  const member = await createMember('phone')
  const staffSet = await requestJson(`/api/users/${member.id}`, {
    method: 'PATCH',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ phoneCountry: '+82', phone: '010-5555-1234', gender: 'female', affiliationType: 'company', affiliation: '새솔테크' }),
  })
  expect(staffSet.httpStatus).toBe(200)
  const token = await loginToken(member.username, member.password)
  return { member, headers: await profileHeaders(token, member.password) }
}

const myInfo = async (headers: Record<string, string>) => (await v1<MyInfo>('/mypage/my-info', { headers })).body.data!

const profileBody = (info: MyInfo, changes: Record<string, unknown>) =>
  JSON.stringify({
    name: info.name,
    phoneCountry: info.phoneCountry,
    phone: info.phone,
    gender: info.gender ?? 'female',
    affiliationType: info.affiliationType ?? 'company',
    affiliation: info.affiliation || '새솔테크',
    department: info.department,
    marketing: info.marketing,
    ...changes,
  })

describe('changing the profile phone with a code by 문자', () => {
  let signed: Signed
  beforeAll(async () => {
    signed = await signedInMember()
  })

  it('needs the password check that opens the profile', async () => {
    const token = await loginToken(signed.member.username, signed.member.password)
    const { httpStatus } = await sendPhoneCode({ Authorization: `Bearer ${token}` }, freshNumber().dashed)
    expect(httpStatus).toBe(403)
  })

  it('texts a 6-digit code as SMS, refuses another within 30 seconds, and a right code makes the number the verified phone', async () => {
    const number = freshNumber()
    const sent = await sendPhoneCode(signed.headers, number.dashed)
    expect(sent.httpStatus).toBe(200)
    expect(sent.body.data).toMatchObject({ phone: number.dashed, resendAfterSeconds: 30 })
    const [message] = await phoneMessagesTo(portalUrl(), number.digits)
    expect(message).toMatchObject({ type: 'SMS', to: number.digits })
    expect(message!.text).toMatch(/인증번호는 \d{6} 입니다\. 3분 안에/)

    const again = await sendPhoneCode(signed.headers, number.dashed)
    expect(again.httpStatus).toBe(429)
    expect(again.body.status.message).toBe(codeMessages.resendTooSoon)

    const confirmed = await confirmPhoneCode(signed.headers, await phoneCodeTo(portalUrl(), number.digits))
    expect(confirmed.httpStatus).toBe(200)
    expect(confirmed.body.data).toMatchObject({ phone: number.dashed, phoneCountry: '+82' })
    const info = await myInfo(signed.headers)
    expect(info.phone).toBe(number.dashed)
    expect(info.phoneVerifiedAt).toBe(confirmed.body.data!.phoneVerifiedAt)

    // The code is used up with the change.
    const reused = await confirmPhoneCode(signed.headers, await phoneCodeTo(portalUrl(), number.digits))
    expect(reused.body.status.message).toBe(codeMessages.requestFirst)
    const verifiedAgain = await sendPhoneCode(signed.headers, number.digits)
    expect(verifiedAgain.httpStatus).toBe(409)
    expect(verifiedAgain.body.status.message).toBe(mypageMessages.phoneAlreadyVerified)
  })

  it('counts wrong codes down and ends the code at the fifth, even for the right one after it', async () => {
    const { headers } = await signedInMember()
    const number = freshNumber()
    expect((await sendPhoneCode(headers, number.digits)).httpStatus).toBe(200)
    const code = await phoneCodeTo(portalUrl(), number.digits)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await confirmPhoneCode(headers, wrong)
    expect(first.httpStatus).toBe(400)
    expect(first.body.status.message).toBe(codeMessages.mismatch(4))
    for (let attempt = 2; attempt <= 4; attempt += 1) await confirmPhoneCode(headers, wrong)
    const fifth = await confirmPhoneCode(headers, wrong)
    expect(fifth.body.status.message).toBe(codeMessages.tooManyAttempts)
    const right = await confirmPhoneCode(headers, code)
    expect(right.httpStatus).toBe(400)
    expect(right.body.status.message).toBe(codeMessages.tooManyAttempts)
    expect((await myInfo(headers)).phoneVerifiedAt).toBeNull()
  })

  it('refuses an expired code and lets a new one be asked for after the wait', async () => {
    const { member, headers } = await signedInMember()
    const number = freshNumber()
    expect((await sendPhoneCode(headers, number.digits)).httpStatus).toBe(200)
    const code = await phoneCodeTo(portalUrl(), number.digits)
    const id = await phoneCodeRowId(member.id)
    const past = new Date(Date.now() - 60_000).toISOString()
    await backdate([
      { table: 'phone_verifications', column: 'expires_at', id, at: past },
      { table: 'phone_verifications', column: 'created_at', id, at: new Date(Date.now() - 4 * 60_000).toISOString() },
    ])
    const expired = await confirmPhoneCode(headers, code)
    expect(expired.httpStatus).toBe(400)
    expect(expired.body.status.message).toBe(codeMessages.expired)
    expect((await sendPhoneCode(headers, number.digits)).httpStatus).toBe(200)
    const fresh = await phoneCodeTo(portalUrl(), number.digits)
    expect((await confirmPhoneCode(headers, fresh)).httpStatus).toBe(200)
  })

  it('takes only Korean mobile numbers, with a Korean reason', async () => {
    const { headers } = await signedInMember()
    for (const phone of ['02-123-4567', '010-12-34', 'abc']) {
      const { httpStatus, body } = await sendPhoneCode(headers, phone)
      expect(httpStatus).toBe(400)
      expect(body.status.message).toBe(mypageMessages.phoneNotMobile)
    }
  })

  it('refuses a profile save with another number that was not verified, and saves one that keeps it', async () => {
    const { headers } = await signedInMember()
    const info = await myInfo(headers)
    const changed = await v1<MyInfo>('/mypage/my-info/update', { method: 'PATCH', headers, body: profileBody(info, { phone: freshNumber().dashed }) })
    expect(changed.httpStatus).toBe(400)
    expect(changed.body.status.message).toBe(mypageMessages.phoneCertRequired)
    const country = await v1<MyInfo>('/mypage/my-info/update', { method: 'PATCH', headers, body: profileBody(info, { phoneCountry: '+1' }) })
    expect(country.body.status.message).toBe(mypageMessages.phoneCertRequired)
    const kept = await v1<MyInfo>('/mypage/my-info/update', { method: 'PATCH', headers, body: profileBody(info, { name: '새이름' }) })
    expect(kept.httpStatus).toBe(200)
    expect(kept.body.data).toMatchObject({ name: '새이름', phone: info.phone })
  })

  it('clears the verification when staff change the number in the admin', async () => {
    const { member, headers } = await signedInMember()
    const number = freshNumber()
    await sendPhoneCode(headers, number.digits)
    expect((await confirmPhoneCode(headers, await phoneCodeTo(portalUrl(), number.digits))).httpStatus).toBe(200)
    const admin = bearer(await adminLogin())
    // Another field alone keeps it.
    await requestJson(`/api/users/${member.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ department: '기획팀' }) })
    expect((await myInfo(headers)).phoneVerifiedAt).not.toBeNull()
    const { httpStatus } = await requestJson(`/api/users/${member.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ phone: '010-2222-3333' }) })
    expect(httpStatus).toBe(200)
    const info = await myInfo(headers)
    expect(info.phone).toBe('010-2222-3333')
    expect(info.phoneVerifiedAt).toBeNull()
  })
})
