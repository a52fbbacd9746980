import type { Payload } from 'payload'
import { allSql, isUniqueViolation, runSql, sql } from './raw-sql'

/**
 * A table of held seats: one row per seat, its key UNIQUE (`seat_key`), naming what the seat belongs to
 * (`owner`: the course, the event) and who holds it (`holder`: the application, the registration),
 * the holder UNIQUE too.
 */
export type SeatTable = { table: string; owner: string; holder: string }

/** A pool of seats of one owner: seat n's key, and how many there are (null: no limit). */
export type SeatPool = { key: (seat: number) => string; size: number | null }

const holds = async (payload: Payload, seats: SeatTable, holderId: number) =>
  (await allSql(payload, sql`SELECT 1 FROM ${sql.identifier(seats.table)} WHERE ${sql.identifier(seats.holder)} = ${holderId}`)).length > 0

/**
 * Takes the lowest free seat of the pool for the holder, or answers false when all its seats are held.
 * Each attempt is one INSERT of a UNIQUE seat key, so of any number of simultaneous takers of the last
 * seat exactly one gets it, also across processes; a loser looks again at what is free, and stops when
 * nothing is. A holder holds at most one seat (UNIQUE holder), so taking it twice is harmless.
 */
export const takeLowestFreeSeat = async (payload: Payload, seats: SeatTable, ownerId: number, holderId: number, pool: SeatPool): Promise<boolean> => {
  const table = sql.identifier(seats.table)
  const owner = sql.identifier(seats.owner)
  const holder = sql.identifier(seats.holder)
  for (;;) {
    const held = await allSql<{ seat_key: string }>(payload, sql`SELECT seat_key FROM ${table} WHERE ${owner} = ${ownerId}`)
    const taken = new Set(held.map((row) => row.seat_key))
    let seat = 1
    while (taken.has(pool.key(seat))) seat += 1
    if (pool.size != null && seat > pool.size) return false
    const now = new Date().toISOString()
    try {
      await runSql(
        payload,
        sql`INSERT INTO ${table} (seat_key, ${owner}, ${holder}, updated_at, created_at) VALUES (${pool.key(seat)}, ${ownerId}, ${holderId}, ${now}, ${now})`,
      )
      return true
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (await holds(payload, seats, holderId)) return true
    }
  }
}

/** Frees the seat a holder holds, if any. */
export const releaseHeldSeat = async (payload: Payload, seats: SeatTable, holderId: number) => {
  await runSql(payload, sql`DELETE FROM ${sql.identifier(seats.table)} WHERE ${sql.identifier(seats.holder)} = ${holderId}`)
}

/** Whether a capacity changed from `before` to `after` gives more seats: a larger number, or none limited any more. */
export const moreSeats = (before: number | null | undefined, after: number | null | undefined) => (after == null ? before != null : before != null && after > before)
