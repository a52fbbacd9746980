import type { UserInfo } from '@contract/auth'

/**
 * How the portal names a signed-in member, in the header and the mobile drawer alike: by name, as a
 * greeting reads naturally in Korean ("김민준님"); the login id only where no name is on record
 * (docs/decisions.md, issue 37).
 */
export const memberDisplayName = (user: Pick<UserInfo, 'login_id' | 'user_nm'>) => user.user_nm.trim() || user.login_id
