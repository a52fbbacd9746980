import { LRUCache } from 'lru-cache'
import type { PayloadRequest } from 'payload'
import { GUEST_COPY_SECONDS, readContentVersion } from './content-version'

type Kept<T> = { version: number; at: number; value: T }

/**
 * An answer every guest gets alike (the header search: a dozen lists per keyword), kept per process
 * under the content version every process reads, so a staff edit in any process shows on the next
 * request. A signed-in caller's answer is theirs (their Q&A, their favourites) and is never kept.
 * Requests that arrive while an answer is being worked out wait for it rather than each asking again.
 */
export const keptForGuests = <T>(entries: number) => {
  const kept = new LRUCache<string, Kept<T>>({ max: entries })
  const working = new Map<string, Promise<T>>()
  return async (req: PayloadRequest, key: string, work: () => Promise<T>): Promise<T> => {
    if (req.user) return work()
    // Read before working: a change committed meanwhile leaves the answer under the older number.
    const version = await readContentVersion(req.payload)
    const hit = kept.get(key)
    if (hit && hit.version === version && Date.now() - hit.at < GUEST_COPY_SECONDS * 1000) return hit.value
    const flightKey = `${version} ${key}`
    let flight = working.get(flightKey)
    if (!flight) {
      flight = work()
        .then((value) => {
          kept.set(key, { version, at: Date.now(), value })
          return value
        })
        .finally(() => working.delete(flightKey))
      working.set(flightKey, flight)
    }
    return flight
  }
}
