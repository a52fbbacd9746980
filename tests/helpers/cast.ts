import { memberToken, staffToken } from './equipment'
import { createMember, type TestMember } from './members'

/** A file's cast: `count` new members signed in (named `<prefix><n>`), and staff. */
export const signedInCast = async (count: number, prefix: string) => {
  const members: TestMember[] = await Promise.all(Array.from({ length: count }, (_, index) => createMember(`${prefix}${index}`)))
  return { members, tokens: await Promise.all(members.map(memberToken)), staff: await staffToken() }
}
