import { type Config, defaultLoggerOptions } from 'payload'

type LoggerSettings = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LogMethodHook = NonNullable<NonNullable<LoggerSettings['options']['hooks']>['logMethod']>

type ErrorLike = Error & { query?: unknown; params?: unknown; code?: unknown; status?: unknown; originalError?: unknown; cause?: unknown }

const isError = (value: unknown): value is ErrorLike => value instanceof Error

/** The error and what it wraps: GraphQL's originalError, a cause, a few levels down. */
const chainOf = (error: ErrorLike): ErrorLike[] => {
  const chain: ErrorLike[] = []
  let current: unknown = error
  while (isError(current) && chain.length < 5 && !chain.includes(current)) {
    chain.push(current)
    current = current.originalError ?? current.cause
  }
  return chain
}

/**
 * drizzle's DrizzleQueryError carries the whole statement and every parameter in its message, stack
 * and properties: a thousand-term query wrote about a megabyte to the log per request (issue 29).
 */
const isQueryFailure = (error: ErrorLike) => typeof error.query === 'string' && 'params' in error

/** What the database said, without quoted text, where PostgreSQL repeats the value it refused. */
const databaseReason = (chain: ErrorLike[]) => {
  const cause = chain.find((error) => !isQueryFailure(error) && !('originalError' in error && error.originalError))
  if (!cause) return ''
  const code = typeof cause.code === 'string' ? cause.code : ''
  const firstLine = (cause.message.split('\n')[0] ?? '').replace(/"[^"]*"|'[^']*'/g, '"…"').slice(0, 120)
  return [code, firstLine.startsWith(code) ? firstLine.slice(code.length).replace(/^:\s*/, '') : firstLine].filter(Boolean).join(': ')
}

const clientStatus = (chain: ErrorLike[]) => chain.map((error) => error.status).find((status) => typeof status === 'number' && status >= 400 && status < 500)

/** One line for an error a log entry carries, or null to log it as it is. */
const shortLine = (error: ErrorLike): string | null => {
  const chain = chainOf(error)
  if (chain.some(isQueryFailure)) {
    const reason = databaseReason(chain)
    return `데이터베이스 쿼리 실패${reason ? ` (${reason})` : ''}`
  }
  const status = clientStatus(chain)
  return status ? `요청 거절 ${status}: ${chain.at(-1)!.message.slice(0, 200)}` : null
}

/**
 * A failed query is logged as one short line with the database's reason, never with its SQL or its
 * parameters (they hold what members typed); a refused request (4xx) as one line without its stack.
 * Everything else is logged as Payload logs it.
 */
const shortenQueryErrors: LogMethodHook = function (args, method) {
  const [first, second, ...rest] = args as unknown[]
  const context = isError(first) ? { err: first } : typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : null
  const line = context && isError(context.err) ? shortLine(context.err) : null
  if (!context || !line) return method.apply(this, args)
  const { err: _replaced, msg, ...kept } = context
  const said = typeof second === 'string' ? second : typeof msg === 'string' ? msg : null
  return method.apply(this, [kept, said ? `${said}: ${line}` : line, ...rest] as Parameters<typeof method>)
}

/** Payload's own pretty output, with failed queries and refusals kept short. */
export const portalLogger = (): LoggerSettings => ({ options: { hooks: { logMethod: shortenQueryErrors } }, destination: defaultLoggerOptions })
