import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

/** A server of its own, started as `npm start` is by default: no TRUST_PROXY, a small login budget. */
describe('a server that trusts no proxy (TRUST_PROXY unset)', () => {
  let portal: RunningPortal

  beforeAll(async () => {
    portal = await startPortal('trust', { TRUST_PROXY: '', RATE_LIMIT_LOGIN: '5' })
  })

  afterAll(async () => {
    await portal?.stop()
  })

  const login = (forwardedFor: string) =>
    fetch(`${portal.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ login_id: `nobody${forwardedFor.replaceAll('.', '')}`, password: 'wrong-pass1!' }),
    })

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address for each guess', async () => {
    for (let guess = 1; guess <= 5; guess++) expect((await login(`192.0.2.${guess}`)).status).toBe(401)
    expect((await login('192.0.2.99')).status).toBe(429)
  })
})
