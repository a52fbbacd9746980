import { buildQuery, type DrizzleAdapter } from '@payloadcms/drizzle'
import { count, type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import { decoderOf, type DriverColumn } from './decode-column'
import { selectRows } from './select-rows'
import { tableOf } from './tables'
import { type CollectionSlug, combineQueries, type FlattenedField, Forbidden, type PayloadRequest, type Sort, type Where } from 'payload'

/** A value computed in SQL next to the row's own columns, e.g. a related-row count. */
export type ComputedColumn = (parts: { column: QualifiedColumn; tableName: string }) => SQL

/**
 * A column as `"table"."column"`. Drizzle leaves columns unqualified in a single-table select,
 * which inside a correlated subquery would silently bind to the subquery's own table.
 */
export type QualifiedColumn = (tableName: string, field: string) => SQL

type Built = { toSQL: () => { sql: string; params: unknown[] } }

type SelectBuilder = {
  select: (columns: Record<string, unknown>) => {
    from: (table: unknown) => {
      where: (where: SQL | undefined) => Built & { orderBy: (...order: SQL[]) => { limit: (n: number) => { offset: (n: number) => Built } } }
    }
  }
}

export type PageRequest<F extends string, C extends string> = {
  collection: CollectionSlug
  /** Plain columns of the collection's own table: text, number, select, checkbox, date, single upload id. */
  fields: readonly F[]
  /** Define the record once at module level: its identity is part of the kept query shape. */
  computed?: Partial<Record<C, ComputedColumn>>
  where?: Where
  /**
   * Rows matching this come before the rest, each part in `sort` order: for an order that changes
   * with the clock (a pin that ends on a date), which a sort on stored columns cannot say.
   */
  orderFirst?: Where
  sort: Sort
  page: number
  limit: number
  /** Off when only the rows matter (a neighbour post): saves the count statement. */
  withTotal?: boolean
  /**
   * Which rows the list shows when that is not the collection's read rule: a member board lists every
   * post's row (the service hides a secret post's title) while its read rule opens only the posts the
   * caller may read. Only the listed columns ever leave through it.
   */
  listedRows?: (req: PayloadRequest) => Where | true
  /**
   * Rich-text columns read as their stored JSON, skipping the field's afterRead population: only for
   * a caller that renders the tree itself and falls back to the Local API when the tree refers to
   * other documents (cms/domains/boards/services/get-board-post.ts).
   */
  storedRichText?: readonly F[]
  /**
   * Columns whose field-level read rule or afterRead hook the caller applies itself before anything
   * leaves (a member board's list: the writer's id only to tell "mine", the name masked by the service).
   */
  selfMasked?: readonly F[]
}

export type Page<F extends string, C extends string> = { rows: (Record<F | 'id', unknown> & Partial<Record<C, unknown>>)[]; total: number }

const checkedFields = new Set<string>()

/**
 * The lean path skips Payload's read pipeline, so it may only read fields that pipeline would
 * return unchanged: no field-level read access, no afterRead hooks, a column of the main table.
 * Checked once per collection and field list; a field that does not qualify is a programming error.
 */
const assertPlainColumns = (
  collection: CollectionSlug,
  allFields: FlattenedField[],
  afterReadHooks: number,
  names: readonly string[],
  storedRichText: readonly string[] = [],
  selfMasked: readonly string[] = [],
) => {
  const key = `${collection}:${names.join(',')}:${storedRichText.join(',')}:${selfMasked.join(',')}`
  if (checkedFields.has(key)) return
  if (afterReadHooks > 0) throw new Error(`readPage: ${collection} has afterRead hooks; use the Local API`)
  for (const name of names) {
    const field = allFields.find((candidate) => 'name' in candidate && candidate.name === name)
    if (!field) throw new Error(`readPage: ${collection}.${name} is not a field`)
    if (storedRichText.includes(name)) {
      if (field.type !== 'richText' || field.access?.read) throw new Error(`readPage: ${collection}.${name} is not a readable rich-text column`)
      continue
    }
    const plain = ['text', 'textarea', 'number', 'select', 'checkbox', 'date', 'email', 'upload', 'relationship'].includes(field.type)
    const single = !('hasMany' in field && field.hasMany) && !('relationTo' in field && Array.isArray(field.relationTo))
    const guarded = field.access?.read || ('hooks' in field && (field.hooks?.afterRead?.length ?? 0) > 0)
    if (!plain || !single || (guarded && !selfMasked.includes(name)) || ('localized' in field && field.localized)) {
      throw new Error(`readPage: ${collection}.${name} is not a plain column`)
    }
  }
  checkedFields.add(key)
}

const qualifiedColumn =
  (adapter: DrizzleAdapter): QualifiedColumn =>
  (tableName, field) => {
    const column = (adapter.tables[tableName] as Record<string, { name: string } | undefined>)[field]
    if (!column) throw new Error(`readPage: no column ${tableName}.${field}`)
    return sql`${sql.identifier(tableName)}.${sql.identifier(column.name)}`
  }

/** What the collection's read access lets this caller see: nothing (403), everything, or a query. */
const readAccess = async (req: PayloadRequest, collection: CollectionSlug): Promise<Where | true> => {
  const access = req.payload.collections[collection].config.access.read
  const result = access ? await access({ req }) : Boolean(req.user)
  if (result === false) throw new Forbidden(req.t)
  return result === true ? true : result
}

type Compiled = {
  page: { sql: string; params: unknown[] }
  count: { sql: string; params: unknown[] }
  /** Per selected column in order: its name and how to decode its raw value. */
  decoders: [string, (value: unknown) => unknown][]
}

/** Enough for every page, filter and caller kind a busy hour asks; past it the cache starts over. */
const COMPILED_CACHE_SIZE = 500
const compiledQueries = new Map<string, Compiled>()

/**
 * Computed columns are functions, so a query shape knows them by the identity of their record (each
 * list defines its record once, at module level): two lists may name a column alike but compute it
 * differently.
 */
const computedIds = new WeakMap<object, number>()
let lastComputedId = 0
const computedId = (computed: object | undefined): number => {
  if (!computed) return 0
  const known = computedIds.get(computed)
  if (known !== undefined) return known
  lastComputedId += 1
  computedIds.set(computed, lastComputedId)
  return lastComputedId
}

/** Builds the page and count statements with Payload's own query builder and the adapter's drizzle. */
const compile = <F extends string, C extends string>(req: PayloadRequest, request: PageRequest<F, C>, where: Where): Compiled => {
  const { config } = req.payload.collections[request.collection]
  const { adapter, tableName, table } = tableOf(req.payload, request.collection)
  const built = buildQuery({ adapter, fields: config.flattenedFields, sort: request.sort, tableName, where })
  if (built.joins.length > 0) throw new Error(`readPage: ${request.collection} query needs joins; use the Local API`)

  const columns: Record<string, unknown> = { id: table.id }
  for (const name of request.fields) columns[name] = table[name]
  for (const [name, compute] of Object.entries(request.computed ?? {}) as [string, ComputedColumn][]) {
    columns[name] = compute({ column: qualifiedColumn(adapter), tableName }).as(name)
  }
  const orderBy = built.orderBy.map(({ column, order }) => order(column))
  if (request.orderFirst) {
    const first = buildQuery({ adapter, fields: config.flattenedFields, sort: request.sort, tableName, where: request.orderFirst })
    if (first.joins.length > 0 || !first.where) throw new Error(`readPage: ${request.collection} orderFirst needs joins or says nothing`)
    orderBy.unshift(sql`case when ${first.where} then 0 else 1 end`)
  }
  // The adapter's drizzle instance is typed per dialect; both statements are plain SQL both speak.
  const db = adapter.drizzle as unknown as SelectBuilder
  const page = db
    .select(columns)
    .from(table)
    .where(built.where)
    .orderBy(...orderBy)
    .limit(request.limit)
    .offset((request.page - 1) * request.limit)
    .toSQL()
  return {
    page,
    count: db.select({ total: count() }).from(table).where(built.where).toSQL(),
    decoders: Object.entries(columns).map(([name, column]) => [
      name,
      decoderOf(config.flattenedFields.find((field) => 'name' in field && field.name === name), column as DriverColumn),
    ]),
  }
}

/** The conditions of an `and` tree, nested `and`s opened, empty ones dropped. */
const conditionsOf = (where: Where): Where[] =>
  Object.keys(where).length === 1 && Array.isArray(where.and) ? where.and.flatMap(conditionsOf) : Object.keys(where).length ? [where] : []

/**
 * The list's filter and the caller's access often say the same thing ("published only" for a
 * visitor): the query says each condition once.
 */
const combineOnce = (where: Where, access: Where | boolean): Where => {
  const unique = new Map(conditionsOf(combineQueries(where, access)).map((condition) => [JSON.stringify(condition), condition]))
  return unique.size ? { and: [...unique.values()] } : {}
}

/**
 * One page of a collection for a list screen: exactly the listed columns plus computed ones, and
 * the total, straight from the table Payload keeps. The rows are those the collection's own read
 * access grants the caller, combined with `where` exactly as Payload's find combines them, so the
 * access rules stay the only source of truth; what is skipped is the per-document read pipeline
 * (hooks, population, rich text), which list columns do not need. The SQL text of a query shape is
 * kept (keyed by everything it is built from, the access result included); rows never are.
 */
export const readPage = async <F extends string, C extends string = never>(req: PayloadRequest, request: PageRequest<F, C>): Promise<Page<F, C>> => {
  const { config } = req.payload.collections[request.collection]
  assertPlainColumns(request.collection, config.flattenedFields, config.hooks.afterRead.length, request.fields, request.storedRichText, request.selfMasked)
  const where = combineOnce(request.where ?? {}, request.listedRows ? request.listedRows(req) : await readAccess(req, request.collection))
  const key = JSON.stringify([request.collection, request.fields, computedId(request.computed), where, request.orderFirst, request.sort, request.page, request.limit, request.storedRichText])
  let compiled = compiledQueries.get(key)
  if (!compiled) {
    compiled = compile(req, request, where)
    if (compiledQueries.size >= COMPILED_CACHE_SIZE) compiledQueries.clear()
    compiledQueries.set(key, compiled)
  }
  const { decoders } = compiled
  const rows = (await selectRows(req.payload, compiled.page)).map((values) => {
    const row: Record<string, unknown> = {}
    for (let index = 0; index < decoders.length; index++) row[decoders[index][0]] = decoders[index][1](values[index])
    return row
  })
  if (request.withTotal === false) return { rows: rows as Page<F, C>['rows'], total: rows.length }
  const [[total]] = (await selectRows(req.payload, compiled.count)) as [[number]]
  return { rows: rows as Page<F, C>['rows'], total: Number(total) }
}
