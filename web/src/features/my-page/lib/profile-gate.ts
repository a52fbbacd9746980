import type { ProfileGateData } from '@contract/auth'

/**
 * The profile token of the password gate. Kept in sessionStorage (this tab only, gone with the
 * browser) together with its expiry and the member it belongs to, so a reload keeps the profile
 * open but another member in the same tab does not inherit it.
 */
export type ProfileGate = ProfileGateData & { loginId: string }

const KEY = 'sanhak-portal.profile-gate'

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export const saveProfileGate = (gate: ProfileGate) => {
  try {
    storage()?.setItem(KEY, JSON.stringify(gate))
  } catch {
    // Without storage the member simply confirms the password again after a reload.
  }
}

export const clearProfileGate = () => {
  try {
    storage()?.removeItem(KEY)
  } catch {
    // nothing stored
  }
}

/** The gate of `loginId` while it is still valid, otherwise null. */
export const readProfileGate = (loginId: string | undefined): ProfileGate | null => {
  try {
    const gate = JSON.parse(storage()?.getItem(KEY) ?? 'null') as ProfileGate | null
    if (!gate || gate.loginId !== loginId || typeof gate.profileToken !== 'string') return null
    return Date.parse(gate.expiresAt) > Date.now() ? gate : null
  } catch {
    return null
  }
}

export const profileTokenHeader = (profileToken: string) => ({ 'X-Profile-Token': profileToken })
