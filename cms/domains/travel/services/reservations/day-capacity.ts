import type { PayloadRequest } from 'payload'
import { allSql, runSql, sql } from '../../../../platform/data/raw-sql'

const dayKey = (goodsId: number, day: string) => `${goodsId}:${day}`

/** How many people are booked for the goods option on the day. */
export const bookedOn = async (req: PayloadRequest, goodsId: number, day: string): Promise<number> => {
  const [row] = await allSql<{ booked: number | string }>(req.payload, sql`SELECT booked FROM goods_day_counts WHERE day_key = ${dayKey(goodsId, day)}`)
  return Number(row?.booked ?? 0)
}

/**
 * Books `count` people on the day in ONE conditional upsert, atomic on either database: the day's
 * row is made at the first booking and only grows while it stays within `capacity`, so simultaneous
 * bookings never overfill a day. False when too few places are left.
 */
export const takePlaces = async (req: PayloadRequest, goodsId: number, day: string, count: number, capacity: number): Promise<boolean> => {
  if (count > capacity) return false
  const now = new Date().toISOString()
  const taken = await allSql<{ booked: number }>(
    req.payload,
    sql`INSERT INTO goods_day_counts (day_key, booked, updated_at, created_at) VALUES (${dayKey(goodsId, day)}, ${count}, ${now}, ${now})
      ON CONFLICT (day_key) DO UPDATE SET booked = goods_day_counts.booked + ${count}, updated_at = ${now}
      WHERE goods_day_counts.booked + ${count} <= ${capacity}
      RETURNING booked`,
  )
  return taken.length > 0
}

/** Frees the places of a cancelled reservation, or of one that failed after taking them. */
export const releasePlaces = async (req: PayloadRequest, goodsId: number, day: string, count: number) => {
  await runSql(req.payload, sql`UPDATE goods_day_counts SET booked = booked - ${count} WHERE day_key = ${dayKey(goodsId, day)}`)
}
