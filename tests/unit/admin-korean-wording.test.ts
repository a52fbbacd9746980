import { ko } from '@payloadcms/translations/languages/ko'
import { describe, expect, it } from 'vitest'
import { koreanAccessibleName } from '../../cms/platform/admin/accessibility/messages'
import { josa, withJosa } from '../../cms/platform/text/josa'
import { koreanWording } from '../../cms/platform/admin/korean-wording'

type Tree = { [key: string]: string | Tree }

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}:`)))

/** What the admin shows in Korean: Payload's own Korean with this portal's overrides on top, as Payload merges them. */
const payloadKorean = new Map(flatten(ko.translations as unknown as Tree))
const overrides = flatten(koreanWording as unknown as Tree)
const adminKorean = new Map([...payloadKorean, ...overrides])

/** 이(가), 을(를), 은(는), 와(과), (으)로 …: what a sentence writes when it does not know how the name before it ends. */
const bothParticles = /\((?:이|가|을|를|은|는|와|과|으|으로|로|이라|라)\)/
/** A particle straight after a name Payload fills in ({{label}}을) is right for half the names only. */
const particleAfterName = /\}\}(?:이|가|을|를|은|는|와|과|으로|로)(?![가-힣])/
/** Words in the Latin alphabet staff know as they are. */
const knownAbbreviations = new Set(['API', 'URL', 'ID', 'JSON', 'CSV', 'PDF', 'HTML', 'GraphQL', 'UTC'])
const englishWords = (text: string) =>
  (
    text
      .replace(/\{\{[^}]*\}\}/g, '')
      .replace(/<[^>]*>/g, '')
      .match(/[A-Za-z]{2,}/g) ?? []
  ).filter((word) => !knownAbbreviations.has(word))

describe('the Korean of the admin', () => {
  it('overrides only strings Payload has, so no override is lost to a misspelt key', () => {
    expect(overrides.map(([key]) => key).filter((key) => !payloadKorean.has(key))).toEqual([])
  })

  it('never leaves the particle to the reader: no 이(가), no particle glued to a filled-in name', () => {
    const offending = [...adminKorean].filter(([, text]) => bothParticles.test(text) || particleAfterName.test(text.replace(/<\/?\d>/g, '')))
    expect(offending).toEqual([])
  })

  it('has no English words left', () => {
    const offending = [...adminKorean].filter(([, text]) => englishWords(text).length > 0)
    expect(offending).toEqual([])
  })

  it('reads the list range as "1-4 / 전체 4"', () => {
    expect(`1-4 ${adminKorean.get('general:of')} 4`).toBe('1-4 / 전체 4')
  })
})

describe('the particle helper', () => {
  it.each([
    // 이/가, 을/를, 은/는, 과/와 by the final consonant
    ['공지사항', '이/가', '공지사항이'],
    ['뉴스', '이/가', '뉴스가'],
    ['과제 공고', '을/를', '과제 공고를'],
    ['교육과정', '은/는', '교육과정은'],
    ['장비', '과/와', '장비와'],
    ['휴무일', '과/와', '휴무일과'],
    // 로 after a vowel and after ㄹ, 으로 after any other final consonant
    ['승인', '으로/로', '승인으로'],
    ['반려', '으로/로', '반려로'],
    ['보완요청', '으로/로', '보완요청으로'],
    ['서울', '으로/로', '서울로'],
    // digits and Latin letters as staff say them, past closing quotes and brackets
    ['2026', '이/가', '2026이'],
    ['10', '을/를', '10을'],
    ['3', '은/는', '3은'],
    ['test-doc.pdf', '이/가', 'test-doc.pdf가'],
    ['URL', '으로/로', 'URL로'],
    ['‘공지사항’', '이/가', '‘공지사항’이'],
    ['(뉴스)', '을/를', '(뉴스)를'],
  ] as const)('writes %s + %s as %s', (word, pair, expected) => {
    expect(withJosa(word, pair)).toBe(expected)
  })

  it('gives the particle alone for sentences that put words between', () => {
    expect(josa('공동기술개발과제', '이/가')).toBe('가')
  })
})

describe('the accessible names Payload hard-codes in English', () => {
  it.each([
    ['Edit link', '링크 수정'],
    ['Remove link', '링크 삭제'],
    ['Drag to move', '끌어서 옮기기'],
    ['Add block', '블록 추가'],
    ['Edit test-doc.pdf', 'test-doc.pdf 수정'],
    ['공지사항 수정', '공지사항 수정'],
  ])('reads %s as %s', (english, korean) => {
    expect(koreanAccessibleName(english)).toBe(korean)
  })
})
