import { sessionStore } from './session-storage'
/**
 * After a deploy, an open tab may ask for chunk files that no longer exist. Reloading fetches the
 * new index.html; the timestamp stops a reload loop when the chunk is missing for another reason.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const STORAGE_KEY = 'sanhak-portal.chunk-reload-at'

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export const isChunkLoadError = (error: unknown) => error instanceof Error && chunkErrorPattern.test(error.message)

type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  reload: () => void
  now: number
}

const browserDeps = (): ReloadDeps => ({ storage: sessionStore(), reload: () => window.location.reload(), now: Date.now() })

/** Reloads unless the last reload for this reason was less than 60 s ago. Returns whether it reloaded. */
export function reloadOnceForChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage?.getItem(STORAGE_KEY) ?? 0)
  if (last && deps.now - last < CHUNK_RELOAD_GUARD_MS) return false
  deps.storage?.setItem(STORAGE_KEY, String(deps.now))
  deps.reload()
  return true
}

/** Vite fires this when a preloaded chunk fails; cancelling it stops the error from surfacing. */
export function installChunkErrorReload() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault()
  })
}
