import { allSql, isUniqueViolation, runSql, sql } from '../../../platform/data/raw-sql'
import type { PayloadRequest } from 'payload'

export const slotKey = (equipmentId: number, day: string, start: string) => `${equipmentId}:${day}:${start}`

/**
 * Takes every slot of a booking in ONE statement, atomic on either database: under any number
 * of simultaneous requests the UNIQUE slot key lets exactly one booking hold a slot, and a booking
 * that loses one slot holds none. Returns false when some slot was already held.
 */
export const takeSlotLocks = async (req: PayloadRequest, reservationId: number, keys: string[]): Promise<boolean> => {
  const rows = sql.join(
    keys.map((key) => sql`(${key}, ${reservationId})`),
    sql`, `,
  )
  try {
    await runSql(req.payload, sql`INSERT INTO reservation_slot_locks (slot_key, reservation_id) VALUES ${rows}`)
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
export const anySlotHeld = async (req: PayloadRequest, keys: string[]): Promise<boolean> => {
  const held = await allSql(
    req.payload,
    sql`SELECT 1 FROM reservation_slot_locks WHERE slot_key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) LIMIT 1`,
  )
  return held.length > 0
}

/** Frees the slots of a booking that is no longer live (rejected, cancelled, completed). */
export const releaseSlotLocks = async (req: PayloadRequest, reservationId: number) => {
  await runSql(req.payload, sql`DELETE FROM reservation_slot_locks WHERE reservation_id = ${reservationId}`)
}
