import { beforeAll, describe, expect, it } from 'vitest'
import { memberToken, staffToken } from '../helpers/equipment'
import { createCompanyMember, createMember, type TestMember } from '../helpers/members'
import {
  createTechnology,
  describeCompany,
  fileTransfer,
  interest,
  matches,
  technologyPage,
  transferInput,
  uniqueWord,
} from '../helpers/tech-transfer-requests'

/** A word of this run: the company describes itself with it and one technology carries it as a keyword. */
const word = uniqueWord('양극재')
let member: TestMember & { companyId: number }
let token: string
let staff: string
let fitting: number

beforeAll(async () => {
  member = await createCompanyMember('ttmatch')
  await describeCompany(member.companyId, { industry: `${word} 제조`, businessType: '이차전지 부품' })
  token = await memberToken(member)
  staff = await staffToken()
  fitting = await createTechnology({ field: 'energy', subField: 'battery', keywords: `${word}, 이차전지` })
})

describe('우리 회사에 맞는 기술·전문가', () => {
  it("ranks the technology sharing the company's field, sub-field and words first, and says why", async () => {
    const { httpStatus, body } = await matches(token)
    expect(httpStatus).toBe(200)
    const result = body.data!
    expect(result.companyName).toMatch(/^\(주\)시험기업/)
    expect(result.basis.fields).toContain('환경·에너지')
    expect(result.basis.keywords).toEqual(expect.arrayContaining([word, '이차전지']))
    const [first] = result.technologies
    expect(first!.technology.id).toBe(fitting)
    expect(first!.score).toBe(3 + 2 + 2)
    expect(first!.reason).toBe(`관심 분야 '환경·에너지', 세부 분야 '이차전지·수소'와 키워드 '${word}', '이차전지'가 일치`)
    const scores = result.technologies.map((match) => match.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(result.technologies.length).toBeLessThanOrEqual(6)
    expect(result.technologies.every((match) => match.technology.availability === 'available' && match.reason.endsWith('일치'))).toBe(true)
  })

  it('suggests the advisory experts of the field, with the reason', async () => {
    const { experts } = (await matches(token)).body.data!
    expect(experts.length).toBeGreaterThan(0)
    expect(experts.length).toBeLessThanOrEqual(6)
    expect(experts[0]!.expert.fieldLabel).toBe('환경·에너지')
    expect(experts[0]!.reason).toMatch(/^관심 분야 '환경·에너지'/)
  })

  it('leaves out licensed technologies and those the company already asked about, whose keywords then count', async () => {
    const licensed = await createTechnology({ keywords: word, availability: 'licensed' })
    const colleague = await createCompanyMember('ttmatchc', { companyId: member.companyId, role: 'member' })
    const askedWord = uniqueWord('분리막')
    const asked = await createTechnology({ field: 'bio', subField: 'chemistry', keywords: askedWord })
    expect((await fileTransfer(await memberToken(colleague), transferInput(asked))).httpStatus).toBe(200)
    const related = await createTechnology({ field: 'bio', subField: 'chemistry', keywords: `${askedWord}, ${word}` })
    const result = (await matches(token)).body.data!
    const ids = result.technologies.map((match) => match.technology.id)
    expect(ids).not.toContain(licensed)
    expect(ids).not.toContain(asked)
    expect(result.basis.fields).toContain('화학·바이오')
    expect(result.basis.keywords).toContain(askedWord)
    expect(JSON.stringify(result.technologies)).toContain(`키워드 '${askedWord}'`)
    expect(ids).toContain(related)
  })

  it('matches a member without a company on their own filings, and empty when there are none', async () => {
    const alone = await memberToken(await createMember('ttalone'))
    const { body } = await matches(alone)
    expect(body.data).toEqual({ companyName: null, basis: { fields: [], keywords: [] }, technologies: [], experts: [] })
  })

  it('is for signed-in members', async () => {
    expect((await matches(null)).httpStatus).toBe(401)
  })
})

describe("staff's 관심 기업 of a technology", () => {
  it('lists the companies that viewed it, asked about it or match it, with their contact', async () => {
    const technologyId = await createTechnology({ field: 'energy', subField: 'battery', keywords: word })
    const viewer = await createCompanyMember('ttview')
    await technologyPage(await memberToken(viewer), technologyId)
    const asker = await createCompanyMember('ttask')
    expect((await fileTransfer(await memberToken(asker), transferInput(technologyId, [], { contactName: '김담당', phone: '010-3333-4444' }))).httpStatus).toBe(
      200,
    )
    const { httpStatus, body } = await interest(staff, technologyId)
    expect(httpStatus).toBe(200)
    const rows = body.data!
    expect(rows[0]).toMatchObject({ companyId: asker.companyId, contactName: '김담당', phone: '010-3333-4444', request: { stateLabel: '접수' } })
    expect(rows.find((row) => row.companyId === viewer.companyId)).toMatchObject({ views: 1, email: viewer.email, request: null })
    expect(rows.find((row) => row.companyId === member.companyId)?.match?.reason).toContain(`키워드 '${word}'`)
  })

  it('is for staff only', async () => {
    expect((await interest(token, fitting)).httpStatus).toBe(403)
    expect((await interest(null, fitting)).httpStatus).toBe(401)
  })
})
