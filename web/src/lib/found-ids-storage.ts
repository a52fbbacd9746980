import type { FoundId } from '@contract/auth'
import { sessionStore } from './session-storage'

/**
 * The find-ID result travels from findId01 to findId02-1 (and on to findPw01) in sessionStorage:
 * it survives a reload of the result page but not the tab, and stays out of the address bar.
 */
const KEY = 'portal.find-account.found-ids'

const storage = sessionStore

export const saveFoundIds = (list: FoundId[]) => storage()?.setItem(KEY, JSON.stringify(list))

export const readFoundIds = (): FoundId[] => {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]')
    return Array.isArray(list) ? (list as FoundId[]) : []
  } catch {
    return []
  }
}

export const foundIdByRef = (ref: string | undefined) => (ref ? readFoundIds().find((found) => found.ref === ref) : undefined)
