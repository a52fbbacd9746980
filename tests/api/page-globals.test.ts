import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { introPageKeys } from '../../contract/pages'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { type Caller, callers, expectRefusedGraphQL, graphql, refusedStatuses, rest } from '../helpers/access-matrix'
import { loginToken, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'

/**
 * The pages staff edit under 페이지 관리 are Payload globals: everyone reads the published page,
 * only staff and admins write, and the portal shows the published state, never a draft.
 */
type PageGlobal = {
  slug: string
  graphql: string
  /** The portal's read of the page. */
  v1: string
  /** A text field to change, and how the portal's answer shows it. */
  field: string
  shown: (data: Record<string, unknown>) => unknown
  drafts: boolean
}

const introGlobals = introPageKeys.map((key): PageGlobal => ({
  slug: `intro-${key}`,
  graphql: `Intro${key.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`,
  v1: `/pages/intro/${key}`,
  field: 'lead',
  shown: (data) => data.lead,
  drafts: true,
}))

const pageGlobals: PageGlobal[] = [
  { slug: 'greeting-page', graphql: 'GreetingPage', v1: '/pages/greeting', field: 'headline', shown: (data) => data.headline, drafts: true },
  { slug: 'vision-page', graphql: 'VisionPage', v1: '/pages/vision', field: 'statement', shown: (data) => data.statement, drafts: true },
  { slug: 'org-chart', graphql: 'OrgChart', v1: '/pages/chart', field: 'head', shown: (data) => (data.head as { title: string }).title, drafts: true },
  ...introGlobals,
  { slug: 'site-settings', graphql: 'SiteSetting', v1: '/site/settings', field: 'address', shown: (data) => data.address, drafts: false },
]

/** The org chart's head is a group: its title is the text the cells change. */
const changeOf = (page: PageGlobal, text: string) => (page.field === 'head' ? { head: { title: text } } : { [page.field]: text })

const tokens = {} as Record<Caller, string | null>
const run = `pg${Date.now().toString(36)}`
let count = 0
const marker = () => `${run}-${++count}`

const readRest = async (page: PageGlobal, token: string | null = tokens.admin) =>
  (await rest<Record<string, unknown>>(token, `/globals/${page.slug}?depth=0`)).body

const portalShows = async (page: PageGlobal) => {
  const { httpStatus, body } = await v1<Record<string, unknown>>(page.v1)
  expect(httpStatus).toBe(200)
  return page.shown(body.data!)
}

/** Puts back the published page as the seed left it, whatever a test did. */
const originals = new Map<string, Record<string, unknown>>()
const restore = async (page: PageGlobal) => {
  const original = originals.get(page.slug)!
  const { id: _id, globalType: _type, createdAt: _created, updatedAt: _updated, ...data } = original
  await rest(tokens.admin, `/globals/${page.slug}`, { method: 'POST', body: JSON.stringify({ ...data, ...(page.drafts ? { _status: 'published' } : {}) }) })
}

beforeAll(async () => {
  tokens.guest = null
  tokens.member = await loginToken(seedUsernames.member1, seedPassword)
  tokens.staff = await loginToken(seedUsernames.staff, seedPassword)
  tokens.admin = await loginToken(seedUsernames.admin, seedPassword)
  for (const page of pageGlobals) originals.set(page.slug, await readRest(page))
})

afterAll(async () => {
  for (const page of pageGlobals) await restore(page)
})

const mayWrite: Record<Caller, boolean> = { guest: false, member: false, staff: true, admin: true }

describe.each(pageGlobals)('$slug', (page) => {
  for (const caller of callers) {
    it(`${caller} reads the published page through REST, GraphQL and /api/v1`, async () => {
      const published = page.shown(await (await v1<Record<string, unknown>>(page.v1)).body.data!)
      const viaRest = await rest<Record<string, unknown>>(tokens[caller], `/globals/${page.slug}?depth=0`)
      expect(viaRest.httpStatus).toBe(200)
      const field = page.field === 'head' ? 'head { title }' : page.field
      const answer = await graphql<Record<string, Record<string, unknown>>>(tokens[caller], `{ ${page.graphql} { ${field} } }`)
      expect(answer.errors).toEqual([])
      const restValue = page.field === 'head' ? (viaRest.body.head as { title: string }).title : viaRest.body[page.field]
      const graphqlValue = page.field === 'head' ? (answer.data![page.graphql]!.head as { title: string }).title : answer.data![page.graphql]![page.field]
      expect(restValue).toBe(published)
      expect(graphqlValue).toBe(published)
    })

    it(`${caller} ${mayWrite[caller] ? 'may' : 'may not'} change it through REST`, async () => {
      const text = marker()
      const before = await readRest(page)
      const { httpStatus } = await rest(tokens[caller], `/globals/${page.slug}${page.drafts ? '?draft=true' : ''}`, {
        method: 'POST',
        body: JSON.stringify(changeOf(page, text)),
      })
      if (!mayWrite[caller]) {
        expect(refusedStatuses).toContain(httpStatus)
        expect(await readRest(page)).toEqual(before)
        return
      }
      expect(httpStatus).toBe(200)
      await restore(page)
    })

    it(`${caller} ${mayWrite[caller] ? 'may' : 'may not'} change it through GraphQL`, async () => {
      const before = await readRest(page)
      // GraphQL wants every required field: the page as it is, with the one change.
      const { id: _id, globalType: _type, createdAt: _created, updatedAt: _updated, _status: _state, ...current } = before
      const draft = page.drafts ? ', draft: true' : ''
      const answer = await graphql(
        tokens[caller],
        `mutation ($data: mutation${page.graphql}Input!) { update${page.graphql}(data: $data${draft}) { updatedAt } }`,
        {
          data: { ...current, ...changeOf(page, marker()) },
        },
      )
      if (!mayWrite[caller]) {
        expectRefusedGraphQL(answer)
        expect(await readRest(page)).toEqual(before)
        return
      }
      expect(answer.errors).toEqual([])
      await restore(page)
    })
  }
})

describe('what the portal shows of a page', () => {
  const greeting = pageGlobals[0]!

  it('a draft staff save leaves the published page on the portal, for staff too', async () => {
    const published = await portalShows(greeting)
    const draft = marker()
    await rest(tokens.staff, '/globals/greeting-page?draft=true', { method: 'POST', body: JSON.stringify({ headline: draft }) })
    expect(await portalShows(greeting)).toBe(published)
    const asStaff = await v1<{ headline: string }>('/pages/greeting', { headers: { Authorization: `JWT ${tokens.staff}` } })
    expect(asStaff.body.data!.headline).toBe(published)
    await restore(greeting)
  })

  it('publishing shows the new text at once', async () => {
    const text = marker()
    const { httpStatus } = await rest(tokens.staff, '/globals/greeting-page', {
      method: 'POST',
      body: JSON.stringify({ headline: text, _status: 'published' }),
    })
    expect(httpStatus).toBe(200)
    expect(await portalShows(greeting)).toBe(text)
    await restore(greeting)
  })

  it('an unpublished page answers 404 with a Korean message', async () => {
    const tech = introGlobals.find((page) => page.slug === 'intro-tech')!
    await rest(tokens.staff, '/globals/intro-tech', { method: 'POST', body: JSON.stringify({ _status: 'draft' }) })
    const { httpStatus, body } = await v1(tech.v1)
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('아직 게시된 내용이 없습니다.')
    await restore(tech)
    expect(await portalShows(tech)).toBe(originals.get('intro-tech')!.lead)
  })

  it('rich text arrives as escaped HTML', async () => {
    await rest(tokens.staff, '/globals/intro-tech', {
      method: 'POST',
      body: JSON.stringify({ body: lexical('<script>alert(1)</script> 본문'), _status: 'published' }),
    })
    const { body } = await v1<{ html: string }>('/pages/intro/tech')
    expect(body.data!.html).toContain('&lt;script&gt;')
    expect(body.data!.html).not.toContain('<script>')
    await restore(introGlobals.find((page) => page.slug === 'intro-tech')!)
  })

  it('an unknown introduction answers 404', async () => {
    const { httpStatus, body } = await v1('/pages/intro/unknown')
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('존재하지 않는 페이지입니다.')
  })

  it('the greeting carries the director’s photo, title and name', async () => {
    const { body } = await v1<{ photo: { url: string; alt: string } | null; signatureTitle: string; signatureName: string }>('/pages/greeting')
    expect(body.data!.photo?.url).toMatch(/^\/api\/media\/file\//)
    expect(body.data!.photo?.alt).toBeTruthy()
    expect(body.data!.signatureName).toBeTruthy()
  })

  it('the organisation chart is data: units with head, phone and duties', async () => {
    const { body } = await v1<{ units: { name: string; head: string | null; phone: string | null; duties: string[] }[] }>('/pages/chart')
    expect(body.data!.units.length).toBeGreaterThan(0)
    for (const unit of body.data!.units) {
      expect(unit.name).toBeTruthy()
      expect(unit.duties.length).toBeGreaterThan(0)
    }
  })

  it('site settings reach everyone, footer and tab title included', async () => {
    const { body } = await v1<{ pageTitle: string; address: string; phone: string; copyright: string; institutions: { label: string; url: string }[] }>(
      '/site/settings',
    )
    expect(body.data!.pageTitle).toBeTruthy()
    expect(body.data!.copyright).toBeTruthy()
    expect(body.data!.institutions.every((institution) => institution.url.startsWith('https://'))).toBe(true)
  })

  it('a link that is not a web address is refused with a Korean message', async () => {
    const before = await readRest(pageGlobals.at(-1)!)
    const { httpStatus, body } = await rest<{ errors: { message: string }[] }>(tokens.staff, '/globals/site-settings', {
      method: 'POST',
      body: JSON.stringify({ privacyPolicyUrl: 'javascript:alert(1)' }),
    })
    expect(httpStatus).toBe(400)
    expect(body.errors[0]!.message).toContain('개인정보처리방침 주소')
    expect(await readRest(pageGlobals.at(-1)!)).toEqual(before)
  })
})
