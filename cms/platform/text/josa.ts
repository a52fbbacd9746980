/**
 * Korean particles chosen by the sound the word ends in, so a message reads 공지사항이 / 뉴스가 instead
 * of the 공지사항이(가) a template writes when it does not know the word.
 */
/** Each pair as grammars write it: the form after a final consonant, then the form after a vowel. */
export type JosaPair = '이/가' | '을/를' | '은/는' | '과/와' | '으로/로' | '이라/라'

const HANGUL_FIRST = 0xac00
const HANGUL_LAST = 0xd7a3
/** The final consonant ㄹ, which takes 로 like a vowel does. */
const RIEUL = 8

/** How the digits are read (영 일 이 삼 사 오 육 칠 팔 구): the final consonant of each reading, 0 for none. */
const digitFinal = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0]

/** The final consonant's index (0 for none, 8 for ㄹ), or null when the word ends in neither Hangul nor a digit. */
const finalConsonant = (word: string): number | null => {
  const last = word.replace(/[\s"'”’)\]}>.,!?]+$/u, '').at(-1)
  if (!last) return null
  const code = last.charCodeAt(0)
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28
  if (/\d/.test(last)) return digitFinal[Number(last)]!
  // Latin letters as Korean staff read them out: "PDF"(에프), "URL"(엘), "HTML"(엘), "ID"(디).
  if (/[a-z]/i.test(last)) return /[lL]/.test(last) ? RIEUL : /[mnMN]/.test(last) ? 4 : 0
  return null
}

/** The particle of `pair` that follows `word`: josa('공지사항', '이/가') is 이, josa('뉴스', '이/가') is 가. */
export const josa = (word: string, pair: JosaPair) => {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string]
  const final = finalConsonant(word)
  if (final === null || final === 0) return afterVowel
  if (pair === '으로/로' && final === RIEUL) return afterVowel
  return afterConsonant
}

/** The word with its particle: withJosa('승인', '으로/로') is 승인으로. */
export const withJosa = (word: string, pair: JosaPair) => `${word}${josa(word, pair)}`
