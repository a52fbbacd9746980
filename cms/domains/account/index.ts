/** The account: members and staff as Payload users, sign-in sessions and their tokens. What other domains and the wiring may use; everything else stays inside. */
export { RefreshTokens } from './collections/RefreshTokens'
export { Users } from './collections/Users'

export { accountEndpoints } from './endpoints'
export { findIdRef, memberFromFindIdRef } from './find-id-ref'
export { maskLoginId } from './mask-login-id'
export { findMessages } from './messages'
export { RESET_LINK_TTL_MS, passwordResetMail } from './password-reset-mail'
export { notifyPasswordChanged } from './services/password-changed-notice'
export { PASSWORD_CHECK_CONTEXT } from './services/record-login'
export { clearedSessionCookies, endAllAccessSessions, endSession, hashToken, revokeRefreshTokens, startSession, withCookies } from './services/session'
export { updateUser } from './update-user'
export { shareUserRowTurns, userRowWritesInTurn, withUserRowLock } from './user-row-lock'
