import zlib from 'node:zlib'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { buildIfNeeded } from '../scripts/build'
import { startPortal } from '../tests/helpers/portal-process'

/**
 * `npm run bench:web`: what a visitor's browser pays for the first page, from one run against the
 * built app on a fresh seeded database. Per route group, the JS and CSS the first page loads (gzip
 * level 6, as the server's compression sends it, every file the page fetches until the network is
 * quiet — lazy route chunks included, the web font's files not); for three pages, largest contentful
 * paint and total blocking time at a 1440×900 window and 4× CPU throttle, the median of
 * `BENCH_WEB_LOADS` cold loads. Debian's Chromium, loopback only: compare figures from one run.
 */
const LOADS = Number(process.env.BENCH_WEB_LOADS ?? 3)
const CPU_THROTTLE = 4
const JS_GOAL_KB = 150
const LCP_GOAL_MS = 1000

/** One page per route group: the group's first page as a visitor opens it. */
const routeGroups: [string, string][] = [
  ['home', '/'],
  ['intro', '/intro/intro'],
  ['cooperation', '/cooperation/edu'],
  ['equipment booking', '/easyReservation'],
  ['student support', '/studentSupport/future'],
  ['corporate centre', '/corporateCenter/intro'],
  ['info plaza', '/infoPlaza/notice'],
  ['search', '/search?search=장비'],
  ['login', '/login'],
  ['join', '/join'],
]
const timedPaths = ['/', '/infoPlaza/notice', '/easyReservation']

type Transfer = { jsBytes: number; cssBytes: number; files: number; largest: string }

/** `BENCH_WEB_FILES=1` also lists each page's largest files. */
const LIST_FILES = Boolean(process.env.BENCH_WEB_FILES)

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 6 }).length
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const newContext = (browser: Browser) => browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' })

/** The scripts and stylesheets the page fetched until the network went quiet. */
const measureTransfer = async (browser: Browser, url: string): Promise<Transfer> => {
  const context = await newContext(browser)
  const page = await context.newPage()
  const bodies: Promise<{ type: string; size: number; name: string }>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const name = new URL(response.url()).pathname
    // The font's @font-face sheet is added after the first page on purpose (web/src/lib/web-font.ts).
    if (/fonts?[-.]/.test(name)) return
    bodies.push(response.body().then((body) => ({ type, size: gzipSize(body), name })))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(bodies)
  await context.close()
  return {
    jsBytes: sizes.filter((entry) => entry.type === 'script').reduce((sum, entry) => sum + entry.size, 0),
    cssBytes: sizes.filter((entry) => entry.type === 'stylesheet').reduce((sum, entry) => sum + entry.size, 0),
    files: sizes.length,
    largest: [...sizes]
      .sort((a, b) => b.size - a.size)
      .slice(0, 12)
      .map((entry) => `${entry.name.replace('/assets/', '')} ${kb(entry.size)}`)
      .join(', '),
  }
}

declare global {
  interface Window {
    __lcp: number
    __longTasks: { start: number; duration: number }[]
  }
}

/**
 * Records LCP candidates and long tasks from the first moment of the page. A string, not a function:
 * tsx would wrap a function's inner arrows in its own naming helper, which the page does not have.
 */
const observePaint = `
  window.__lcp = 0
  window.__longTasks = []
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime })
    .observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration }) })
    .observe({ type: 'longtask', buffered: true })
`

/** One cold load at 4× CPU throttle: LCP, and blocking time (each long task's part beyond 50 ms) after first contentful paint. */
const timeLoad = async (browser: Browser, url: string) => {
  const context: BrowserContext = await newContext(browser)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
  await page.addInitScript({ content: observePaint })
  await page.goto(url, { waitUntil: 'networkidle' })
  // LCP is final once the page is quiet and has painted its largest element; a second more lets a late
  // slide image report. A page that never reports one fails the goal instead of counting as 0 ms.
  await page.waitForFunction('window.__lcp > 0', undefined, { timeout: 15_000 }).catch(() => undefined)
  await page.waitForTimeout(1000)
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const blocking = window.__longTasks.filter((task) => task.start + task.duration > fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
    return { lcp: window.__lcp, tbt: blocking }
  })
  await context.close()
  return result
}

await buildIfNeeded()
const portal = await startPortal('bench-web', {}, { nodeEnv: null })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
try {
  // A first load warms the server (Payload's first reads), not the browser: every measure is cold.
  await (await newContext(browser)).newPage().then((page) => page.goto(`${portal.url}/`, { waitUntil: 'networkidle' }))

  const transfers: Record<string, string | number>[] = []
  for (const [group, path] of routeGroups) {
    process.stdout.write(`measuring the first page of ${group} (${path})…\n`)
    const { jsBytes, cssBytes, files, largest } = await measureTransfer(browser, `${portal.url}${path}`)
    if (LIST_FILES) process.stdout.write(`  ${largest}\n`)
    transfers.push({
      group,
      path,
      'JS KB gzip': kb(jsBytes),
      'CSS KB gzip': kb(cssBytes),
      files,
      [`JS ≤ ${JS_GOAL_KB} KB`]: kb(jsBytes) <= JS_GOAL_KB ? 'yes' : 'NO',
    })
  }

  const timings: Record<string, string | number>[] = []
  for (const path of timedPaths) {
    process.stdout.write(`timing ${path} (${LOADS} cold loads, ${CPU_THROTTLE}× CPU throttle)…\n`)
    const loads = []
    for (let load = 0; load < LOADS; load++) loads.push(await timeLoad(browser, `${portal.url}${path}`))
    const lcp = Math.round(median(loads.map((entry) => entry.lcp)))
    const unreported = loads.some((entry) => entry.lcp === 0)
    const tbt = Math.round(median(loads.map((entry) => entry.tbt)))
    timings.push({
      path,
      'LCP ms (median)': lcp,
      'LCP ms (each)': loads.map((entry) => Math.round(entry.lcp)).join(' / '),
      'TBT ms (median)': tbt,
      [`LCP ≤ ${LCP_GOAL_MS} ms`]: unreported ? 'NO (a load reported no LCP)' : lcp <= LCP_GOAL_MS ? 'yes' : 'NO',
    })
  }

  console.log('')
  console.table(transfers)
  console.log('')
  console.table(timings)
} finally {
  await browser.close()
  await portal.stop()
}
