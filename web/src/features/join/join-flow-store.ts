import type { PhoneParts } from '@/lib/phone-parts'
import type { JoinData } from '@contract/auth'

/** What the user-info step keeps across a reload. Passwords are never stored. */
export type UserInfoDraft = {
  loginId: string
  name: string
  phoneCountry: string
  phone: PhoneParts
  gender: string
  affiliationType: string
  affiliation: string
  department: string
  agreements: { terms: boolean; privacy: boolean; marketing: boolean }
}

export type JoinFlowState = {
  memberClass: string | null
  email: string | null
  /** The code mail's expiry and when a resend is allowed, both as epoch milliseconds. */
  code: { expiresAt: number; resendAt: number } | null
  certToken: string | null
  /** The e-mail came verified from a social sign-in, so the code step is skipped. */
  verifiedBySns: boolean
  draft: UserInfoDraft | null
  joined: JoinData | null
}

const STORAGE_KEY = 'sanhak-portal.join'

const emptyState: JoinFlowState = {
  memberClass: null,
  email: null,
  code: null,
  certToken: null,
  verifiedBySns: false,
  draft: null,
  joined: null,
}

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

const load = (): JoinFlowState => {
  try {
    const raw = storage()?.getItem(STORAGE_KEY)
    return raw ? { ...emptyState, ...(JSON.parse(raw) as Partial<JoinFlowState>) } : emptyState
  } catch {
    return emptyState
  }
}

/**
 * The join flow's one piece of state, in sessionStorage so a reload keeps what was entered and a
 * closed tab forgets it. Kept outside React so route guards can read it in beforeLoad.
 */
const createJoinFlowStore = () => {
  let state = load()
  const listeners = new Set<() => void>()
  const set = (next: JoinFlowState) => {
    state = next
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state))
    listeners.forEach((listener) => listener())
  }
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update: (patch: Partial<JoinFlowState>) => set({ ...state, ...patch }),
    /** A new e-mail invalidates everything proven for the previous one. */
    chooseEmail: (email: string, patch: Partial<JoinFlowState>) => set({ ...state, email, code: null, certToken: null, verifiedBySns: false, ...patch }),
    finish: (joined: JoinData) => set({ ...emptyState, joined }),
    reset: () => set(emptyState),
  }
}

export const joinFlowStore = createJoinFlowStore()

/** Which steps may open: each needs what the steps before it produced. */
export const joinStepReady = {
  emailAuth: (s: JoinFlowState) => Boolean(s.memberClass),
  codeAuth: (s: JoinFlowState) => Boolean(s.memberClass && s.email && s.code),
  userInfo: (s: JoinFlowState) => Boolean(s.memberClass && s.email && (s.certToken || s.verifiedBySns)),
  complete: (s: JoinFlowState) => Boolean(s.joined),
}
