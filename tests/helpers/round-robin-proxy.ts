import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the proxy does when a process fails, as docs/deploy.md maps it to nginx. Without it, the proxy
 * is a plain round robin that passes every failure on to the client.
 */
export type FailoverSettings = {
  /** Each process's /healthz is asked this often; one failed answer takes it out, one passed brings it back. */
  healthIntervalMs: number
  /** A connection not made within this long counts as refused (nginx: proxy_connect_timeout). */
  connectTimeoutMs: number
}

/** A write the proxy could neither answer nor retry: it reached a process that died before answering. */
export type LostAnswer = { method: string; path: string; target: number }

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS'])

type Upstream = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** Why one try failed, and whether the request surely never reached the process. */
class TryFailed extends Error {
  constructor(
    readonly neverArrived: boolean,
    cause: unknown,
  ) {
    super(neverArrived ? 'connection refused' : 'connection lost after the request was sent', { cause })
  }
}

/** Headers of one connection, not of the message: the proxy's own connections decide them. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding']
const withoutHopByHop = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)))

/**
 * One try against one process. Writes go over a connection of their own: a refused or timed-out
 * connect then proves the process never saw the write, while a pooled socket that breaks could have
 * carried it already. The answer is read whole before anything reaches the client, so a process that
 * dies halfway through an answer still leaves the request free to be retried.
 */
const tryOnce = (target: URL, incoming: http.IncomingMessage, body: Buffer, pool: http.Agent, settings: FailoverSettings | undefined) =>
  new Promise<Upstream>((resolve, reject) => {
    let connected = false
    const request = http.request({
      hostname: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: withoutHopByHop(incoming.headers),
      agent: IDEMPOTENT.has(incoming.method ?? '') ? pool : false,
    })
    const connectTimer = settings && setTimeout(() => request.destroy(new Error('connect timeout')), settings.connectTimeoutMs)
    request.on('socket', (socket) => {
      const onConnected = () => {
        connected = true
        clearTimeout(connectTimer)
      }
      if (socket.connecting) socket.once('connect', onConnected)
      else onConnected()
    })
    request.on('response', (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: withoutHopByHop(answer.headers), body: Buffer.concat(chunks) }))
      answer.on('error', (error) => reject(new TryFailed(false, error)))
      answer.on('aborted', () => reject(new TryFailed(false, new Error('answer cut off'))))
    })
    request.on('error', (error) => {
      clearTimeout(connectTimer)
      reject(new TryFailed(!connected, error))
    })
    request.end(body)
  })

const readBody = (incoming: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => resolve(Buffer.concat(chunks)))
    incoming.on('error', reject)
  })

/**
 * A load balancer on loopback without stickiness: each request goes to the next of `targets` in turn,
 * so one browser session's requests alternate between the processes. Counts what each one served.
 * With `failover`, it also checks each process's health, and retries on another process a request
 * that surely never arrived (connection refused) and a read that failed in any way; a write whose
 * connection broke after it was sent is answered 502 and listed in `lostAnswers`.
 */
export const startRoundRobinProxy = async (targets: readonly string[], failover?: FailoverSettings) => {
  const urls = targets.map((target) => new URL(target))
  const served = targets.map(() => 0)
  const inFlight = targets.map(() => 0)
  const healthy = targets.map(() => true)
  const lostAnswers: LostAnswer[] = []
  const pool = new http.Agent({ keepAlive: true })
  let retries = 0
  let next = 0

  /** The next healthy process in turn not yet tried; when none is healthy, any not yet tried. */
  const pick = (tried: Set<number>) => {
    const order = targets.map((_, offset) => (next + offset) % targets.length).filter((index) => !tried.has(index))
    const choice = (failover ? order.find((index) => healthy[index]) : undefined) ?? order[0]
    next = (choice ?? next) + 1
    return choice
  }

  const server = http.createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming)
    const tried = new Set<number>()
    for (let index = pick(tried); index !== undefined; index = pick(tried)) {
      tried.add(index)
      inFlight[index]! += 1
      try {
        const answer = await tryOnce(urls[index]!, incoming, body, pool, failover)
        served[index]! += 1
        outgoing.writeHead(answer.status, answer.headers).end(answer.body)
        return
      } catch (error) {
        const { neverArrived } = error as TryFailed
        // A failed connection takes the process out at once (nginx: max_fails=1); the health check brings it back.
        if (failover) healthy[index] = false
        const mayRetry = failover && (neverArrived || IDEMPOTENT.has(incoming.method ?? ''))
        if (!mayRetry) {
          if (failover) lostAnswers.push({ method: incoming.method ?? '', path: incoming.url ?? '', target: index })
          outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('서버와의 연결이 끊겨 요청의 처리 결과를 알 수 없습니다.')
          return
        }
        retries += 1
      } finally {
        inFlight[index]! -= 1
      }
    }
    outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('응답할 수 있는 서버가 없습니다.')
  })

  const checkHealth = async (index: number) => {
    try {
      const response = await fetch(new URL('/healthz', urls[index]), { signal: AbortSignal.timeout(failover!.connectTimeoutMs) })
      await response.arrayBuffer()
      healthy[index] = response.ok
    } catch {
      healthy[index] = false
    }
  }
  const healthTimer = failover && setInterval(() => targets.forEach((_, index) => void checkHealth(index)), failover.healthIntervalMs)

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => [...served],
    /** Requests under way at each process right now. */
    inFlight: () => [...inFlight],
    /** Which processes the health check counts in. */
    healthy: () => [...healthy],
    lostAnswers: () => [...lostAnswers],
    retries: () => retries,
    stop: async () => {
      clearInterval(healthTimer || undefined)
      pool.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
