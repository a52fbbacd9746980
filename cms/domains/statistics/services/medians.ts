import type { Payload } from 'payload'
import { medianPerGroup } from '../../../platform/data/aggregates'
import { allSql, type SQL, sql } from '../../../platform/data/raw-sql'
import { oneDecimal } from './rounding'

/** The key of the whole period among the month positions (0, 1, …) medians are kept under. */
export const WHOLE_PERIOD = -1

type Median = { group_key: number | string; median: number | string | null }

/**
 * The median of `value` per month of the period and over the whole of it, from `measured` (a
 * subquery with columns `month_index` and `value`), one decimal, keyed by month position or
 * WHOLE_PERIOD. A month without rows has no key.
 */
export const mediansByMonth = async (payload: Payload, measured: SQL): Promise<Map<number, number | null>> => {
  const [months, whole] = await Promise.all([
    allSql<Median>(payload, medianPerGroup(sql`SELECT month_index AS group_key, value FROM (${measured}) AS measured_rows`)),
    allSql<Median>(payload, medianPerGroup(sql`SELECT ${sql.raw(String(WHOLE_PERIOD))} AS group_key, value FROM (${measured}) AS measured_rows`)),
  ])
  return new Map([...months, ...whole].map((row) => [Number(row.group_key), row.median === null ? null : oneDecimal(Number(row.median))]))
}
