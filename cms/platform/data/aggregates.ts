import type { Payload } from 'payload'
import { isPostgres, type SQL, sql } from './raw-sql'

/** A calendar month and the instants it starts and ends at, as stored columns compare them. */
export type MonthSpan = { month: string; from: string; to: string }

/**
 * The position in `months` of the month an instant column falls in, NULL outside them. Written as a
 * CASE over the months' bounds rather than a date function: SQLite and PostgreSQL format dates
 * differently, but both compare an instant with its bounds the same way, and the bounds carry the
 * time zone (Seoul months start at 15:00 UTC the day before).
 */
export const monthIndexOf = (column: SQL, months: readonly MonthSpan[]): SQL =>
  sql`CASE ${sql.join(
    months.map((span, index) => sql`WHEN ${column} >= ${span.from} AND ${column} < ${span.to} THEN ${sql.raw(String(index))}`),
    sql` `,
  )} END`

/** An instant column as seconds since 1970: the one piece of date arithmetic the two databases spell differently. */
export const epochSecondsOf = (payload: Payload, column: SQL): SQL =>
  isPostgres(payload) ? sql`EXTRACT(EPOCH FROM ${column})` : sql`((julianday(${column}) - 2440587.5) * 86400.0)`

/**
 * The median of `value` per `group` over the rows of `source` (a subquery with columns named
 * `group_key` and `value`), as rows `{ group_key, median }`. Neither database has a portable
 * MEDIAN aggregate, but both number rows in order per group: the middle row, or the mean of the two
 * middle rows, is the median.
 */
export const medianPerGroup = (source: SQL): SQL => sql`
  SELECT group_key, AVG(value) AS median FROM (
    SELECT group_key, value,
      ROW_NUMBER() OVER (PARTITION BY group_key ORDER BY value) AS place,
      COUNT(*) OVER (PARTITION BY group_key) AS group_size
    FROM (${source}) AS measured
  ) AS ranked
  WHERE place IN ((group_size + 1) / 2, (group_size + 2) / 2)
  GROUP BY group_key`
