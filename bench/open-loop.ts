import { Agent, request } from 'undici'
import { type LatencySummary, summarise } from './latency'
import type { MixedRequest } from './mixed-load'

/**
 * The mixed read load sent on a fixed schedule, whatever the answers do: what a visitor sees when the
 * server is busy but not saturated. A closed loop (autocannon's connections) sends the next request
 * only after an answer, so a slow answer also delays the requests queued behind it and hides them
 * from the figures (coordinated omission). Here each request has its scheduled send time, latency
 * counts from that time, and the agent opens as many connections as requests are outstanding, so a
 * slow answer never holds back the next send.
 */
export type OpenLoopResult = {
  seconds: number
  targetRate: number
  sentRate: number
  answeredRate: number
  errors: number
  latency: LatencySummary
  /** How late the sender itself sent, behind its schedule: large values mean the client, not the server, was short of CPU. */
  sendLagMs: { p99: number; max: number }
}

const TIMEOUT_MS = 10_000

export const runOpenLoop = async (baseUrl: string, requests: MixedRequest[], { rate, seconds }: { rate: number; seconds: number }): Promise<OpenLoopResult> => {
  // No connection limit per origin: a request due while every connection is busy gets a new one.
  const agent = new Agent({ connections: null, pipelining: 1, keepAliveTimeout: 30_000 })
  const latencies: number[] = []
  const sendLags: number[] = []
  let errors = 0
  let sent = 0
  const inFlight = new Set<Promise<void>>()
  const interval = 1000 / rate
  const total = Math.floor(rate * seconds)
  const startedAt = performance.now()

  const send = (scheduledAt: number, { path, headers }: MixedRequest) => {
    const done = (async () => {
      try {
        const response = await request(`${baseUrl}${path}`, { dispatcher: agent, headers, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS })
        await response.body.arrayBuffer()
        if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - scheduledAt)
        else errors += 1
      } catch {
        errors += 1
      }
    })()
    inFlight.add(done)
    void done.finally(() => inFlight.delete(done))
  }

  while (sent < total) {
    const now = performance.now()
    // Every request whose time has come goes now, each still timed from its own scheduled moment: a
    // late timer makes the figures worse, never better.
    while (sent < total && startedAt + sent * interval <= now) {
      sendLags.push(now - (startedAt + sent * interval))
      send(startedAt + sent * interval, requests[sent % requests.length]!)
      sent += 1
    }
    const nextAt = startedAt + sent * interval
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())))
  }
  const sendingSeconds = (performance.now() - startedAt) / 1000
  await Promise.all(inFlight)
  await agent.close()
  return {
    seconds,
    targetRate: Math.round(rate),
    sentRate: Math.round(sent / sendingSeconds),
    answeredRate: Math.round(latencies.length / sendingSeconds),
    errors,
    latency: summarise(latencies),
    sendLagMs: (({ p99, max }) => ({ p99, max }))(summarise(sendLags)),
  }
}
