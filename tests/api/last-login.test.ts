import { describe, expect, it, vi } from 'vitest'
import type { SignInData } from '../../contract/auth'
import { bearer, requestJson, v1 } from '../helpers/api'
import { adminLogin, createMember, type TestMember } from '../helpers/members'

/** 최근 로그인 as staff see it in the admin's member list. */
const lastLoginOf = async (member: TestMember) => {
  const { body } = await requestJson<{ lastLoginAt?: string | null }>(`/api/users/${member.id}`, { headers: bearer(await adminLogin()) })
  return body.lastLoginAt ?? null
}

const portalLogin = async (member: TestMember) => {
  const { body } = await v1<SignInData>('/auth/login', { method: 'POST', body: JSON.stringify({ login_id: member.username, password: member.password }) })
  return body.data!.accessToken
}

const isRecent = (value: string | null) => value !== null && Math.abs(Date.now() - Date.parse(value)) < 60_000

describe('최근 로그인', () => {
  it('is recorded by a portal login', async () => {
    const member = await createMember('lastlogin')
    expect(await lastLoginOf(member)).toBeNull()
    await portalLogin(member)
    expect(isRecent(await lastLoginOf(member))).toBe(true)
  })

  it("is recorded by Payload's own login, which staff use for the admin", async () => {
    const member = await createMember('lastlogin')
    const { httpStatus } = await requestJson('/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ username: member.username, password: member.password }),
    })
    expect(httpStatus).toBe(200)
    expect(isRecent(await lastLoginOf(member))).toBe(true)
  })

  it('is left alone by the my-page password check, which is no sign-in', async () => {
    const member = await createMember('lastlogin')
    const token = await portalLogin(member)
    const signedIn = await lastLoginOf(member)
    // Once the clock has moved past the sign-in, a login wrongly recorded by the check would differ.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(signedIn ?? '')))
    const { httpStatus } = await v1('/mypage/verify-password', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ password: member.password }),
    })
    expect(httpStatus).toBe(200)
    expect(await lastLoginOf(member)).toBe(signedIn)
  })
})
