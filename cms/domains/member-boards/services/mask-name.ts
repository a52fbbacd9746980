/**
 * A name as others see it on a member board: the middle hidden (김민수 → 김*수, 이준 → 이*,
 * Alexander → A*******r), so a reader can tell posts apart without learning who wrote them.
 */
export const maskName = (name: string) => {
  const letters = [...name.trim()]
  if (letters.length <= 1) return letters.join('')
  if (letters.length === 2) return `${letters[0]}*`
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`
}
