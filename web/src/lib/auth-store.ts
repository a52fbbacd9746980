/**
 * The one place the client keeps who is logged in. The accounts issue fills it on login; until then
 * everybody is a guest. Kept outside React so the router guard and the API client can read it too.
 */
export type MemberRole = 'member' | 'staff' | 'admin'

export type AuthUser = { login_id: string; user_nm: string; role: MemberRole }

export type AuthState = { isLogin: boolean; userInfo: AuthUser | null; accessToken: string | null }

const STORAGE_KEY = 'sanhak-portal.auth'

const guestState: AuthState = { isLogin: false, userInfo: null, accessToken: null }

const isAuthUser = (value: unknown): value is AuthUser => {
  if (!value || typeof value !== 'object') return false
  const user = value as Record<string, unknown>
  return typeof user.login_id === 'string' && typeof user.user_nm === 'string' && typeof user.role === 'string'
}

const parseStored = (raw: string | null): AuthState => {
  if (!raw) return guestState
  try {
    const stored = JSON.parse(raw) as Partial<AuthState>
    if (stored.isLogin !== true || !isAuthUser(stored.userInfo)) return guestState
    return {
      isLogin: true,
      userInfo: stored.userInfo,
      accessToken: typeof stored.accessToken === 'string' ? stored.accessToken : null,
    }
  } catch {
    return guestState
  }
}

// Storage can be missing (tests, some private modes); the session then simply is not remembered.
const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function createAuthStore() {
  let state = parseStored(storage()?.getItem(STORAGE_KEY) ?? null)
  const listeners = new Set<() => void>()

  const setState = (next: AuthState) => {
    state = next
    try {
      if (next.isLogin) storage()?.setItem(STORAGE_KEY, JSON.stringify(next))
      else storage()?.removeItem(STORAGE_KEY)
    } catch {
      // Quota or privacy errors only cost persistence, not the session in this tab.
    }
    listeners.forEach((listener) => listener())
  }

  // Logging in or out in another tab applies here too.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    state = parseStored(event.newValue)
    listeners.forEach((listener) => listener())
  })

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    login(userInfo: AuthUser, accessToken: string | null) {
      setState({ isLogin: true, userInfo, accessToken })
    },
    logout() {
      setState(guestState)
    },
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>

export const authStore = createAuthStore()
