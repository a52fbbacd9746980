import type { PayloadRequest, Where } from 'payload'
import { parse } from 'qs-esm'
import type { z } from 'zod'

/** Query-string values of the request as a plain object, for zod to parse. */
export const queryOf = (req: PayloadRequest): Record<string, string> => Object.fromEntries(new URL(req.url ?? '', 'http://localhost').searchParams.entries())

/** The admin list's own filter as its URL carries it (`where[...]` and `search`), for an export of what staff see. */
export const payloadListFilter = (req: PayloadRequest): { where?: Where; search: string } => {
  const query = parse(new URL(req.url ?? '', 'http://localhost').search.slice(1), { depth: 10 }) as { where?: Where; search?: unknown }
  return { where: query.where, search: typeof query.search === 'string' ? query.search.trim() : '' }
}

export const parseQuery = <S extends z.ZodType>(schema: S, req: PayloadRequest): z.infer<S> => schema.parse(queryOf(req))

export const routeParam = (req: PayloadRequest, name: string): string => String(req.routeParams?.[name] ?? '')

/** The JSON body parsed by a zod schema; a missing or broken body counts as an empty object. */
export const parseBody = async <S extends z.ZodType>(schema: S, req: PayloadRequest): Promise<z.infer<S>> => {
  const body: unknown = await Promise.resolve(req.json?.()).catch(() => undefined)
  return schema.parse(body ?? {})
}
