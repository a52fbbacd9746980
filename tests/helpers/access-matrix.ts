import { ClientError, GraphQLClient } from 'graphql-request'
import { expect } from 'vitest'
import { portalUrl, requestJson } from './api'

export const callers = ['guest', 'member', 'staff', 'admin'] as const
export type Caller = (typeof callers)[number]

/**
 * Which rows of a collection a caller gets back. Access rules that return a Where filter instead of
 * refusing, so "published" and "own" callers get a list with fewer rows, not an error.
 */
export type Sees = 'all' | 'published' | 'own' | 'openOrOwn' | 'none'

/**
 * A row made for the read cells: a draft or not, whose it is when the rule looks at owners, and for
 * member-board rows whom it is open to beyond its owner (a secret post's rows are open to nobody).
 */
export type Row = { id: number | string; published?: boolean; owner?: Caller | 'other'; openTo?: 'everyone' | 'members'; key?: string }

const isOpenTo = (caller: Caller, row: Row) => row.openTo === 'everyone' || (row.openTo === 'members' && caller !== 'guest')

const sees = (level: Sees, caller: Caller, row: Row) =>
  level === 'all' ||
  (level === 'published' && row.published !== false) ||
  (level === 'own' && row.owner === caller) ||
  (level === 'openOrOwn' && (row.owner === caller || isOpenTo(caller, row)))

export const visibleIds = (level: Sees, caller: Caller, rows: Row[]) => rows.filter((row) => sees(level, caller, row)).map((row) => row.id)

/** Shorthands for the table: one value for each caller, in the order guest, member, staff, admin. */
export const per = <T>(guest: T, member: T, staff: T, admin: T): Record<Caller, T> => ({ guest, member, staff, admin })
export const nobody = per(false, false, false, false)
export const staffAndAdmin = per(false, false, true, true)
export const adminOnly = per(false, false, false, true)

export const refusedStatuses = [401, 403, 404]

/** Payload REST with the caller's token (none for the guest). */
export const rest = <T>(token: string | null, path: string, init: RequestInit = {}) =>
  requestJson<T>(`/api${path}`, { ...init, headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...init.headers } })

/** A multipart create, as the admin's upload field sends it. */
export const restUpload = async (token: string | null, slug: string, file: Blob, filename: string, fields: Record<string, unknown>) => {
  const form = new FormData()
  form.append('file', file, filename)
  form.append('_payload', JSON.stringify(fields))
  const response = await fetch(`${portalUrl()}/api/${slug}`, { method: 'POST', body: form, headers: token ? { Authorization: `JWT ${token}` } : {} })
  const text = await response.text()
  return { httpStatus: response.status, body: (text ? JSON.parse(text) : null) as { doc?: { id: number } } }
}

type GraphQLAnswer<T> = { data: T | null; errors: { message: string; extensions?: { statusCode?: number } }[] }

/** One GraphQL call; an answer with errors comes back as data rather than as a thrown ClientError. */
export const graphql = async <T = Record<string, unknown>>(
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> => {
  const client = new GraphQLClient(`${portalUrl()}/api/graphql`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  try {
    const { data } = await client.rawRequest<T>(query, variables)
    return { data, errors: [] }
  } catch (error) {
    if (!(error instanceof ClientError)) throw error
    return { data: (error.response.data as T | undefined) ?? null, errors: (error.response.errors ?? []) as GraphQLAnswer<T>['errors'] }
  }
}

/** Payload turns an access refusal into an error carrying the HTTP status it would have answered on REST. */
export const expectRefusedGraphQL = (answer: GraphQLAnswer<unknown>) => {
  expect(answer.errors.length, JSON.stringify(answer)).toBeGreaterThan(0)
  expect(refusedStatuses, answer.errors[0]!.message).toContain(answer.errors[0]!.extensions?.statusCode)
}

/** A mutation the schema does not have fails validation before anything runs. */
export const expectNoSuchMutation = (answer: GraphQLAnswer<unknown>, mutation: string) => {
  expect(answer.data).toBeNull()
  expect(answer.errors.map((error) => error.message).join('\n')).toContain(`Cannot query field "${mutation}" on type "Mutation"`)
}

/** The GraphQL names Payload derives from a slug (Media/allMedia: it prefixes `all` when both match). */
export type GraphQLNames = {
  one: string
  many: string
  /** A collection with its own text ids (survey-responses) takes them as String. */ idType?: 'Int' | 'String'
}

export const graphqlOps = ({ one, many, idType = 'Int' }: GraphQLNames) => ({
  // Payload's GraphQL has no `in` for ids, so the list asks for each id with OR.
  list: (ids: (number | string)[]) =>
    `{ ${many}(where: { OR: [${ids.map((id) => `{ id: { equals: ${JSON.stringify(id)} } }`).join(', ')}] }, limit: 100) { docs { id } } }`,
  read: `query ($id: ${idType}!) { ${one}(id: $id) { id } }`,
  create: `mutation ($data: mutation${one}Input!) { create${one}(data: $data) { id } }`,
  update: `mutation ($id: ${idType}!, $data: mutation${one}UpdateInput!) { update${one}(id: $id, data: $data) { id } }`,
  delete: `mutation ($id: ${idType}!) { delete${one}(id: $id) { id } }`,
})
