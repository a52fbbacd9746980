import type { Payload } from 'payload'
import { allSql, isUniqueViolation, runSql, sql } from './raw-sql'
import { tableOf } from './tables'

/** Far more than the callers that can meet on one prefix at once; each round one of them wins. */
const MAX_ROUNDS = 50

/**
 * Gives the row `id` the next number of a gap-free series `${prefix}0001`, `${prefix}0002`, … in the
 * text column `field` (which has a UNIQUE index), unless it has one already, and returns the row's
 * number. The next number is the largest of the prefix plus one; two callers reading the same largest
 * both try it, the UNIQUE index lets one through and the other reads again. The write only applies
 * while the row has no number, so a row is never numbered twice. A counter row would work as well but
 * leave a gap when the write after it fails; statements are numbered without gaps.
 */
export const claimNextNumber = async (payload: Payload, collection: string, id: number, field: string, prefix: string, digits = 4): Promise<string> => {
  const { tableName, table } = tableOf(payload, collection)
  const column = (table[field] as { name: string } | undefined)?.name
  if (!column) throw new Error(`no ${field} column on ${collection}`)
  const [tableId, columnId] = [sql.identifier(tableName), sql.identifier(column)]
  const current = async () =>
    (await allSql<{ value: string | null }>(payload, sql`SELECT ${columnId} AS value FROM ${tableId} WHERE id = ${id}`))[0]?.value ?? null

  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const own = await current()
    if (own) return own
    // Same length first: past 9999 the numbers grow a digit and would sort before shorter ones as text.
    const [last] = await allSql<{ value: string }>(
      payload,
      sql`SELECT ${columnId} AS value FROM ${tableId} WHERE ${columnId} LIKE ${`${prefix}%`} ORDER BY length(${columnId}) DESC, ${columnId} DESC LIMIT 1`,
    )
    const next = `${prefix}${String(last ? Number(last.value.slice(prefix.length)) + 1 : 1).padStart(digits, '0')}`
    try {
      await runSql(payload, sql`UPDATE ${tableId} SET ${columnId} = ${next} WHERE id = ${id} AND ${columnId} IS NULL`)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error(`no free number for ${prefix} after ${MAX_ROUNDS} rounds`)
}
