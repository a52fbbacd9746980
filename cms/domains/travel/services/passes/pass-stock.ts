import type { PayloadRequest } from 'payload'
import { allSql, runSql, sql } from '../../../../platform/data/raw-sql'

/**
 * Takes `count` passes of an option in ONE conditional UPDATE, atomic on either database: of any
 * number of simultaneous purchases of the last passes, only as many as there are succeed (PostgreSQL
 * re-checks `stock >= count` on the row once a concurrent update commits). False when too few are left.
 */
export const takeStock = async (req: PayloadRequest, optionId: number, count: number): Promise<boolean> => {
  const taken = await allSql<{ id: number }>(
    req.payload,
    sql`UPDATE pass_options SET stock = stock - ${count} WHERE id = ${optionId} AND stock >= ${count} RETURNING id`,
  )
  return taken.length > 0
}

/** Puts passes back (a refund, or a purchase that failed after taking them). */
export const returnStock = async (req: PayloadRequest, optionId: number, count: number) => {
  await runSql(req.payload, sql`UPDATE pass_options SET stock = stock + ${count} WHERE id = ${optionId}`)
}
