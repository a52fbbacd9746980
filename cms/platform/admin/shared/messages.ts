/** Korean words of the admin's shared pieces. */
export const sharedAdminMessages = { yes: '예', no: '아니오' } as const
