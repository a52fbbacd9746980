import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { JoinData, SnsCallbackData, SnsPendingJoin, SnsProvidersData } from '../../contract/auth'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { adminLogin, createMember, markWithdrawn, type TestMember } from '../helpers/members'
import { consentAt } from '../helpers/oauth-standin'
import { authorize, callback, cookiesFrom, signInVia } from '../helpers/sns-flow'
import type { StandinProvider } from '../helpers/oauth-standin-env'

const callbackPaths: Record<StandinProvider, string> = { kakao: '/login/snsKakao', naver: '/login/snsNaver', google: '/login/snsGoogle' }

/** Kakao ids are numbers, the others opaque strings. */
const newSubject = (provider: StandinProvider) =>
  provider === 'kakao' ? String(crypto.randomInt(1_000_000_000, 9_999_999_999)) : `${provider}-${crypto.randomUUID()}`

const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? null

/** The join form a visitor sends after a social sign-in, without an e-mail code. */
const socialJoin = (email: string, cookie: string) =>
  v1<JoinData>('/join', {
    method: 'POST',
    headers: { Cookie: cookie },
    body: JSON.stringify({
      memberClass: 'general',
      email,
      login_id: `sns${crypto.randomUUID().slice(0, 8)}`,
      password: 'saesol2025!',
      passwordConfirm: 'saesol2025!',
      name: '새방문자',
      phoneCountry: '+82',
      phone: '010-2345-6789',
      agreements: { terms: true, privacy: true, marketing: false },
    }),
  })

/** The e-mail of a seeded account, as the admin sees it. */
const emailOf = async (username: string) => {
  const { body } = await requestJson<{ docs: { email: string }[] }>(`/api/users?where[username][equals]=${username}`, { headers: bearer(await adminLogin()) })
  return body.docs[0]!.email
}

const whoIs = async (accessToken: string) =>
  (await requestJson<{ user: { username: string } | null }>('/api/users/me', { headers: bearer(accessToken) })).body.user?.username

describe('the social sign-in providers', () => {
  it('lists the configured providers with their Korean names', async () => {
    const { httpStatus, body } = await v1<SnsProvidersData>('/auth/sns/providers')
    expect(httpStatus).toBe(200)
    expect(body.data?.list).toEqual([
      { provider: 'kakao', label: '카카오' },
      { provider: 'naver', label: '네이버' },
      { provider: 'google', label: '구글' },
    ])
  })

  it('refuses an unknown provider with a Korean message', async () => {
    const { httpStatus, body } = await v1('/auth/sns/facebook/authorize')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('지원하지 않는 간편 로그인 방식입니다.')
  })

  it.each(['//evil.example/', '/%09/evil.example', '/%0A/evil.example', '/%0D%0A/evil.example', '/%5C/evil.example', '/%2F/evil.example', ' /myPage'])(
    'refuses %s as a redirect: the browser would leave the site',
    async (redirect) => {
      const { httpStatus, body } = await v1(`/auth/sns/kakao/authorize?redirect=${redirect}`)
      expect(httpStatus).toBe(400)
      expect(body.status.message).toBe('돌아갈 주소가 올바르지 않습니다.')
    },
  )

  it('accepts a path on this site as a redirect', async () => {
    const { httpStatus } = await v1('/auth/sns/kakao/authorize?redirect=/myPage/myInfo%3Ftab%3D1')
    expect(httpStatus).toBe(200)
  })
})

describe.each(['kakao', 'naver', 'google'] as const)('signing in with %s', (provider) => {
  it('sends the visitor to the provider with a state (and PKCE S256 where supported) and keeps them in an HttpOnly cookie', async () => {
    const { httpStatus, url, headers } = await authorize(provider, '?redirect=/myPage/myInfo')
    expect(httpStatus).toBe(200)
    const authorizeUrl = new URL(url)
    expect(authorizeUrl.pathname).toBe(`/${provider}/authorize`)
    expect(authorizeUrl.searchParams.get('response_type')).toBe('code')
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${portalUrl()}${callbackPaths[provider]}`)
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{40,}$/)
    if (provider === 'naver') {
      expect(authorizeUrl.searchParams.has('code_challenge')).toBe(false)
    } else {
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    }
    const cookie = setCookie(headers, 'portal_oauth_state')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/sns/)
    expect(cookie).toMatch(/Max-Age=600/)
  })

  it('refuses a callback whose state does not match, and clears the state cookie', async () => {
    const start = await authorize(provider)
    const back = await consentAt(start.url, { sub: newSubject(provider) })
    const { httpStatus, body, headers } = await callback(provider, { code: back.searchParams.get('code'), state: 'forged-state' }, start.cookie)
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.')
    expect(setCookie(headers, 'portal_oauth_state')).toMatch(/Expires=Thu, 01 Jan 1970/)
  })

  it('refuses a callback without the state cookie', async () => {
    const start = await authorize(provider)
    const back = await consentAt(start.url, { sub: newSubject(provider) })
    const { httpStatus } = await callback(provider, { code: back.searchParams.get('code'), state: back.searchParams.get('state') }, '')
    expect(httpStatus).toBe(400)
  })

  it('explains a declined consent in Korean', async () => {
    const start = await authorize(provider)
    const back = await consentAt(start.url, { deny: true })
    expect(back.searchParams.get('error')).toBe('access_denied')
    const { httpStatus, body } = await callback(provider, { error: back.searchParams.get('error'), state: back.searchParams.get('state') }, start.cookie)
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('간편 로그인 동의가 취소되었습니다. 다시 시도하시거나 아이디로 로그인해 주세요.')
  })

  it('refuses a replayed callback on the server: a state is used once, even with its signed cookie copied', async () => {
    const start = await authorize(provider)
    const back = await consentAt(start.url, { sub: newSubject(provider) })
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') }
    expect((await callback(provider, body, start.cookie)).httpStatus).toBe(200)
    const replay = await callback(provider, body, start.cookie)
    expect(replay.httpStatus).toBe(400)
    expect(replay.body.status.message).toBe('로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.')
  })

  it('answers a code the provider refuses with 502 and a Korean message, not the provider text', async () => {
    const start = await authorize(provider)
    const back = await consentAt(start.url, { sub: newSubject(provider) })
    const refused = await callback(provider, { code: 'never-issued-code', state: back.searchParams.get('state') }, start.cookie)
    expect(refused.httpStatus).toBe(502)
    expect(refused.body.status.message).toMatch(/로그인 처리 중 문제가 발생했습니다/)
    expect(refused.body.status.message).not.toMatch(/invalid_grant|code/)
  })

  it('continues an unknown identity in the join flow and remembers it for the join form', async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`
    const { httpStatus, body, headers } = await signInVia(provider, { sub: newSubject(provider), email, name: '새방문자', emailVerified: true })
    expect(httpStatus).toBe(200)
    const emailVerified = provider !== 'naver'
    expect(body.data).toEqual({ result: 'join', provider, email, name: '새방문자', emailVerified })
    const pendingCookie = setCookie(headers, 'portal_sns_join')
    expect(pendingCookie).toMatch(/HttpOnly/i)
    const pending = await v1<SnsPendingJoin | null>('/auth/sns/pending', { headers: { Cookie: cookiesFrom(headers) } })
    expect(pending.httpStatus).toBe(200)
    expect(pending.body.data).toEqual({ provider, email, name: '새방문자', emailVerified })
  })

  it('has no pending join without the cookie', async () => {
    const { httpStatus, body } = await v1<SnsPendingJoin | null>('/auth/sns/pending')
    expect(httpStatus).toBe(200)
    expect(body.data).toBeNull()
  })

  it('links a signed-in member on request, and the linked identity signs that member in afterwards', async () => {
    const member = await createMember(`link${provider}`)
    const token = await loginToken(member.username, member.password)
    const sub = newSubject(provider)
    const linked = await signInVia(provider, { sub, email: 'other-address@example.com' }, { query: '?mode=link', headers: bearer(token) })
    expect(linked.httpStatus).toBe(200)
    expect(linked.body.data).toEqual({ result: 'linked', provider })

    const again = await signInVia(provider, { sub, email: 'other-address@example.com' }, { query: '?redirect=/myPage/myPage' })
    expect(again.httpStatus).toBe(200)
    expect(again.body.data).toMatchObject({ result: 'login', redirect: '/myPage/myPage', userInfo: { login_id: member.username, role: 'member' } })
    const data = again.body.data as Extract<SnsCallbackData, { result: 'login' }>
    expect(await whoIs(data.accessToken)).toBe(member.username)
    expect(setCookie(again.headers, 'portal_refresh')).toMatch(/HttpOnly/i)
  })

  it('needs a signed-in member to link', async () => {
    const { httpStatus, body } = await authorize(provider, '?mode=link')
    expect(httpStatus).toBe(401)
    expect(body.status.message).toBe('로그인이 필요합니다.')
  })

  it('refuses to link an identity that belongs to another member', async () => {
    const [owner, other] = [await createMember(`own${provider}`), await createMember(`oth${provider}`)]
    const sub = newSubject(provider)
    await signInVia(provider, { sub }, { query: '?mode=link', headers: bearer(await loginToken(owner.username, owner.password)) })
    const { httpStatus, body } = await signInVia(provider, { sub }, { query: '?mode=link', headers: bearer(await loginToken(other.username, other.password)) })
    expect(httpStatus).toBe(409)
    expect(body.status.message).toMatch(/이미 다른 회원에게 연결되어 있습니다/)
  })

  it('refuses to link an identity to a staff account, and staff never sign in through a provider', async () => {
    const staffToken = await loginToken(seedUsernames.staff, seedPassword)
    const { httpStatus, body } = await signInVia(provider, { sub: newSubject(provider) }, { query: '?mode=link', headers: bearer(staffToken) })
    expect(httpStatus).toBe(403)
    expect(body.status.message).toBe('직원·관리자 계정은 간편 로그인을 사용할 수 없습니다. 아이디와 비밀번호로 로그인해 주세요.')
  })

  it('refuses a member promoted to staff who signs in with an identity linked before', async () => {
    const member = await createMember(`promo${provider}`)
    const sub = newSubject(provider)
    await signInVia(provider, { sub }, { query: '?mode=link', headers: bearer(await loginToken(member.username, member.password)) })
    const promoted = await requestJson(`/api/users/${member.id}`, {
      method: 'PATCH',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ role: 'staff' }),
    })
    expect(promoted.httpStatus).toBe(200)
    const { httpStatus, headers } = await signInVia(provider, { sub })
    expect(httpStatus).toBe(403)
    expect(setCookie(headers, 'portal_refresh')).toBeNull()
  })

  it('refuses a withdrawn member', async () => {
    const member: TestMember = await createMember(`wd${provider}`)
    const sub = newSubject(provider)
    await signInVia(provider, { sub }, { query: '?mode=link', headers: bearer(await loginToken(member.username, member.password)) })
    await markWithdrawn(member)
    const { httpStatus, body, headers } = await signInVia(provider, { sub })
    expect(httpStatus).toBe(403)
    expect(body.status.message).toBe('탈퇴한 회원의 간편 로그인 계정입니다. 새로 가입한 뒤 이용해 주세요.')
    expect(setCookie(headers, 'portal_refresh')).toBeNull()
  })

  if (provider === 'naver') {
    it("does not trust Naver's e-mail: a member's address continues in the join flow instead of linking", async () => {
      const member = await createMember('navermail')
      const { body } = await signInVia(provider, { sub: newSubject(provider), email: member.email, emailVerified: true })
      expect(body.data).toMatchObject({ result: 'join', email: member.email, emailVerified: false })
    })

    it('asks for the e-mail code when a Naver sign-in continues in the join flow', async () => {
      const email = `nv-${crypto.randomUUID().slice(0, 8)}@example.com`
      const started = await signInVia(provider, { sub: newSubject(provider), email, emailVerified: true })
      const joined = await socialJoin(email, cookiesFrom(started.headers))
      expect(joined.httpStatus).toBe(400)
      expect(joined.body.status.message).toMatch(/이메일 인증이 완료되지 않았거나 만료되었습니다/)
    })
  } else {
    it('links a first sign-in to the member with the same verified e-mail and signs in', async () => {
      const member = await createMember(`mail${provider}`)
      const sub = newSubject(provider)
      const first = await signInVia(provider, { sub, email: member.email, name: '다른이름', emailVerified: true })
      expect(first.httpStatus).toBe(200)
      expect(first.body.data).toMatchObject({ result: 'login', redirect: '/', userInfo: { login_id: member.username } })

      const second = await signInVia(provider, { sub, email: 'changed@example.com' })
      expect(second.body.data).toMatchObject({ result: 'login', userInfo: { login_id: member.username } })
    })

    it('never signs in to a staff or admin account by its e-mail, even one the provider verified', async () => {
      for (const account of [seedUsernames.admin, seedUsernames.staff]) {
        const email = await emailOf(account)
        const { httpStatus, body } = await signInVia(provider, { sub: newSubject(provider), email, emailVerified: true })
        expect(httpStatus).toBe(200)
        expect(body.data).toMatchObject({ result: 'join', email })
        expect(body.data).not.toHaveProperty('accessToken')
      }
    })

    it('does not link by an e-mail the provider has not verified', async () => {
      const member = await createMember(`unv${provider}`)
      const { body } = await signInVia(provider, { sub: newSubject(provider), email: member.email, emailVerified: false })
      expect(body.data).toMatchObject({ result: 'join', email: member.email, emailVerified: false })
    })

    it('joins with the verified e-mail without a code, links the identity and clears the pending join', async () => {
      const email = `jn-${crypto.randomUUID().slice(0, 8)}@example.com`
      const sub = newSubject(provider)
      const started = await signInVia(provider, { sub, email, name: '새방문자', emailVerified: true })
      const joined = await socialJoin(email, cookiesFrom(started.headers))
      expect(joined.httpStatus).toBe(200)
      expect(setCookie(joined.headers, 'portal_sns_join')).toMatch(/Expires=Thu, 01 Jan 1970/)

      const next = await signInVia(provider, { sub, email })
      expect(next.body.data).toMatchObject({ result: 'login', userInfo: { login_id: joined.body.data!.login_id } })
    })
  }
})
