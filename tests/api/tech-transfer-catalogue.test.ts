import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { SiteSearchResult } from '../../contract/search'
import type { TechnologyDetail, TechnologySummary } from '../../contract/tech-transfer'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { technologies as seeded } from '../../seed/data/technologies'
import { buildPdf } from '../../seed/lib/documents'
import { seedNda } from '../../seed/tech-transfer'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { adminLogin, createCompanyMember, createMember } from '../helpers/members'

type Tech = TechnologySummary
const list = (query: string, token?: string) => v1<ListData<Tech>>(`/tech-transfer/technologies?${query}`, token ? { headers: bearer(token) } : undefined)
const detail = (id: number, token?: string) => v1<TechnologyDetail>(`/tech-transfer/technologies/${id}`, token ? { headers: bearer(token) } : undefined)
const agree = (id: number, token: string, version: string) =>
  v1<TechnologyDetail['detailDocument']>(`/tech-transfer/technologies/${id}/nda`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({ version, agree: true }),
  })
const download = (url: string, token?: string) => fetch(`${portalUrl()}${url}`, { headers: token ? bearer(token) : {} })
const setNdaVersion = async (version: string) => {
  const { httpStatus } = await requestJson('/api/globals/technology-nda', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ version, text: seedNda.text }),
  })
  expect(httpStatus).toBe(200)
}

const draftTechnology = (title: string) => ({
  title,
  summary: '초안',
  field: 'ict',
  overview: lexical('초안 본문'),
  applications: '없음',
  effects: '없음',
  trl: 3,
  transferTypes: ['nonExclusive'],
})

/**
 * The whole published catalogue in the newest order, page by page: the seed has 30, and the files
 * that ran before this one on the same server (the access matrix, the import) may have published more
 * than the 48 a page holds.
 */
let catalogue: Tech[]
const titled = (title: string) => catalogue.find((tech) => tech.title === title)!
const idsOf = (techs: Tech[]) => techs.map((tech) => tech.id).sort((a, b) => a - b)

/** Every technology a query finds, 48 to a page. */
const listAll = async (query: string) => {
  const found: Tech[] = []
  for (let page = 1; ; page++) {
    const { body } = await list(`${query}&pageSize=48&pageIndex=${page}`)
    found.push(...body.data!.list)
    if (page >= body.data!.page_cnt) return { found, total: body.data!.cnt_total }
  }
}

beforeAll(async () => {
  catalogue = (await listAll('sort=newest')).found
})

describe('the technology catalogue', () => {
  it('lists the published technologies twelve to a page, newest first', async () => {
    const { httpStatus, body } = await list('')
    expect(httpStatus).toBe(200)
    expect(body.data!.list).toHaveLength(12)
    expect(body.data!.cnt_total).toBe(catalogue.length)
    expect(catalogue.length).toBeGreaterThanOrEqual(seeded.length)
    expect(body.data!.page_cnt).toBe(Math.ceil(catalogue.length / 12))
    const dates = catalogue.map((tech) => tech.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await list('pageSize=5&pageIndex=2')
    expect(second.body.data!.list.map((tech) => tech.id)).toEqual(catalogue.slice(5, 10).map((tech) => tech.id))
  })

  it('describes each card with its labels, patents badge, inventors and transfer types', () => {
    const aluminium = titled('고강도 알루미늄 합금의 저온 시효 열처리 방법')
    expect(aluminium).toMatchObject({
      field: 'mechanical',
      fieldLabel: '기계·소재',
      subField: 'materials',
      subFieldLabel: '신소재',
      trl: 6,
      transferTypes: ['nonExclusive', 'exclusive'],
      transferTypeLabels: ['통상실시', '전용실시'],
      availability: 'available',
      availabilityLabel: '이전 가능',
      patentStatus: 'registered',
      patentStatusLabel: '등록',
      keywords: ['알루미늄', '열처리', '경량화', '자동차 부품'],
      inventorNames: ['한소희', '김도현'],
    })
    expect(titled('고령자 친화 가전 사용자 인터페이스 디자인 가이드')).toMatchObject({ patentStatus: null, patentStatusLabel: null })
  })

  it.each([
    ['field=energy', (tech: Tech) => tech.field === 'energy'],
    ['field=energy,bio', (tech: Tech) => ['energy', 'bio'].includes(tech.field)],
    ['subField=battery', (tech: Tech) => tech.subField === 'battery'],
    ['availability=licensed', (tech: Tech) => tech.availability === 'licensed'],
    ['trlMin=6&trlMax=7', (tech: Tech) => tech.trl >= 6 && tech.trl <= 7],
    ['transferType=exclusive', (tech: Tech) => tech.transferTypes.includes('exclusive')],
    ['transferType=knowHow,assignment', (tech: Tech) => tech.transferTypes.some((type) => ['knowHow', 'assignment'].includes(type))],
    ['field=electronics&availability=available&trlMin=5', (tech: Tech) => tech.field === 'electronics' && tech.availability === 'available' && tech.trl >= 5],
    ['field=bio&transferType=nonExclusive&trlMax=6', (tech: Tech) => tech.field === 'bio' && tech.transferTypes.includes('nonExclusive') && tech.trl <= 6],
  ])('filters by %s', async (query, keep) => {
    const expected = catalogue.filter(keep)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(catalogue.length)
    const { found, total } = await listAll(query)
    expect(idsOf(found)).toEqual(idsOf(expected))
    expect(total).toBe(expected.length)
  })

  it('finds a technology by any of its patents’ statuses, not only its badge', async () => {
    const { body } = await list('patentStatus=pct&pageSize=48')
    const titles = body.data!.list.map((tech) => tech.title)
    // Registered in Korea (its badge) and filed under the PCT.
    expect(titles).toContain('고강도 알루미늄 합금의 저온 시효 열처리 방법')
    expect(titles).not.toContain('사출 금형의 컨포멀 냉각 채널 설계 기술')
    const applied = await list('patentStatus=applied&pageSize=48')
    expect(applied.body.data!.list.every((tech) => tech.patentStatus === 'applied')).toBe(true)
  })

  it('searches titles, summaries, keywords and inventors', async () => {
    const byInventor = await list(`searchKeyword=${encodeURIComponent('한소희')}&pageSize=48`)
    expect(byInventor.body.data!.list.map((tech) => tech.title).sort()).toEqual(
      seeded
        .filter((tech) => tech.inventors.some((inventor) => inventor.name === '한소희'))
        .map((tech) => tech.title)
        .sort(),
    )
    const byKeyword = await list(`searchKeyword=${encodeURIComponent('스마트 팩토리')}&pageSize=48`)
    expect(byKeyword.body.data!.list.map((tech) => tech.title)).toContain('제조 설비 이상 징후를 예측하는 경량 딥러닝 모델')
    const bySummary = await list(`searchKeyword=${encodeURIComponent('20ms')}`)
    expect(bySummary.body.data!.list.map((tech) => tech.title)).toEqual(['협동로봇의 충돌 감지 및 안전 정지 제어 알고리즘'])
    const combined = await list(`searchKeyword=${encodeURIComponent('배터리')}&field=electronics&pageSize=48`)
    expect(combined.body.data!.list.map((tech) => tech.title)).toEqual(['전기차 배터리 팩의 절연 저항 실시간 감시 장치'])
  })

  it('sorts by popularity: views and inquiries together', async () => {
    const { body } = await list('sort=popular&pageSize=48')
    const scores = body.data!.list.map((tech) => tech.views + tech.inquiries)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(body.data!.list[0]!.title).toBe('리튬이온 배터리 양극재의 건식 전극 제조 공정')
  })

  it.each([
    ['field=spaceship', '기술 분야 값이 올바르지 않습니다.'],
    ['subField=battery,teleport', '세부 분야 값이 올바르지 않습니다.'],
    ['patentStatus=pending', '권리 상태 값이 올바르지 않습니다.'],
    ['transferType=gift', '이전 형태 값이 올바르지 않습니다.'],
    ['availability=sold', '이전 가능 여부 값이 올바르지 않습니다.'],
    ['trlMin=0', 'TRL은 1~9 사이 숫자여야 합니다.'],
    ['trlMax=ten', 'TRL은 1~9 사이 숫자여야 합니다.'],
    ['trlMin=7&trlMax=3', 'TRL 최소값은 최대값보다 클 수 없습니다.'],
    ['sort=cheapest', '정렬 값이 올바르지 않습니다.'],
    ['pageSize=49', '한 페이지에 48개까지 볼 수 있습니다.'],
    ['pageIndex=0', '페이지 번호 값이 올바르지 않습니다.'],
  ])('answers %s with 400 in Korean', async (query, message) => {
    const { httpStatus, body } = await list(query)
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe(message)
  })
})

describe('drafts', () => {
  it('never shows a draft technology on the portal', async () => {
    const title = `작성 중인 기술 ${Date.now()}`
    const { httpStatus, body } = await requestJson<{ doc: { id: number } }>('/api/technologies?draft=true', {
      method: 'POST',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ ...draftTechnology(title), _status: 'draft' }),
    })
    expect(httpStatus).toBe(201)
    expect((await list(`searchKeyword=${encodeURIComponent(title)}`)).body.data!.cnt_total).toBe(0)
    const staffView = await detail(body.doc.id, await adminLogin())
    expect(staffView.httpStatus).toBe(404)
    expect(staffView.body.status.message).toBe('보유기술을 찾을 수 없습니다.')
  })

  it('keeps a draft technology’s summary PDF to staff until it is published', async () => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(buildPdf({ title: 'Draft summary', lines: ['draft'] }))], { type: 'application/pdf' }),
      `draft-${Date.now()}.pdf`,
    )
    form.append('_payload', JSON.stringify({ kind: 'summary' }))
    const upload = await fetch(`${portalUrl()}/api/technology-documents`, { method: 'POST', body: form, headers: bearer(await adminLogin()) })
    const { doc: summary } = (await upload.json()) as { doc: { id: number; url: string } }
    const { body } = await requestJson<{ doc: { id: number } }>('/api/technologies?draft=true', {
      method: 'POST',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ ...draftTechnology(`요약 자료 초안 ${Date.now()}`), summaryDocument: summary.id, _status: 'draft' }),
    })
    expect((await download(summary.url)).status).toBeGreaterThanOrEqual(400)
    expect((await download(summary.url, await adminLogin())).status).toBe(200)
    await requestJson(`/api/technologies/${body.doc.id}`, {
      method: 'PATCH',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ _status: 'published' }),
    })
    expect((await download(summary.url)).status).toBe(200)
  })

  it('answers an unknown technology with 404 in Korean', async () => {
    const { httpStatus, body } = await detail(999999)
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('보유기술을 찾을 수 없습니다.')
  })
})

describe('a technology page', () => {
  it('shows its overview, patents, inventors linked to experts, documents and related technologies', async () => {
    const aluminium = titled('고강도 알루미늄 합금의 저온 시효 열처리 방법')
    const { body } = await detail(aluminium.id)
    const page = body.data!
    expect(page.overviewHtml).toContain('2단 저온 시효')
    expect(page.applications).toContain('자동차')
    expect(page.patents).toEqual([
      {
        number: '10-2022-0087412',
        country: '대한민국',
        status: 'registered',
        statusLabel: '등록',
        appliedAt: expect.stringMatching(/^2022-07-1/),
        registeredAt: expect.stringMatching(/^2024-03-0/),
      },
      { number: 'PCT/KR2023/004521', country: 'PCT', status: 'pct', statusLabel: 'PCT', appliedAt: expect.stringMatching(/^2023-04-0/), registeredAt: null },
    ])
    expect(page.inventors[0]).toMatchObject({ name: '한소희', department: '신소재공학과', expertId: expect.any(Number) })
    expect(page.inventors[1]).toMatchObject({ name: '김도현', expertId: null })
    expect(page.nda.version).toBe(seedNda.version)
    // The access matrix may append to the text for a moment; the clause itself is there.
    expect(page.nda.text).toContain(seedNda.text)
    expect(page.myRequest).toBeNull()
    expect(page.related.length).toBeGreaterThan(0)
    expect(page.related.map((tech) => tech.id)).not.toContain(aluminium.id)
    expect(page.related.every((tech) => tech.field === 'mechanical' || tech.keywords.some((keyword) => aluminium.keywords.includes(keyword)))).toBe(true)
    expect(page.summaryDocument).toMatchObject({ filename: '기술요약서-01.pdf', mimeType: 'application/pdf' })
    const file = await download(page.summaryDocument!.url)
    expect(file.status).toBe(200)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('counts a member’s visits once a day and keeps a row staff can see', async () => {
    const member = await createCompanyMember('techview')
    const token = await loginToken(member.username, member.password)
    const tech = titled('하수 슬러지의 저온 건조 및 연료화 시스템')
    const before = (await detail(tech.id, await adminLogin())).body.data!.views
    await detail(tech.id, token)
    await detail(tech.id, token)
    expect((await detail(tech.id, await adminLogin())).body.data!.views).toBe(before + 1)
    const rows = await requestJson<{ docs: { count: number; company: number }[] }>(
      `/api/technology-views?where[technology][equals]=${tech.id}&where[member][equals]=${member.id}`,
      { headers: bearer(await adminLogin()) },
    )
    expect(rows.body.docs).toEqual([expect.objectContaining({ count: 1, company: member.companyId })])
  })
})

describe('the detailed document behind the NDA', () => {
  let tech: Tech
  let fileUrl: string
  let staff: string

  beforeAll(async () => {
    tech = titled('SiC 전력반도체 모듈의 저인덕턴스 패키징 구조')
    staff = await loginToken(seedUsernames.staff, seedPassword)
    const staffPage = (await detail(tech.id, staff)).body.data!
    expect(staffPage.detailDocument).toMatchObject({ access: 'open', name: '기술상세자료-06.pdf' })
    fileUrl = staffPage.detailDocument.url!
  })

  afterAll(() => setNdaVersion(seedNda.version))

  it('asks a visitor to sign in and keeps the file closed to them', async () => {
    expect((await detail(tech.id)).body.data!.detailDocument).toEqual({ access: 'signIn', name: '기술상세자료-06.pdf', url: null })
    expect((await download(fileUrl)).status).toBeGreaterThanOrEqual(400)
    expect((await requestJson(`/api/technology-documents?where[kind][equals]=detail`)).body).toMatchObject({ totalDocs: 0 })
  })

  it('tells a member without a company that it is for 기업회원 and refuses their agreement', async () => {
    const member = await createMember('technda')
    const token = await loginToken(member.username, member.password)
    expect((await detail(tech.id, token)).body.data!.detailDocument).toMatchObject({ access: 'companyOnly', url: null })
    const refused = await agree(tech.id, token, seedNda.version)
    expect(refused.httpStatus).toBe(403)
    expect(refused.body.status.message).toBe('상세 자료는 기업회원(소속 기업이 있는 회원)만 볼 수 있습니다.')
    expect((await download(fileUrl, token)).status).toBeGreaterThanOrEqual(400)
  })

  it('opens to a company member once they agree to the current version, and asks again for a new one', async () => {
    const member = await createCompanyMember('technda')
    const token = await loginToken(member.username, member.password)
    expect((await detail(tech.id, token)).body.data!.detailDocument).toMatchObject({ access: 'agree', url: null })
    expect((await download(fileUrl, token)).status).toBeGreaterThanOrEqual(400)

    const stale = await agree(tech.id, token, '2025-9')
    expect(stale.httpStatus).toBe(409)
    expect(stale.body.status.message).toBe('비밀유지 조항이 바뀌었습니다. 새 조항을 읽고 다시 동의해 주세요.')

    const agreed = await agree(tech.id, token, seedNda.version)
    expect(agreed.httpStatus).toBe(200)
    expect(agreed.body.data).toEqual({ access: 'open', name: '기술상세자료-06.pdf', url: fileUrl })
    const file = await download(fileUrl, token)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('application/pdf')
    // The agreement opens this technology's document only.
    const other = titled('리튬이온 배터리 양극재의 건식 전극 제조 공정')
    expect((await detail(other.id, token)).body.data!.detailDocument.access).toBe('agree')

    const records = await requestJson<{ docs: { version: string; company: number; technology: number }[] }>('/api/technology-nda-agreements', {
      headers: bearer(token),
    })
    expect(records.body.docs).toEqual([expect.objectContaining({ version: seedNda.version, company: member.companyId, technology: tech.id })])

    await setNdaVersion('2026-2')
    expect((await detail(tech.id, token)).body.data!.detailDocument).toMatchObject({ access: 'agree', url: null })
    expect((await download(fileUrl, token)).status).toBeGreaterThanOrEqual(400)
    expect((await agree(tech.id, token, '2026-2')).body.data!.access).toBe('open')
    expect((await download(fileUrl, token)).status).toBe(200)
  })

  it('serves it to staff', async () => {
    expect((await download(fileUrl, staff)).status).toBe(200)
  })
})

describe('the site search', () => {
  it('counts technologies as their own type', async () => {
    const { body } = await v1<SiteSearchResult>(`/search?searchKeyword=${encodeURIComponent('배터리')}`)
    const group = body.data!.groups.find((candidate) => candidate.type === 'technology')!
    expect(group.label).toBe('보유기술')
    const { body: catalogued } = await list(`searchKeyword=${encodeURIComponent('배터리')}`)
    expect(group.count).toBe(catalogued.data!.cnt_total)
    expect(group.hits[0]!.href).toMatch(/^\/cooperation\/techTransferDetail\?id=\d+$/)
  })
})
