import { isSameSitePath } from '@contract/account-rules'
import { sessionStore } from './session-storage'

const KEY = 'after-join-path'

/**
 * A page that sent a guest to sign up and wants them back (an invite link): the join flow has no
 * redirect of its own, so its last step's login link reads this, in this tab only.
 */
export const rememberAfterJoin = (path: string) => sessionStore()?.setItem(KEY, path)

/** The remembered same-site path, or undefined. */
export const readAfterJoin = () => {
  const path = sessionStore()?.getItem(KEY)
  return path && isSameSitePath(path) ? path : undefined
}

export const forgetAfterJoin = () => sessionStore()?.removeItem(KEY)
