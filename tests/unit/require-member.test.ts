import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { requireMember } from '@cms/platform/access/require-member'

const request = (user: unknown, authorization?: string) =>
  ({ user, headers: new Headers(authorization ? { Authorization: authorization } : {}) }) as unknown as PayloadRequest

describe('requireMember (docs/api.md 인증과 토큰)', () => {
  it('answers a request whose token Payload refused (expired, revoked) with 401 "expired"', () => {
    expect(() => requireMember(request(null, 'Bearer expired.token.here'))).toThrow(
      expect.objectContaining({ httpStatus: 401, userMessage: '로그인이 만료되었습니다. 다시 로그인해 주세요.' }),
    )
  })

  it('answers a guest without a token with 401 "login required"', () => {
    expect(() => requireMember(request(null))).toThrow(expect.objectContaining({ httpStatus: 401, userMessage: '로그인이 필요합니다.' }))
  })

  it('lets an active member through', () => {
    expect(requireMember(request({ id: 1, status: 'active' }, 'Bearer token'))).toMatchObject({ id: 1 })
  })
})
