import { Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici'

/** The address the SOLAPI SDK always calls; it has no option to call another. */
export const SOLAPI_ORIGIN = 'https://api.solapi.com'

/** Sends the requests for one origin to another and passes everything else on untouched. */
class OriginRoute extends Dispatcher {
  constructor(
    private readonly from: string,
    private readonly to: string,
    private readonly next: Dispatcher,
  ) {
    super()
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    const origin = options.origin === undefined ? '' : new URL(String(options.origin)).origin
    return this.next.dispatch(origin === this.from ? { ...options, origin: this.to } : options, handler)
  }

  close(): Promise<void>
  close(callback: () => void): void
  close(callback?: () => void) {
    const closing = this.next.close()
    if (!callback) return closing
    void closing.then(callback)
  }

  destroy(): Promise<void>
  destroy(error: Error | null): Promise<void>
  destroy(callback: () => void): void
  destroy(error: Error | null, callback: () => void): void
  destroy(errorOrCallback?: Error | null | (() => void), callback?: () => void) {
    const error = typeof errorOrCallback === 'function' ? null : (errorOrCallback ?? null)
    const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback
    const destroying = this.next.destroy(error)
    if (!done) return destroying
    void destroying.then(done)
  }
}

let routedTo: string | null = null
let base: Dispatcher | null = null

/**
 * Points the process's fetch for https://api.solapi.com at `SOLAPI_API_URL` (the stand-in), so the real
 * SDK signs and sends real HTTP there. Nothing changes when the variable is unset, as in production.
 */
export const routeSolapiApi = (apiUrl = process.env.SOLAPI_API_URL) => {
  if (!apiUrl) return false
  const target = new URL(apiUrl).origin
  if (routedTo === target) return true
  base ??= getGlobalDispatcher()
  setGlobalDispatcher(new OriginRoute(SOLAPI_ORIGIN, target, base))
  routedTo = target
  return true
}
