import fs from 'node:fs'
import autocannon from 'autocannon'
import { seedUsernames } from '../seed/data/accounts'
import { login } from './equipment'

/**
 * The read mix of a busy morning: home banners, the notice list and a notice, the header search,
 * the equipment catalogue, a member's my-page and the SPA's index page, each connection cycling
 * through them. The server's resident memory is sampled throughout, to show whether it levels off.
 */
export type MixedLoadResult = {
  requestsPerSecond: number
  p50: number
  p99: number
  max: number
  errors: number
  timeouts: number
  non2xx: number
  memoryMb: { start: number; firstMinute: number; end: number; peak: number }
}

export const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

export type MixedRequest = { path: string; headers?: Record<string, string> }

/** The mix itself, one request of each kind; the open-loop run sends the same list on a schedule. */
export const mixedReadRequests = async (baseUrl: string, noticeId: number): Promise<MixedRequest[]> => {
  const token = await login(baseUrl, seedUsernames.member1)
  return [
    { path: '/api/v1/main/benefit' },
    { path: '/api/v1/boards/notice/list?pageNum=1&pageSize=10' },
    { path: `/api/v1/boards/notice/${noticeId}` },
    { path: `/api/v1/main/main?searchKeyword=${encodeURIComponent('교육')}` },
    { path: '/api/v1/equipment/list?pageNum=1&pageSize=12' },
    { path: '/api/v1/mypage/myPage', headers: { Authorization: `JWT ${token}` } },
    { path: '/' },
  ]
}

export const runMixedLoad = async (
  baseUrl: string,
  pid: number,
  { connections, seconds, noticeId }: { connections: number; seconds: number; noticeId: number },
): Promise<MixedLoadResult> => {
  const requests = await mixedReadRequests(baseUrl, noticeId)
  const start = residentMb(pid)
  let peak = start
  let firstMinute = start
  const startedAt = Date.now()
  const sampler = setInterval(() => {
    const now = residentMb(pid)
    peak = Math.max(peak, now)
    if (Date.now() - startedAt <= 60_000) firstMinute = now
  }, 1000)
  try {
    const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests, timeout: 10 })
    const end = residentMb(pid)
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      memoryMb: { start, firstMinute, end, peak: Math.max(peak, end) },
    }
  } finally {
    clearInterval(sampler)
  }
}
