import { describe, expect, it } from 'vitest'
import { certMessages, joinMessages } from '../../cms/domains/join/messages'
import { accountRules } from '../../contract/account-rules'
import type { CertCheckedData, CertSentData, CheckIdData, JoinData, SignInData } from '../../contract/auth'
import { seedUsernames } from '../../seed/data/accounts'
import { portalUrl, v1 } from '../helpers/api'
import { lastMailId, sixDigitCode, waitForMail } from '../helpers/mailbox'

let serial = 0
/** A fresh address per test: a resend to the same address within 30 seconds is refused. */
const freshEmail = () => `joiner${Date.now().toString(36)}${serial++}@example.com`

const post = <T>(path: string, body?: unknown) => v1<T>(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

const sendCode = async (email: string) => {
  const afterId = await lastMailId(portalUrl(), email)
  const sent = await post<CertSentData>(`/cert/send-mail?email=${encodeURIComponent(email)}`)
  expect(sent.httpStatus).toBe(200)
  return sixDigitCode(await waitForMail(portalUrl(), email, { afterId }))
}

const verifiedToken = async (email: string) => {
  const checked = await post<CertCheckedData>('/cert/check', { email, code: await sendCode(email) })
  expect(checked.httpStatus).toBe(200)
  return checked.body.data!.certToken
}

const joinForm = (email: string, certToken: string, overrides: Record<string, unknown> = {}) => ({
  memberClass: 'student',
  email,
  certToken,
  login_id: `new${Date.now().toString(36)}${serial++}`,
  password: 'saesol2025!',
  passwordConfirm: 'saesol2025!',
  name: '홍길동',
  phoneCountry: '+82',
  phone: '010-2345-6789',
  gender: 'female',
  affiliationType: 'university',
  affiliation: '새솔대학교',
  department: '기계공학과',
  agreements: { terms: true, privacy: true, marketing: false },
  ...overrides,
})

describe('GET /api/v1/auth/check-id', () => {
  it('refuses an id that breaks the format with the rule in Korean', async () => {
    const { httpStatus, body } = await v1<CheckIdData>('/auth/check-id?login_id=1abc')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe(accountRules.loginId.message)
  })

  it('says a member’s id is taken', async () => {
    const { httpStatus, body } = await v1<CheckIdData>(`/auth/check-id?login_id=${seedUsernames.member1}`)
    expect(httpStatus).toBe(200)
    expect(body.data).toEqual({ login_id: seedUsernames.member1, available: false, message: '이미 사용 중인 아이디입니다.' })
  })

  it('says an unused id is free', async () => {
    const { body } = await v1<CheckIdData>('/auth/check-id?login_id=brandnew42')
    expect(body.data).toMatchObject({ available: true, message: joinMessages.loginIdAvailable })
  })
})

describe('POST /api/v1/cert/send-mail', () => {
  it('refuses a malformed address in Korean', async () => {
    const { httpStatus, body } = await post('/cert/send-mail?email=not-an-email@nowhere')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('이메일 형식으로 입력해 주세요.')
  })

  it('refuses to send a join code to a member’s address', async () => {
    const { httpStatus, body } = await post('/cert/send-mail', { email: 'member1@example.com', purpose: 'join' })
    expect(httpStatus).toBe(409)
    expect(body.status.message).toBe('이미 가입된 이메일입니다. 로그인하거나 아이디 찾기를 이용해 주세요.')
  })

  it('sends a 6-digit code that lives 3 minutes and refuses a resend within 30 seconds', async () => {
    const email = freshEmail()
    const sent = await post<CertSentData>('/cert/send-mail', { email })
    expect(sent.httpStatus).toBe(200)
    const lifetime = new Date(sent.body.data!.expiresAt).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(170_000)
    expect(lifetime).toBeLessThanOrEqual(180_000)
    const codeMail = await waitForMail(portalUrl(), email)
    expect(codeMail.subject).toBe('[새솔대학교 산학협력단] 이메일 인증번호 안내')
    expect(sixDigitCode(codeMail)).toMatch(/^\d{6}$/)
    const again = await post(`/cert/send-mail?email=${encodeURIComponent(email)}`)
    expect(again.httpStatus).toBe(429)
    expect(again.body.status.message).toBe(certMessages.resendTooSoon)
  })
})

describe('joining with an e-mail code', () => {
  it('joins with the code from the mail, and the new member can log in', async () => {
    const email = freshEmail()
    const certToken = await verifiedToken(email)
    const form = joinForm(email, certToken)
    const joined = await post<JoinData>('/join', form)
    expect(joined.httpStatus).toBe(200)
    expect(joined.body.data).toEqual({ login_id: form.login_id, user_nm: '홍길동' })

    const login = await post<SignInData>('/auth/login', { login_id: form.login_id, password: form.password })
    expect(login.httpStatus).toBe(200)
    expect(login.body.data!.userInfo).toEqual({ login_id: form.login_id, user_nm: '홍길동', role: 'member' })

    const check = await v1<CheckIdData>(`/auth/check-id?login_id=${form.login_id}`)
    expect(check.body.data!.available).toBe(false)
  })

  it('counts wrong codes down and locks the code after 5 tries', async () => {
    const email = freshEmail()
    const code = await sendCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let left = 4; left >= 1; left--) {
      const { httpStatus, body } = await post('/cert/check', { email, code: wrong })
      expect(httpStatus).toBe(400)
      expect(body.status.message).toBe(`인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`)
    }
    const fifth = await post('/cert/check', { email, code: wrong })
    expect(fifth.body.status.message).toBe(certMessages.tooManyAttempts)
    const right = await post('/cert/check', { email, code })
    expect(right.httpStatus).toBe(400)
    expect(right.body.status.message).toBe(certMessages.tooManyAttempts)
  })

  it('accepts a code once only', async () => {
    const email = freshEmail()
    const code = await sendCode(email)
    expect((await post('/cert/check', { email, code })).httpStatus).toBe(200)
    const again = await post('/cert/check', { email, code })
    expect(again.httpStatus).toBe(400)
    expect(again.body.status.message).toBe(certMessages.requestFirst)
  })

  it('refuses a join without a valid cert token for that address', async () => {
    const email = freshEmail()
    const certToken = await verifiedToken(email)
    for (const form of [joinForm(email, 'forged-token'), joinForm(freshEmail(), certToken), joinForm(email, '', { certToken: undefined })]) {
      const { httpStatus, body } = await post('/join', form)
      expect(httpStatus).toBe(400)
      expect(body.status.message).toBe(certMessages.notVerified)
    }
  })

  it('lets one verification make one member only', async () => {
    const email = freshEmail()
    const certToken = await verifiedToken(email)
    expect((await post('/join', joinForm(email, certToken))).httpStatus).toBe(200)
    const reused = await post('/join', joinForm(email, certToken))
    expect(reused.httpStatus).toBe(409)
    expect(reused.body.status.message).toBe(joinMessages.emailTaken)
  })

  it('refuses a taken id with 409 in Korean and keeps the cert token for the retry', async () => {
    const email = freshEmail()
    const certToken = await verifiedToken(email)
    const taken = await post('/join', joinForm(email, certToken, { login_id: seedUsernames.member1 }))
    expect(taken.httpStatus).toBe(409)
    expect(taken.body.status.message).toBe('이미 사용 중인 아이디입니다.')
    expect((await post('/join', joinForm(email, certToken))).httpStatus).toBe(200)
  })

  it.each([
    ['a bad phone number', { phone: '010-12-34' }, '휴대폰 번호가 유효하지 않습니다.'],
    ['a missing name', { name: '  ' }, '이름을 입력해 주세요.'],
    ['a bad e-mail', { email: 'someone@nowhere' }, '이메일 형식으로 입력해 주세요.'],
    ['a weak password', { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, accountRules.password.message],
    ['a mismatched confirmation', { passwordConfirm: 'other2025!' }, '비밀번호가 일치하지 않습니다.'],
    ['the terms not agreed', { agreements: { terms: false, privacy: true, marketing: false } }, '이용약관에 동의해 주세요.'],
    ['the privacy terms not agreed', { agreements: { terms: true, privacy: false, marketing: true } }, '개인정보 수집·이용에 동의해 주세요.'],
  ])('refuses %s with 400 in Korean', async (_what, overrides, message) => {
    const { httpStatus, body } = await post('/join', joinForm(freshEmail(), 'unused', overrides))
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe(message)
  })
})
