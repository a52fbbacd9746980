import { afterEach, describe, expect, it, vi } from 'vitest'
import { configuredProviders, providerConfig } from '../../cms/domains/sns-login/providers/providers'

afterEach(() => {
  vi.unstubAllEnvs()
})

const clearAll = () => {
  for (const prefix of ['KAKAO', 'NAVER', 'GOOGLE']) {
    for (const suffix of ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZE_URL', 'TOKEN_URL', 'PROFILE_URL']) vi.stubEnv(`${prefix}_${suffix}`, '')
  }
}

describe('social sign-in provider settings', () => {
  it('leaves a provider without a client id unconfigured, so its button is hidden', () => {
    clearAll()
    vi.stubEnv('GOOGLE_CLIENT_ID', 'google-id')
    vi.stubEnv('GOOGLE_CLIENT_SECRET', 'google-secret')
    expect(configuredProviders().map((config) => config.provider)).toEqual(['google'])
    expect(providerConfig('kakao')).toBeNull()
  })

  it('configures Kakao from its REST API key alone, since its client secret is optional', () => {
    clearAll()
    vi.stubEnv('KAKAO_CLIENT_ID', 'kakao-key')
    expect(providerConfig('kakao')).toMatchObject({ clientId: 'kakao-key', clientSecret: null, pkce: true })
  })

  it('needs the client secret for Naver and Google', () => {
    clearAll()
    vi.stubEnv('NAVER_CLIENT_ID', 'naver-id')
    expect(providerConfig('naver')).toBeNull()
  })

  it('uses the real endpoints unless an override is set', () => {
    clearAll()
    vi.stubEnv('NAVER_CLIENT_ID', 'naver-id')
    vi.stubEnv('NAVER_CLIENT_SECRET', 'naver-secret')
    expect(providerConfig('naver')).toMatchObject({
      authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
      tokenUrl: 'https://nid.naver.com/oauth2.0/token',
      profileUrl: 'https://openapi.naver.com/v1/nid/me',
      pkce: false,
    })
    vi.stubEnv('NAVER_TOKEN_URL', 'http://127.0.0.1:9/naver/token')
    expect(providerConfig('naver')?.tokenUrl).toBe('http://127.0.0.1:9/naver/token')
  })
})
