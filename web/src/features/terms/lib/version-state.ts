import type { TermsVersion } from '@contract/terms'

export type VersionState = 'current' | 'upcoming' | 'past'

/**
 * A version is in force, announced for later, or replaced. The list is newest first, so the
 * versions before the one in force are announced ones and those after it are replaced.
 */
export const versionState = (version: TermsVersion, versions: readonly TermsVersion[]): VersionState => {
  if (version.current) return 'current'
  const currentIndex = versions.findIndex((each) => each.current)
  const index = versions.findIndex((each) => each.id === version.id)
  return currentIndex === -1 || index < currentIndex ? 'upcoming' : 'past'
}
