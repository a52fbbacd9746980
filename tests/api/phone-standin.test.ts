import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalUrl } from '../helpers/api'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

describe('the development phone stand-in (/dev/phone)', () => {
  it('is served outside production, per number, in Korean', async () => {
    const page = await fetch(`${portalUrl()}/dev/phone`)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('개발용 문자함')
    const json = await fetch(`${portalUrl()}/dev/phone/messages?to=010-0000-0000`)
    expect(await json.json()).toEqual({ messages: [] })
  })

  describe('in production mode', () => {
    let production: RunningPortal
    beforeAll(async () => {
      production = await startPortal(
        'phone-prod',
        { PUBLIC_URL: 'https://sanhak.example.ac.kr', SMTP_HOST: '127.0.0.1', SEED_ON_EMPTY: 'false' },
        { nodeEnv: 'production' },
      )
    })
    afterAll(() => production?.stop())

    it('is not served: neither the page nor its JSON', async () => {
      const page = await fetch(`${production.url}/dev/phone`)
      expect(await page.text()).not.toContain('개발용 문자함')
      const json = await fetch(`${production.url}/dev/phone/messages`)
      expect(json.headers.get('content-type')).not.toContain('application/json')
    })
  })
})
