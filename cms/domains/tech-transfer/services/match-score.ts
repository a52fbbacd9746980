import { type AdvisoryField, advisoryFields } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import { techSubFields } from '../../../../contract/tech-transfer'
import { josa } from '../../../platform/text/josa'

/**
 * The transparent score of /myPage/match (docs/decisions.md "기술·전문가 매칭"): what the profile
 * shares with a technology or an expert, point by point, so the reason can name every point.
 */
export const matchPoints = { field: 3, subField: 2, keyword: 1 } as const

/** How many shared keywords a reason names; the score counts them all. */
const REASON_KEYWORDS = 2

/** What a company (or a member without one) is known to care about. */
export type MatchProfile = {
  fields: ReadonlySet<AdvisoryField>
  subFields: ReadonlySet<string>
  /** Keywords the profile names outright: its 업종 and 업태 words and those of the technologies it asked about. */
  keywords: readonly string[]
  /** Everything the profile says in words, lower-cased, where a technology's keyword is looked for. */
  text: string
}

export type MatchCandidate = { field: AdvisoryField; subField?: string | null; keywords: readonly string[] }

export type MatchScore = { score: number; reason: string }

/** A keyword of one letter would match half of any text; two letters (AI, 5G, 센서) still say something. */
const MIN_KEYWORD_LENGTH = 2

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

export const sharedKeywords = (profile: MatchProfile, keywords: readonly string[]) =>
  [...new Set(keywords.map((keyword) => keyword.trim()))].filter((keyword) => keyword.length >= MIN_KEYWORD_LENGTH && profile.text.includes(normalize(keyword)))

const subFieldLabel = (field: AdvisoryField, value: string) =>
  (techSubFields[field] as readonly { label: string; value: string }[]).find((option) => option.value === value)?.label ?? value

/** "관심 분야 '환경·에너지', 세부 분야 '이차전지·수소'와 키워드 '배터리'가 일치": the last point joined by 와/과. */
const sentence = (parts: string[]) => {
  const last = parts.at(-1)!
  const before = parts.slice(0, -1).join(', ')
  return `${before ? `${before}${josa(before, '과/와')} ` : ''}${last}${josa(last, '이/가')} 일치`
}

const quoted = (words: string[]) => words.map((word) => `'${word}'`).join(', ')

/** The score of one technology against the profile, or null when they share nothing. */
export const scoreTechnology = (profile: MatchProfile, candidate: MatchCandidate): MatchScore | null => {
  const parts: string[] = []
  let score = 0
  if (profile.fields.has(candidate.field)) {
    score += matchPoints.field
    parts.push(`관심 분야 '${labelOf(advisoryFields, candidate.field)}'`)
  }
  if (candidate.subField && profile.subFields.has(candidate.subField)) {
    score += matchPoints.subField
    parts.push(`세부 분야 '${subFieldLabel(candidate.field, candidate.subField)}'`)
  }
  const keywords = sharedKeywords(profile, candidate.keywords)
  score += keywords.length * matchPoints.keyword
  if (keywords.length) parts.push(`키워드 ${quoted(keywords.slice(0, REASON_KEYWORDS))}`)
  return score ? { score, reason: sentence(parts) } : null
}

/** An expert's score: the same points over their field and the words of their 전문 분야. */
export const scoreExpert = (profile: MatchProfile, expert: { field: AdvisoryField; expertise: string }): MatchScore | null => {
  const parts: string[] = []
  let score = 0
  if (profile.fields.has(expert.field)) {
    score += matchPoints.field
    parts.push(`관심 분야 '${labelOf(advisoryFields, expert.field)}'`)
  }
  const expertise = normalize(expert.expertise)
  const keywords = profile.keywords.filter((keyword) => keyword.length >= MIN_KEYWORD_LENGTH && expertise.includes(normalize(keyword)))
  score += keywords.length * matchPoints.keyword
  if (keywords.length) parts.push(`키워드 ${quoted(keywords.slice(0, REASON_KEYWORDS))}`)
  return score ? { score, reason: sentence(parts) } : null
}

/** The best `limit` of the scored, highest first; a tie goes to what comes first in `items` (the caller's order). */
export const topMatches = <T>(items: readonly T[], score: (item: T) => MatchScore | null, limit: number) =>
  items
    .map((item, index) => ({ item, index, match: score(item) }))
    .filter((entry): entry is { item: T; index: number; match: MatchScore } => entry.match !== null)
    .sort((a, b) => b.match.score - a.match.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item, match }) => ({ item, ...match }))

/**
 * The fields and sub-fields a text names: a label's parts (환경·에너지 → 환경, 에너지) found in the
 * company's 업종 or 소개, so a company that only described itself still gets matched by field.
 */
export const fieldsNamedIn = (text: string) => {
  const fields = new Set<AdvisoryField>()
  const subFields = new Set<string>()
  const names = (label: string) => label.split('·').some((part) => part.length >= MIN_KEYWORD_LENGTH && text.includes(normalize(part)))
  for (const option of advisoryFields) if (names(option.label)) fields.add(option.value)
  for (const [field, options] of Object.entries(techSubFields) as [AdvisoryField, readonly { label: string; value: string }[]][])
    for (const option of options)
      if (names(option.label)) {
        subFields.add(option.value)
        fields.add(field)
      }
  return { fields, subFields }
}

export const normalizedText = (...texts: (string | null | undefined)[]) => normalize(texts.filter(Boolean).join(' '))
