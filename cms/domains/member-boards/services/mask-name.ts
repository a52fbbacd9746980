import { STAFF_AUTHOR } from '../../../../contract/member-boards'

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

/**
 * A writer's name as a reader sees it, on every surface: whole to the writer and staff, 산학협력단 for
 * what staff wrote, masked for everyone else.
 */
export const shownAuthorName = (name: string, { own, staffReader, byStaff = false }: { own: boolean; staffReader: boolean; byStaff?: boolean }) => {
  if (byStaff || name === STAFF_AUTHOR) return STAFF_AUTHOR
  return own || staffReader ? name : maskName(name)
}
