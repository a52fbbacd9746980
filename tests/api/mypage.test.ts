import { beforeAll, describe, expect, it } from 'vitest'
import type { MyInfo, MyPageSummary, ProfileGateData, SignInData } from '../../contract/auth'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { memberLogin } from '../helpers/accounts'

const auth = (token: string, profileToken?: string) => ({
  Authorization: `Bearer ${token}`,
  ...(profileToken ? { 'X-Profile-Token': profileToken } : {}),
})

const json = (body: unknown) => JSON.stringify(body)

let adminToken: string
let memberCount = 0

/** A member of its own for tests that change or end the account. */
const createMember = async () => {
  memberCount += 1
  const username = `mp${Date.now().toString(36)}${memberCount}`
  const { httpStatus } = await requestJson('/api/users', {
    method: 'POST',
    headers: { Authorization: `JWT ${adminToken}` },
    body: json({
      username,
      email: `${username}@example.com`,
      password: seedPassword,
      name: '정하늘',
      phoneCountry: '+82',
      phone: '010-5555-1234',
      gender: 'female',
      affiliationType: 'company',
      affiliation: '새솔테크',
      department: '연구소',
      memberClass: 'company',
    }),
  })
  expect(httpStatus).toBe(201)
  return username
}

const login = (loginId: string, password = seedPassword) => v1<SignInData>('/auth/login', { method: 'POST', body: json({ login_id: loginId, password }) })

const signIn = async (loginId: string, password = seedPassword) => {
  const { httpStatus, body } = await login(loginId, password)
  expect(httpStatus).toBe(200)
  return body.data!.accessToken
}

const openProfile = async (token: string) => {
  const { body } = await v1<ProfileGateData>('/mypage/verify-password', { method: 'POST', headers: auth(token), body: json({ password: seedPassword }) })
  return body.data!.profileToken
}

const profileUpdate = (info: MyInfo, changes: Record<string, unknown>) => ({
  name: info.name,
  phoneCountry: info.phoneCountry,
  phone: info.phone,
  gender: info.gender,
  affiliationType: info.affiliationType,
  affiliation: info.affiliation,
  department: info.department,
  marketing: info.marketing,
  ...changes,
})

beforeAll(async () => {
  adminToken = await loginToken(seedUsernames.admin, seedPassword)
})

describe('the my-page endpoints are for members only', () => {
  it.each([
    ['GET', '/mypage/myPage'],
    ['POST', '/mypage/verify-password'],
    ['GET', '/mypage/my-info'],
    ['PATCH', '/mypage/my-info/update'],
    ['POST', '/mypage/avatar'],
    ['DELETE', '/mypage/avatar'],
    ['POST', '/mypage/change-password'],
    ['PATCH', '/mypage/sign-out'],
    ['DELETE', '/mypage/social/kakao'],
  ])('a guest gets 401 from %s %s', async (method, path) => {
    const { httpStatus, body } = await v1(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' })
    expect(httpStatus).toBe(401)
    expect(body.status.message).toBe('로그인이 필요합니다.')
  })
})

describe('summary and password gate', () => {
  let token: string

  beforeAll(async () => {
    token = await signIn(memberLogin.username)
  })

  it('the summary names the member, the class and the join date', async () => {
    const { httpStatus, body } = await v1<MyPageSummary>('/mypage/myPage', { headers: auth(token) })
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({
      login_id: 'member1',
      user_nm: '김민준',
      memberClassLabel: '기업회원',
      role: 'member',
      company: { name: '(주)새솔메이커스', role: 'manager', roleLabel: '관리자' },
    })
    expect(Date.parse(body.data!.joinedAt)).not.toBeNaN()
  })

  it('a wrong password does not open the profile', async () => {
    const { httpStatus, body } = await v1('/mypage/verify-password', { method: 'POST', headers: auth(token), body: json({ password: 'wrong-pass1!' }) })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('비밀번호가 일치하지 않습니다.')
  })

  it('the right password gives a profile token valid for about ten minutes', async () => {
    const { httpStatus, body } = await v1<ProfileGateData>('/mypage/verify-password', {
      method: 'POST',
      headers: auth(token),
      body: json({ password: seedPassword }),
    })
    expect(httpStatus).toBe(200)
    expect(body.data!.profileToken).toEqual(expect.any(String))
    const minutes = (Date.parse(body.data!.expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
  })

  it('the profile without a profile token is refused with 403', async () => {
    const { httpStatus, body } = await v1('/mypage/my-info', { headers: auth(token) })
    expect(httpStatus).toBe(403)
    expect(body.status.message).toBe('개인정보 보호를 위해 비밀번호를 다시 확인해 주세요.')
  })

  it('a forged profile token is refused with 403', async () => {
    const { httpStatus } = await v1('/mypage/my-info', { headers: auth(token, 'eyJ2Ijp7InVzZXJJZCI6MX19.forged') })
    expect(httpStatus).toBe(403)
  })

  it('with the profile token the member reads their own data', async () => {
    const { httpStatus, body } = await v1<MyInfo>('/mypage/my-info', { headers: auth(token, await openProfile(token)) })
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({
      login_id: 'member1',
      name: '김민준',
      email: 'member1@example.com',
      phone: '010-3456-7890',
      affiliation: '(주)새솔메이커스',
      socialAccounts: [],
    })
  })

  it("another member's profile token does not open this member's profile", async () => {
    const other = await signIn(seedUsernames.member2)
    const { httpStatus } = await v1('/mypage/my-info', { headers: auth(token, await openProfile(other)) })
    expect(httpStatus).toBe(403)
  })

  it('a member cannot read another member through /api/users/:id', async () => {
    const users = await requestJson<{ docs: { id: number; username: string }[] }>(`/api/users?where[username][equals]=${seedUsernames.member2}`, {
      headers: { Authorization: `JWT ${adminToken}` },
    })
    const other = users.body.docs.find((user) => user.username === seedUsernames.member2)!
    const { httpStatus } = await requestJson(`/api/users/${other.id}`, { headers: auth(token) })
    expect([403, 404]).toContain(httpStatus)
  })
})

describe('profile update', () => {
  let token: string
  let profileToken: string
  let info: MyInfo

  beforeAll(async () => {
    token = await signIn(await createMember())
    profileToken = await openProfile(token)
    info = (await v1<MyInfo>('/mypage/my-info', { headers: auth(token, profileToken) })).body.data!
  })

  const update = (changes: Record<string, unknown>, gate = profileToken) =>
    v1<MyInfo>('/mypage/my-info/update', { method: 'PATCH', headers: auth(token, gate), body: json(profileUpdate(info, changes)) })

  it('a malformed phone number is refused in Korean and nothing changes', async () => {
    const { httpStatus, body } = await update({ phone: '010-12-34' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('휴대폰 번호가 유효하지 않습니다.')
    const after = await v1<MyInfo>('/mypage/my-info', { headers: auth(token, profileToken) })
    expect(after.body.data!.phone).toBe('010-5555-1234')
  })

  it('an empty name is refused with the name prompt', async () => {
    const { httpStatus, body } = await update({ name: ' ' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('이름을 입력해 주세요.')
  })

  it('the update needs the profile token', async () => {
    const { httpStatus } = await v1('/mypage/my-info/update', {
      method: 'PATCH',
      headers: auth(token),
      body: json(profileUpdate(info, { phone: '010-9999-0000' })),
    })
    expect(httpStatus).toBe(403)
  })

  // A new phone number goes through its 문자 code instead (phone-verification.test.ts).
  it('valid changes are saved', async () => {
    const { httpStatus, body } = await update({ department: '기획팀', marketing: true })
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({ phone: '010-5555-1234', department: '기획팀', marketing: true })
    const after = await v1<MyInfo>('/mypage/my-info', { headers: auth(token, profileToken) })
    expect(after.body.data).toMatchObject({ phone: '010-5555-1234', department: '기획팀', marketing: true })
  })

  it("another member's e-mail cannot be taken", async () => {
    const { httpStatus, body } = await update({ email: 'member2@example.com' })
    expect(httpStatus).toBe(409)
    expect(body.status.message).toBe('이미 다른 회원이 사용 중인 이메일입니다.')
  })

  it('a new e-mail without a verified code is refused', async () => {
    const { httpStatus, body } = await update({ email: 'brand-new@example.com' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('변경할 이메일의 인증을 먼저 완료해 주세요.')
  })

  it('an image becomes the avatar; other files are refused in Korean', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    const upload = async (bytes: Buffer, type: string, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
      const response = await fetch(`${portalUrl()}/api/v1/mypage/avatar`, { method: 'POST', headers: auth(token, profileToken), body: form })
      return { httpStatus: response.status, body: (await response.json()) as { status: { message: string }; data: { avatarUrl: string } | null } }
    }
    const refused = await upload(Buffer.from('not an image'), 'text/plain', 'note.txt')
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.status.message).toBe('프로필 이미지는 JPG, PNG, GIF, WEBP 파일만 올릴 수 있습니다.')

    const saved = await upload(png, 'image/png', 'face.png')
    expect(saved.httpStatus).toBe(200)
    const file = await fetch(`${portalUrl()}${saved.body.data!.avatarUrl}`, { headers: auth(token) })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('image/png')
    expect((await fetch(`${portalUrl()}${saved.body.data!.avatarUrl}`)).status).not.toBe(200)

    const removed = await v1('/mypage/avatar', { method: 'DELETE', headers: auth(token, profileToken) })
    expect(removed.httpStatus).toBe(200)
    const after = await v1<MyInfo>('/mypage/my-info', { headers: auth(token, profileToken) })
    expect(after.body.data!.avatarUrl).toBeNull()
  })
})

describe('password change', () => {
  let loginId: string
  let token: string

  beforeAll(async () => {
    loginId = await createMember()
    token = await signIn(loginId)
  })

  const change = (body: Record<string, unknown>, bearerToken = token) =>
    v1<SignInData>('/mypage/change-password', { method: 'POST', headers: auth(bearerToken), body: json(body) })

  it('a wrong current password is refused', async () => {
    const { httpStatus, body } = await change({ currentPassword: 'not-mine1!', newPassword: 'newpass12!' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('현재 비밀번호가 일치하지 않습니다.')
  })

  it('a new password that breaks the rule is refused', async () => {
    const { httpStatus, body } = await change({ currentPassword: seedPassword, newPassword: 'short' })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('비밀번호는 영문, 숫자, 특수문자를 모두 포함한 8~20자로 입력해 주세요.')
  })

  it('after the change only the new password logs in, and this client stays signed in', async () => {
    const { httpStatus, body, headers } = await change({ currentPassword: seedPassword, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' })
    expect(httpStatus).toBe(200)
    expect(headers.get('set-cookie')).toContain('portal_refresh=')
    const fresh = body.data!.accessToken
    expect((await v1('/mypage/myPage', { headers: auth(fresh) })).httpStatus).toBe(200)
    expect((await v1('/mypage/myPage', { headers: auth(token) })).httpStatus).toBe(401)
    expect((await login(loginId, seedPassword)).httpStatus).toBe(401)
    expect((await login(loginId, 'newpass12!')).httpStatus).toBe(200)
  })
})

describe('withdrawal', () => {
  it('a wrong password keeps the account', async () => {
    const loginId = await createMember()
    const token = await signIn(loginId)
    const { httpStatus, body } = await v1('/mypage/sign-out', {
      method: 'PATCH',
      headers: auth(token),
      body: json({ password: 'wrong-pass1!', reasonType: 'etc', reason: '' }),
    })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('비밀번호가 일치하지 않습니다.')
    expect((await login(loginId)).httpStatus).toBe(200)
  })

  it('a withdrawn member can no longer log in, the personal data is gone and the id stays taken', async () => {
    const loginId = await createMember()
    const token = await signIn(loginId)
    const { httpStatus, headers } = await v1('/mypage/sign-out', {
      method: 'PATCH',
      headers: auth(token),
      body: json({ password: seedPassword, reasonType: 'rarely-used', reason: '이용할 일이 없어졌습니다.' }),
    })
    expect(httpStatus).toBe(200)
    expect(headers.get('set-cookie')).toMatch(/portal_refresh=;/)

    const refused = await login(loginId)
    expect(refused.httpStatus).toBe(401)
    expect(refused.body.status.message).toMatch(/[가-힣]/)
    expect((await v1('/mypage/myPage', { headers: auth(token) })).httpStatus).toBe(401)

    const stored = await requestJson<{ docs: Record<string, unknown>[] }>(`/api/users?where[username][equals]=${loginId}&depth=0`, {
      headers: { Authorization: `JWT ${adminToken}` },
    })
    expect(stored.body.docs[0]).toMatchObject({
      username: loginId,
      status: 'withdrawn',
      name: '탈퇴회원',
      phone: null,
      affiliation: null,
      withdrawal: { reasonType: 'rarely-used', reason: '이용할 일이 없어졌습니다.' },
    })
    expect(stored.body.docs[0]!.email).toMatch(/^withdrawn-\d+@invalid\.local$/)
  })
})
