import { describe, expect, it } from 'vitest'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import type { TechnologyImportResult, TechnologySummary } from '../../contract/tech-transfer'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, portalUrl, requestJson } from '../helpers/api'
import { adminLogin, createMember } from '../helpers/members'

const header = '기술명,한 줄 요약,기술 분야,세부 분야,기술 개요,적용 분야,기대 효과,키워드,TRL,이전 형태,이전 조건,이전 상태,특허,발명자'
const run = `가져오기${Date.now().toString(36)}`

const row = (title: string, overrides: Partial<Record<'field' | 'subField' | 'trl' | 'types' | 'patents' | 'inventors', string>> = {}) =>
  [
    title,
    '외기 온도에 따라 압축기 회전수를 최적화',
    overrides.field ?? '환경·에너지',
    overrides.subField ?? '신재생에너지',
    '"첫 문단, 쉼표 포함\n둘째 문단 ""인용"""',
    '건물 냉난방',
    '에너지 절감',
    '"히트펌프, 제어"',
    overrides.trl ?? '5',
    overrides.types ?? '통상실시;전용실시',
    '협의',
    '',
    overrides.patents ?? '10-2024-0101010|대한민국|출원|2024-02-01|;PCT/KR2024/000001|PCT|PCT|2024-05-02|',
    overrides.inventors ?? '노준호(환경공학과);김하늘(기계공학과)',
  ].join(',')

const upload = async (csv: string, token: string | null, name = 'technologies.csv') => {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), name)
  const response = await fetch(`${portalUrl()}/api/v1/tech-transfer/import`, { method: 'POST', body: form, headers: token ? bearer(token) : {} })
  return { httpStatus: response.status, body: (await response.json()) as ApiEnvelope<TechnologyImportResult> }
}

/** What staff see in the admin of this run's rows (drafts included). */
const imported = async () => {
  const { body } = await requestJson<{
    docs: { title: string; _status: string; patents: { status: string }[]; inventors: { name: string; expert: number | null }[] }[]
  }>(`/api/technologies?draft=true&where[title][like]=${encodeURIComponent(run)}&limit=100&sort=title`, { headers: bearer(await adminLogin()) })
  return body.docs
}

describe('CSV import of technologies', () => {
  it('imports every row of a good file (BOM, quoted cells, line breaks) as drafts the portal does not show', async () => {
    const csv = `\uFEFF${header}\r\n${row(`${run} A`)}\r\n${row(`${run} B`, { field: 'ict', subField: 'ai', trl: '9', types: '노하우', patents: '', inventors: '' })}\r\n`
    const { httpStatus, body } = await upload(csv, await adminLogin())
    expect(httpStatus).toBe(200)
    expect(body.data).toEqual({ imported: 2, errors: [] })
    const docs = await imported()
    expect(docs.map((doc) => [doc.title, doc._status])).toEqual([
      [`${run} A`, 'draft'],
      [`${run} B`, 'draft'],
    ])
    expect(docs[0]!.patents.map((patent) => patent.status)).toEqual(['applied', 'pct'])
    // 노준호 of 환경공학과 is a published advisory expert; 김하늘 is not.
    expect(docs[0]!.inventors.map((inventor) => [inventor.name, inventor.expert !== null])).toEqual([
      ['노준호', true],
      ['김하늘', false],
    ])
    const { body: portal } = await requestJson<ApiEnvelope<ListData<TechnologySummary>>>(
      `/api/v1/tech-transfer/technologies?searchKeyword=${encodeURIComponent(run)}`,
    )
    expect(portal.data!.cnt_total).toBe(0)
  })

  it('refuses the whole file with each problem by row, and writes nothing', async () => {
    const title = `${run} 오류`
    const csv = [
      header,
      row(`${title} 1`),
      row(`${title} 2`, { trl: '12' }),
      row(`${title} 3`, { field: '우주항공', types: '통상실시;기증' }),
      row(`${title} 4`, { field: 'ict', subField: '이차전지·수소' }),
      row(`${title} 5`, { patents: '10-2024-1|대한민국|심사중|2024-02-01|', inventors: '홍길동(기계' }),
      row(`${title} 6`, { patents: '10-2024-2|대한민국|등록|2024-13-01|' }),
      ['', '', '환경·에너지', '', '', '', '', '', '3', '통상실시', '', '', '', ''].join(','),
    ].join('\n')
    const { httpStatus, body } = await upload(csv, await adminLogin())
    expect(httpStatus).toBe(400)
    expect(body.data!.imported).toBe(0)
    expect(body.data!.errors).toEqual([
      '3행: TRL은 1~9 사이 숫자여야 합니다.',
      '4행: 알 수 없는 기술 분야입니다: 우주항공',
      '4행: 알 수 없는 이전 형태입니다: 기증',
      '5행: 세부 분야가 기술 분야에 속하지 않습니다. 기술 분야에 맞는 세부 분야를 골라 주세요.',
      '6행: 알 수 없는 특허 상태입니다: 심사중',
      "6행: 발명자를 '이름(소속)' 형식으로 적어 주세요: 홍길동(기계",
      '7행: 출원일은 YYYY-MM-DD 형식의 날짜로 적어 주세요: 2024-13-01',
      '8행: 기술명을 입력해 주세요.',
      '8행: 한 줄 요약을 입력해 주세요.',
      '8행: 기술 개요를 입력해 주세요.',
      '8행: 적용 분야를 입력해 주세요.',
      '8행: 기대 효과를 입력해 주세요.',
    ])
    expect(body.status.message).toBe('CSV에 오류가 12건 있어 아무것도 가져오지 않았습니다. 고친 뒤 다시 올려 주세요.')
    expect((await imported()).filter((doc) => doc.title.startsWith(title))).toEqual([])
  })

  it.each([
    ['a header it does not know', `${header},비고\n${row(`${run} X`)},메모`, '알 수 없는 열이 있습니다: 비고'],
    [
      'a header without a required column',
      `기술명,한 줄 요약\n${run} Y,요약`,
      '머리글에 필수 열이 없습니다: 기술 분야, 기술 개요, 적용 분야, 기대 효과, TRL, 이전 형태',
    ],
    ['a header and no rows', `${header}\n`, 'CSV에 가져올 행이 없습니다. 첫 행은 머리글, 둘째 행부터 기술을 적어 주세요.'],
  ])('refuses %s', async (_, csv, message) => {
    const { httpStatus, body } = await upload(csv, await adminLogin())
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe(message)
  })

  it('refuses a file that is not UTF-8 or not a CSV', async () => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from([0xb1, 0xe2, 0xbc, 0xfa, 0x2c, 0x0a])], { type: 'text/csv' }), 'euc-kr.csv')
    const response = await fetch(`${portalUrl()}/api/v1/tech-transfer/import`, { method: 'POST', body: form, headers: bearer(await adminLogin()) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiEnvelope<unknown>).status.message).toContain('UTF-8')
    const notCsv = await upload(`${header}\n${row(`${run} Z`)}`, await adminLogin(), 'technologies.txt')
    expect(notCsv.httpStatus).toBe(400)
    expect(notCsv.body.status.message).toBe('CSV 파일(.csv)만 가져올 수 있습니다.')
  })

  it('refuses a file that is not well-formed CSV, and says what to fix', async () => {
    const broken = await upload(`${header}\n${row(`${run} 깨진`)}\n"닫히지 않은 칸,5\n`, await adminLogin())
    expect(broken.httpStatus).toBe(400)
    expect(broken.body.status.message).toMatch(/^CSV 형식이 올바르지 않습니다\(\d+번째 줄 근처\)\. 큰따옴표/)
    expect((await imported()).map((tech) => tech.title)).not.toContain(`${run} 깨진`)
  })

  it('is for staff only', async () => {
    const csv = `${header}\n${row(`${run} 권한`)}`
    expect((await upload(csv, null)).httpStatus).toBe(401)
    const member = await createMember('techimport')
    expect((await upload(csv, await loginToken(member.username, member.password))).httpStatus).toBe(403)
    expect((await upload(csv, await loginToken(seedUsernames.staff, seedPassword))).httpStatus).toBe(200)
  })
})
