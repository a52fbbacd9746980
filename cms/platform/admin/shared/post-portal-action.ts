import type { ApiEnvelope } from '../../../../contract/envelope'

/**
 * Sends a staff decision to /api/v1 with the admin's session cookie, where the same rules as the
 * portal's apply. Resolves to what the server answers, or throws an Error whose message is the
 * server's Korean explanation (`failed` when there is none, e.g. the network dropped).
 */
export const postPortalAction = async <T>(path: string, body: unknown, failed: string): Promise<T> => {
  const response = await fetch(`/api/v1${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null
  if (!response.ok || !envelope?.data) throw new Error(envelope?.status.message || failed)
  return envelope.data
}
