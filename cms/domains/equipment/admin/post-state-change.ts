import type { z } from 'zod'
import type { ApiEnvelope } from '../../../../contract/envelope'
import type { ReservationData } from '../../../../contract/equipment'
import type { stateChangeBody } from '../schemas'
import { messages } from './messages'

/**
 * Sends one staff decision to POST /api/v1/equipment/reservations/{id}/state with the admin's
 * session cookie. Resolves to the reservation as it now is, or throws an Error whose message is
 * the server's Korean explanation.
 */
export const postStateChange = async (id: number, body: z.input<typeof stateChangeBody>): Promise<ReservationData> => {
  const response = await fetch(`/api/v1/equipment/reservations/${id}/state`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<ReservationData> | null
  if (!response.ok || !envelope?.data) throw new Error(envelope?.status.message || messages.requestFailed)
  return envelope.data
}
