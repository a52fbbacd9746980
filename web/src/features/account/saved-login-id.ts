/** "아이디 저장": the id typed at the last login, kept in this browser only. */
const STORAGE_KEY = 'sanhak-portal.saved-login-id'

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export const readSavedLoginId = () => storage()?.getItem(STORAGE_KEY) ?? ''

export const rememberLoginId = (loginId: string | null) => {
  try {
    if (loginId) storage()?.setItem(STORAGE_KEY, loginId)
    else storage()?.removeItem(STORAGE_KEY)
  } catch {
    // Without storage the id simply is not remembered.
  }
}
