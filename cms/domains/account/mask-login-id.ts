/**
 * Hides part of a login id for the find-ID result: the first three and the last character stay
 * visible, but never more than half of the id (rounded up), and a short id shows only its first
 * character. "member1" → "mem***1", "staff" → "st**f", "abcd" → "a***".
 */
export const maskLoginId = (loginId: string): string => {
  const length = loginId.length
  if (length <= 1) return '*'
  const shown = Math.min(4, Math.ceil(length / 2))
  const tail = shown >= 3 ? 1 : 0
  const head = tail ? shown - tail : 1
  return `${loginId.slice(0, head)}${'*'.repeat(length - head - tail)}${loginId.slice(length - tail)}`
}
