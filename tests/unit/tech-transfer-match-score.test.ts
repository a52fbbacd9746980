import { describe, expect, it } from 'vitest'
import {
  fieldsNamedIn,
  type MatchProfile,
  normalizedText,
  scoreExpert,
  scoreTechnology,
  topMatches,
} from '../../cms/domains/tech-transfer/services/match-score'

const profile = (over: Partial<MatchProfile> = {}): MatchProfile => ({
  fields: new Set(['energy']),
  subFields: new Set(['battery']),
  keywords: ['배터리', '양극재'],
  text: normalizedText('이차전지 부품 제조', '배터리 양극재를 만드는 회사'),
  ...over,
})

describe('matching score', () => {
  it('gives 3 points for the field, 2 for the sub-field and 1 for each shared keyword', () => {
    const match = scoreTechnology(profile(), { field: 'energy', subField: 'battery', keywords: ['배터리', '양극재', '태양광'] })
    expect(match?.score).toBe(3 + 2 + 1 + 1)
  })

  it('names the field and the keywords in a Korean sentence', () => {
    const match = scoreTechnology(profile({ subFields: new Set() }), { field: 'energy', subField: 'battery', keywords: ['배터리'] })
    expect(match?.reason).toBe("관심 분야 '환경·에너지'와 키워드 '배터리'가 일치")
  })

  it('lists three points with commas before the last', () => {
    const match = scoreTechnology(profile(), { field: 'energy', subField: 'battery', keywords: ['배터리'] })
    expect(match?.reason).toBe("관심 분야 '환경·에너지', 세부 분야 '이차전지·수소'와 키워드 '배터리'가 일치")
  })

  it('chooses 과/이 after a final consonant', () => {
    const match = scoreTechnology(profile({ fields: new Set(['business']), subFields: new Set(), text: normalizedText('금형 설계') }), {
      field: 'business',
      keywords: ['금형'],
    })
    expect(match?.reason).toBe("관심 분야 '경영·디자인'과 키워드 '금형'이 일치")
    const subOnly = scoreTechnology(profile({ fields: new Set(), keywords: [], text: '' }), { field: 'energy', subField: 'battery', keywords: [] })
    expect(subOnly?.reason).toBe("세부 분야 '이차전지·수소'가 일치")
  })

  it('finds a keyword of the technology in what the company wrote about itself', () => {
    const match = scoreTechnology(profile({ fields: new Set(), subFields: new Set(), keywords: [] }), { field: 'ict', keywords: ['양극재'] })
    expect(match).toEqual({ score: 1, reason: "키워드 '양극재'가 일치" })
  })

  it('leaves out what shares nothing, and one-letter keywords', () => {
    expect(scoreTechnology(profile(), { field: 'ict', subField: 'ai', keywords: ['조', '딥러닝'] })).toBeNull()
  })

  it('scores an expert by field and by the profile keywords in their expertise', () => {
    expect(scoreExpert(profile(), { field: 'energy', expertise: '리튬이온 배터리 열관리' })).toEqual({
      score: 4,
      reason: "관심 분야 '환경·에너지'와 키워드 '배터리'가 일치",
    })
    expect(scoreExpert(profile(), { field: 'bio', expertise: '발효 공정' })).toBeNull()
  })

  it('ranks by score and keeps the given order on a tie, up to the limit', () => {
    const ranked = topMatches([1, 2, 3, 4], (n) => (n === 4 ? null : { score: n === 1 ? 1 : 5, reason: '' }), 2)
    expect(ranked.map((entry) => entry.item)).toEqual([2, 3])
  })

  it('reads fields and sub-fields from the words of a company description', () => {
    const named = fieldsNamedIn(normalizedText('수소 연료전지 부품'))
    expect([...named.fields]).toEqual(['energy'])
    expect([...named.subFields]).toEqual(['battery'])
  })
})
