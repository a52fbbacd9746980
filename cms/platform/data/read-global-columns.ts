import type { Payload } from 'payload'
import { decoderOf, type DriverColumn } from './decode-column'
import { selectRows } from './select-rows'
import { tableOf } from './tables'

type Select = { select: (columns: Record<string, unknown>) => { from: (table: unknown) => { limit: (n: number) => { toSQL: () => { sql: string; params: unknown[] } } } } }

const compiledQueries = new Map<string, { sql: string; params: unknown[]; decoders: ((value: unknown) => unknown)[] }>()

/**
 * Plain columns of a global's one row (a group's sub-field as `<group>_<field>`), or null while
 * nobody has saved it: without Payload's read pipeline, so only for a value the server reads as the
 * system for its own arithmetic (the rate card a quote prices from), never to hand a global to a
 * caller whose read rule it would skip. Numbers come back as the driver gives them (PostgreSQL's
 * numeric as text): the caller reads them with Number.
 */
export const readGlobalColumns = async <C extends string>(payload: Payload, slug: string, columns: readonly C[]): Promise<Record<C, unknown> | null> => {
  const key = `${slug}:${columns.join(',')}`
  let query = compiledQueries.get(key)
  if (!query) {
    const { adapter, table } = tableOf(payload, slug)
    const selected = Object.fromEntries(
      columns.map((column) => {
        if (!table[column]) throw new Error(`readGlobalColumns: no column ${slug}.${column}`)
        return [column, table[column]]
      }),
    )
    const built = (adapter.drizzle as unknown as Select).select(selected).from(table).limit(1).toSQL()
    query = { ...built, decoders: columns.map((column) => decoderOf(undefined, table[column] as DriverColumn)) }
    compiledQueries.set(key, query)
  }
  const [row] = await selectRows(payload, query)
  if (!row) return null
  return Object.fromEntries(columns.map((column, index) => [column, query.decoders[index]!(row[index])])) as Record<C, unknown>
}
