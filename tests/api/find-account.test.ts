import { beforeAll, describe, expect, it } from 'vitest'
import type { FindIdData, SignInData } from '../../contract/auth'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { lastMailId, waitForMail } from '../helpers/mailbox'

const post = <T>(path: string, body: unknown) => v1<T>(path, { method: 'POST', body: JSON.stringify(body) })

const noMatchMessage = '등록된 회원 정보가 없습니다. 입력하신 정보를 다시 확인해 주시고, 회원이 아니시면 회원가입을 해 주세요.'
const badLinkMessage = '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다. 비밀번호 찾기를 다시 진행해 주세요.'

/** The token of the mailed link, which must lead to the portal's own reset page. */
const resetTokenIn = (text: string) => {
  const match = /(https?:\/\/[^/\s"]+)\/login\/changePw\?token=([A-Za-z0-9%_-]+)/.exec(text)
  if (!match) throw new Error('no reset link in the mail')
  expect(match[1]).toBe(portalUrl())
  return decodeURIComponent(match[2]!)
}

describe('find ID', () => {
  it('finds member1 by name and e-mail, masked, with the join date', async () => {
    const { httpStatus, body } = await post<FindIdData>('/auth/find-id', { name: '김민준', email: 'member1@example.com' })
    expect(httpStatus).toBe(200)
    expect(body.data?.list).toEqual([{ maskedId: 'mem***1', joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), ref: expect.any(String) }])
    expect(JSON.stringify(body)).not.toContain(seedUsernames.member1)
  })

  it('finds member1 by name and phone number', async () => {
    const { httpStatus, body } = await post<FindIdData>('/auth/find-id', { name: '김민준', phone: '010-3456-7890' })
    expect(httpStatus).toBe(200)
    expect(body.data?.list.map((found) => found.maskedId)).toEqual(['mem***1'])
  })

  it('answers a name that does not match with the §8 message', async () => {
    const { httpStatus, body } = await post('/auth/find-id', { name: '홍길동', email: 'member1@example.com' })
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe(noMatchMessage)
    expect(body.data).toBeNull()
  })

  it('refuses a malformed e-mail in Korean', async () => {
    const { httpStatus, body } = await post('/auth/find-id', { name: '김민준', email: 'member1@example' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('이메일 형식으로 입력해 주세요.')
  })

  it('refuses a phone number not in three parts', async () => {
    const { httpStatus, body } = await post('/auth/find-id', { name: '김민준', phone: '01034567890' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('휴대폰 번호가 유효하지 않습니다.')
  })

  it('lets the member log in with the ref instead of the id', async () => {
    const found = await post<FindIdData>('/auth/find-id', { name: '김민준', email: 'member1@example.com' })
    const { httpStatus, body } = await post<SignInData>('/auth/login', { login_ref: found.body.data!.list[0]!.ref, password: seedPassword })
    expect(httpStatus).toBe(200)
    expect(body.data?.userInfo.login_id).toBe(seedUsernames.member1)
  })

  it('refuses a forged ref at login in Korean', async () => {
    const { httpStatus, body } = await post('/auth/login', { login_ref: 'forged.ref', password: seedPassword })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('아이디 찾기 결과의 유효 시간이 지났습니다. 아이디 찾기를 다시 진행해 주세요.')
  })
})

describe('find password and reset it by the mailed link', () => {
  const member = { username: `reset${Date.now().toString(36)}`, email: '', name: '정하늘' }
  member.email = `${member.username}@example.com`

  beforeAll(async () => {
    const adminToken = await loginToken(seedUsernames.admin, seedPassword)
    const created = await requestJson('/api/users', {
      method: 'POST',
      headers: bearer(adminToken),
      body: JSON.stringify({ ...member, password: seedPassword, phone: '010-9876-5432' }),
    })
    expect(created.httpStatus).toBe(201)
  })

  const mailedResetToken = async () => {
    const afterId = await lastMailId(portalUrl(), member.email)
    await post('/auth/find-password', { login_id: member.username, name: member.name, email: member.email })
    return resetTokenIn((await waitForMail(portalUrl(), member.email, { afterId, subject: /비밀번호 재설정/ })).text)
  }

  it('answers an id, name and e-mail that do not belong together with the §8 message', async () => {
    const { httpStatus, body } = await post('/auth/find-password', { login_id: member.username, name: '김민준', email: member.email })
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('등록된 회원 정보가 없습니다.')
  })

  it('mails a one-time link whose token sets a new password that then logs in', async () => {
    const afterId = await lastMailId(portalUrl(), member.email)
    const sent = await post<{ message: string }>('/auth/find-password', { login_id: member.username, name: member.name, email: member.email })
    expect(sent.httpStatus).toBe(200)
    expect(sent.body.data?.message).toBe('입력하신 이메일로 비밀번호 재설정 링크를 보냈습니다. 메일의 링크에서 새 비밀번호를 설정해 주세요.')

    const mail = await waitForMail(portalUrl(), member.email, { afterId, subject: /비밀번호 재설정/ })
    expect(mail.subject).toBe('[새솔대학교 산학협력단] 비밀번호 재설정 안내')
    const token = resetTokenIn(mail.text)

    const newPassword = 'newPass!2024'
    const reset = await post('/auth/reset-password', { token, password: newPassword, passwordConfirm: newPassword })
    expect(reset.httpStatus).toBe(200)

    expect((await post('/auth/login', { login_id: member.username, password: seedPassword })).httpStatus).toBe(401)
    expect((await post('/auth/login', { login_id: member.username, password: newPassword })).httpStatus).toBe(200)

    const again = await post('/auth/reset-password', { token, password: 'another!2024' })
    expect(again.httpStatus).toBe(400)
    expect(again.body.status.message).toBe(badLinkMessage)
  })

  it('accepts the find-ID ref in place of the id', async () => {
    const found = await post<FindIdData>('/auth/find-id', { name: member.name, email: member.email })
    const afterId = await lastMailId(portalUrl(), member.email)
    const sent = await post('/auth/find-password', { login_ref: found.body.data!.list[0]!.ref, name: member.name, email: member.email })
    expect(sent.httpStatus).toBe(200)
    await waitForMail(portalUrl(), member.email, { afterId, subject: /비밀번호 재설정/ })
  })

  it('signs the member out everywhere once the password is reset', async () => {
    const login = await post('/auth/login', { login_id: member.username, password: 'newPass!2024' })
    const refreshCookie = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('portal_refresh='))!
      .split(';')[0]!
    const token = await mailedResetToken()
    expect((await post('/auth/reset-password', { token, password: 'third!Pass2024' })).httpStatus).toBe(200)
    const refresh = await v1('/auth/refresh', { method: 'POST', headers: { Cookie: refreshCookie } })
    expect(refresh.httpStatus).toBe(401)
  })

  it("sends Payload's own forgot-password mail (the admin's link) in Korean, pointing at the portal's reset page", async () => {
    const afterId = await lastMailId(portalUrl(), member.email)
    const sent = await requestJson('/api/users/forgot-password', { method: 'POST', body: JSON.stringify({ username: member.username }) })
    expect(sent.httpStatus).toBe(200)
    // The reset before this one also sends a 비밀번호 변경 notice, which may arrive in between.
    const mail = await waitForMail(portalUrl(), member.email, { afterId, subject: /비밀번호 재설정 안내/ })
    expect(resetTokenIn(mail.html)).toMatch(/^[0-9a-f]{40}$/)
  })

  it('refuses a new password that breaks the password rule', async () => {
    const { httpStatus, body } = await post('/auth/reset-password', { token: 'whatever', password: 'short' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('비밀번호는 영문, 숫자, 특수문자를 모두 포함한 8~20자로 입력해 주세요.')
  })

  it('refuses an unknown token in Korean', async () => {
    const { httpStatus, body } = await post('/auth/reset-password', { token: 'not-a-real-token', password: 'newPass!2024' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe(badLinkMessage)
  })
})
