import { allSqlWith, isUniqueViolation, runSqlWith, sql } from '../../../platform/data/raw-sql'
import type { PayloadRequest } from 'payload'

export const slotKey = (equipmentId: number, day: string, start: string) => `${equipmentId}:${day}:${start}`

/**
 * Takes every slot of a booking in ONE statement, atomic on either database: under any number
 * of simultaneous requests the UNIQUE slot key lets exactly one booking hold a slot, and a booking
 * that loses one slot holds none. Returns false when some slot was already held.
 */
export const takeSlotLocks = async (req: PayloadRequest, reservationId: number, keys: string[]): Promise<boolean> =>
  takeSlotLocksOf(
    req,
    keys.map((key) => ({ key, reservationId })),
  )

/**
 * The same for the slots of several bookings at once (the occurrences of a recurring booking): one
 * statement, so either every occurrence holds all its slots or none holds any.
 */
export const takeSlotLocksOf = async (req: PayloadRequest, locks: { key: string; reservationId: number }[]): Promise<boolean> => {
  const rows = sql.join(
    locks.map(({ key, reservationId }) => sql`(${key}, ${reservationId})`),
    sql`, `,
  )
  try {
    await runSqlWith(req, sql`INSERT INTO reservation_slot_locks (slot_key, reservation_id) VALUES ${rows}`)
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

/**
 * Whether any of the slots is held already. Only a shortcut past the work of writing a booking
 * that would lose anyway; what decides is still the one INSERT of takeSlotLocks.
 */
export const anySlotHeld = async (req: PayloadRequest, keys: string[]): Promise<boolean> => (await heldSlotKeys(req, keys)).size > 0

/** Which of the slots are held now. */
export const heldSlotKeys = async (req: PayloadRequest, keys: string[]): Promise<Set<string>> => {
  const rows = await allSqlWith<{ slot_key: string }>(
    req,
    sql`SELECT slot_key FROM reservation_slot_locks WHERE slot_key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  )
  return new Set(rows.map((row) => row.slot_key))
}

/** Frees the slots of a booking that is no longer live (rejected, cancelled, completed). */
export const releaseSlotLocks = async (req: PayloadRequest, reservationId: number) => {
  await runSqlWith(req, sql`DELETE FROM reservation_slot_locks WHERE reservation_id = ${reservationId}`)
}
