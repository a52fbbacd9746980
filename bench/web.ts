import zlib from 'node:zlib'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { buildIfNeeded } from '../scripts/build'
import { startPortal } from '../tests/helpers/portal-process'

/**
 * `npm run bench:web`: what a visitor's browser pays for the first page, from one run against the
 * built app on a fresh seeded database. Per route group, the JS and CSS the first page loads (gzip
 * level 6, as the server's compression sends it, every file the page fetches until the network is
 * quiet — lazy route chunks included, the web font's files not); for the server-rendered pages,
 * largest contentful paint and total blocking time at a 1440×900 window and 4× CPU throttle, the
 * median of `BENCH_WEB_LOADS` cold loads, with JavaScript and without it: the page as the server
 * sent it is the paint floor, and the ratio says what the scripts add (issue 35: ≤ 1.2). Debian's
 * Chromium, loopback only: compare figures from one run.
 */
const LOADS = Number(process.env.BENCH_WEB_LOADS ?? 5)
const CPU_THROTTLE = 4
const JS_GOAL_KB = 150
const LCP_GOAL_MS = 1000
const LCP_RATIO_GOAL = 1.2

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
/** The pages issue 35 names, a notice's detail added once the notice list is read. */
const timedPaths = ['/', '/infoPlaza/notice', '/cooperation/edu', '/intro/intro', '/easyReservation']

type Transfer = { jsBytes: number; cssBytes: number; files: number; largest: string }

/** `BENCH_WEB_FILES=1` also lists each page's largest files. */
const LIST_FILES = Boolean(process.env.BENCH_WEB_FILES)

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 6 }).length
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const newContext = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR', javaScriptEnabled })

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
    __longTasks: { start: number; duration: number }[]
  }
}

/**
 * Records long tasks from the first moment of the page. A string, not a function: tsx would wrap a
 * function's inner arrows in its own naming helper, which the page does not have.
 */
const observeLongTasks = `
  window.__longTasks = []
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration }) })
    .observe({ type: 'longtask', buffered: true })
`

/**
 * One cold load at 4× CPU throttle: LCP (from Chromium's own timeline, which reports it with scripts
 * off too) and, with JavaScript, blocking time (each long task's part beyond 50 ms) after first
 * contentful paint. A load that reports no LCP counts as 0, and fails the goal below.
 */
const timeLoad = async (browser: Browser, url: string, javaScriptEnabled: boolean) => {
  const context: BrowserContext = await newContext(browser, javaScriptEnabled)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
  let lcpAt = 0
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    if (event.type === 'largest-contentful-paint') lcpAt = event.time * 1000
  })
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] })
  if (javaScriptEnabled) await page.addInitScript({ content: observeLongTasks })
  await page.goto(url, { waitUntil: 'networkidle' })
  // LCP is final once the page is quiet and has painted its largest element; a second more lets a late slide image report.
  await page.waitForTimeout(1000)
  const timeOrigin = await page.evaluate(() => performance.timeOrigin)
  const tbt = javaScriptEnabled
    ? await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
        return window.__longTasks.filter((task) => task.start + task.duration > fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
      })
    : 0
  await context.close()
  return { lcp: lcpAt ? lcpAt - timeOrigin : 0, tbt }
}

await buildIfNeeded()
const portal = await startPortal('bench-web', {}, { nodeEnv: null, jobSchedule: 'as-deployed' })
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

  // A notice's detail, the first one the board lists.
  const firstNotice = (await (await fetch(`${portal.url}/api/v1/boards/notice/list?pageNum=1&pageSize=1`)).json()) as { data: { list: { id: number }[] } }
  const paths = [...timedPaths.slice(0, 2), `/infoPlaza/noticeDetail?id=${firstNotice.data.list[0]!.id}`, ...timedPaths.slice(2)]
  const timings: Record<string, string | number>[] = []
  for (const path of paths) {
    process.stdout.write(`timing ${path} (${LOADS} cold loads each with and without JavaScript, ${CPU_THROTTLE}× CPU throttle)…\n`)
    const withScripts = []
    const withoutScripts = []
    for (let load = 0; load < LOADS; load++) {
      withScripts.push(await timeLoad(browser, `${portal.url}${path}`, true))
      withoutScripts.push(await timeLoad(browser, `${portal.url}${path}`, false))
    }
    const lcp = Math.round(median(withScripts.map((entry) => entry.lcp)))
    const floor = Math.round(median(withoutScripts.map((entry) => entry.lcp)))
    const unreported = [...withScripts, ...withoutScripts].some((entry) => entry.lcp === 0)
    const ratio = floor ? Number((lcp / floor).toFixed(2)) : 0
    timings.push({
      path,
      'LCP ms (median)': lcp,
      'LCP ms, no JS (median)': floor,
      'LCP ÷ no-JS LCP': ratio,
      'TBT ms (median)': Math.round(median(withScripts.map((entry) => entry.tbt))),
      [`ratio ≤ ${LCP_RATIO_GOAL}`]: unreported ? 'NO (a load reported no LCP)' : ratio <= LCP_RATIO_GOAL ? 'yes' : 'NO',
      [`LCP ≤ ${LCP_GOAL_MS} ms`]: lcp <= LCP_GOAL_MS ? 'yes' : 'NO',
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
