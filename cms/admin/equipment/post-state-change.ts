import type { StaffStateChangeRequest, StaffStateChangeResult } from '../../endpoints/v1/schemas/admin-equipment'
import type { ApiEnvelope } from '../../endpoints/v1/schemas/envelope'
import { messages } from './messages'

/**
 * Sends a staff decision to /api/v1 with the admin's session cookie. Resolves to the per-row result,
 * or throws an Error whose message is the server's Korean explanation.
 */
export const postStateChange = async (body: StaffStateChangeRequest): Promise<StaffStateChangeResult> => {
  const response = await fetch('/api/v1/admin/equipment/reservations/state', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<StaffStateChangeResult> | null
  if (!response.ok || !envelope?.data) throw new Error(envelope?.status.message || messages.requestFailed)
  return envelope.data
}
