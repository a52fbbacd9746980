import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { BoardPostSummary } from '../../contract/boards'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { requestJsonAt, testClientAddress } from '../helpers/api'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { writeAdminPost } from '../helpers/admin-post'
import { startRoundRobinProxy } from '../helpers/round-robin-proxy'

/**
 * Issue 15: both processes run one build, so the admin's server actions and sessions hold when a
 * load balancer without sticky sessions sends each request of one staff member to the other process.
 */
let browser: Browser
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>

beforeAll(async () => {
  proxy = await startRoundRobinProxy([inject('portalUrl'), inject('secondPortalUrl')])
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
})

afterAll(async () => {
  await browser?.close()
  await proxy?.stop()
})

it('staff sign in to the admin and publish a notice while their requests alternate between the processes', { timeout: 120_000 }, async () => {
  // Its own client address, as each file's API logins have: this project allows 10 logins a minute per address.
  const page = await browser.newPage({ baseURL: proxy.url, extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() } })
  const title = `번갈아 게시한 공지 ${Date.now()}`
  await submitAdminLogin(page, staffLogin)
  await page.getByRole('heading', { name: '정보광장' }).waitFor()
  await writeAdminPost(page, 'notices', { title, body: '두 프로세스를 번갈아 거쳐 저장한 본문입니다.' })
  await page.getByRole('button', { name: '변경 사항 게시' }).click()
  await page.getByText('상태: 게시됨').waitFor()

  const [first, second] = proxy.served()
  expect(Math.min(first!, second!)).toBeGreaterThan(5)
  for (const base of [inject('portalUrl'), inject('secondPortalUrl')]) {
    const { body } = await requestJsonAt<ApiEnvelope<ListData<BoardPostSummary>>>(base, `/api/v1/boards/notice/list?searchKeyword=${encodeURIComponent(title)}`)
    expect(body.data!.list.map((post) => post.title)).toEqual([title])
  }
})
