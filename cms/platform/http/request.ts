import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

/** Query-string values of the request as a plain object, for zod to parse. */
export const queryOf = (req: PayloadRequest): Record<string, string> => Object.fromEntries(new URL(req.url ?? '', 'http://localhost').searchParams.entries())

export const parseQuery = <S extends z.ZodType>(schema: S, req: PayloadRequest): z.infer<S> => schema.parse(queryOf(req))

export const routeParam = (req: PayloadRequest, name: string): string => String(req.routeParams?.[name] ?? '')

/** The JSON body parsed by a zod schema; a missing or broken body counts as an empty object. */
export const parseBody = async <S extends z.ZodType>(schema: S, req: PayloadRequest): Promise<z.infer<S>> => {
  const body: unknown = await Promise.resolve(req.json?.()).catch(() => undefined)
  return schema.parse(body ?? {})
}
