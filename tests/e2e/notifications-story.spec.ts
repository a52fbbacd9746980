import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test'
import type { ApiEnvelope } from '../../contract/envelope'
import type { ReservationData } from '../../contract/equipment'
import { seedPassword } from '../../seed/data/accounts'
import { staffLogin } from '../helpers/accounts'
import { approveBookingInAdmin } from '../helpers/admin-approve-booking'
import { createMember, logInAs } from '../helpers/e2e-session'
import { bookingOf } from '../helpers/equipment-booking-ui'
import { findOpenSlots } from '../helpers/equipment-slots'
import { lastMailId, waitForMail } from '../helpers/mailbox'

/** The portal Playwright starts keeps its SQLite file here (playwright.config.ts). */
const e2eDatabase = `file:${path.join(os.tmpdir(), `portal-e2e-${Number(process.env.E2E_PORT ?? 3210)}`, 'portal.db')}`

type PhoneMessage = { id: string; to: string; type: 'ATA' | 'SMS' | 'LMS'; text: string; templateId: string }

const phoneMessagesTo = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/dev/phone/messages?to=${to}`)).json()) as { messages: PhoneMessage[] }).messages

/**
 * The member's phone as the SMS code check leaves it: the number on the profile and the time it was
 * proven. The code check is the phone lane's own story; this one is about what reaches the phone.
 */
const restToken = async (request: APIRequestContext, username: string) =>
  ((await (await request.post('/api/users/login', { data: { username, password: seedPassword } })).json()) as { token: string }).token

const verifiedPhone = async (request: APIRequestContext, loginId: string, phone: string) => {
  const token = await restToken(request, 'admin')
  const found = await request.get(`/api/users?where[username][equals]=${loginId}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  expect((await request.patch(`/api/users/${id}`, { headers: { Authorization: `JWT ${token}` }, data: { phone } })).status()).toBe(200)
  const db = createClient({ url: e2eDatabase })
  try {
    await db.execute({ sql: 'UPDATE users SET phone_verified_at = ? WHERE id = ?', args: [new Date().toISOString(), id] })
  } finally {
    db.close()
  }
  return id
}

const book = async (page: Page, token: string, loginId: string, purpose: string) => {
  const choice = await findOpenSlots(page.request, 1, token)
  const created = await page.request.post('/api/v1/equipment/reservations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...bookingOf(choice, loginId), purpose },
  })
  expect(created.status()).toBe(200)
  return ((await created.json()) as ApiEnvelope<ReservationData>).data!
}

const saveSettings = async (page: Page, change: () => Promise<void>) => {
  await page.goto('/myPage/notifications/settings')
  await change()
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByRole('status').filter({ hasText: '알림 설정을 저장했습니다.' })).toBeVisible()
}

test('staff approve a booking: the bell counts it, the notification opens the booking, 알림톡 reaches the phone; with 알림톡 off only the e-mail goes', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two bookings, one approval in /admin, and the bell's once-a-minute refresh: a few minutes on a busy machine.
  test.setTimeout(300_000)
  const loginId = await createMember(page.request, 'ntf')
  const email = `${loginId}@example.com`
  const phone = `0105${String(Date.now()).slice(-7)}`
  const memberId = await verifiedPhone(page.request, loginId, phone)
  const token = await logInAs(page, loginId)

  // Quiet hours would hold 알림톡 until morning whenever the run falls at night.
  await saveSettings(page, async () => {
    await page.getByRole('switch', { name: /이 시간에는 알림톡·문자를 보내지 않고/ }).uncheck()
  })

  const first = await book(page, token, loginId, '알림 확인용 첫 예약')
  await waitForMail(baseURL!, email, { subject: /접수/, timeoutMs: 30_000 })
  await page.goto('/myPage/notifications')
  const bell = page.getByRole('banner').getByRole('button', { name: /^알림/ })
  await expect(bell).toHaveAccessibleName('알림, 읽지 않은 알림 1건')

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await approveBookingInAdmin(admin, first.reservationNo)

  // No reload: the bell asks again by itself (once a minute).
  await expect(bell).toHaveAccessibleName('알림, 읽지 않은 알림 2건', { timeout: 90_000 })
  await bell.click()
  const approved = page.getByRole('dialog').getByRole('button', { name: /승인.*\(읽지 않음\) 열기$/ })
  await approved.click()
  await expect(page).toHaveURL(/\/myPage\/equ/)
  await expect(bell).toHaveAccessibleName('알림, 읽지 않은 알림 1건')

  await expect
    .poll(async () => (await phoneMessagesTo(page.request, phone)).filter((message) => message.type === 'ATA').map((message) => message.text), {
      timeout: 30_000,
    })
    .toContainEqual(expect.stringContaining(first.reservationNo))
  await waitForMail(baseURL!, email, { subject: /승인/, timeoutMs: 30_000 })

  // 알림톡 off for approvals, and 문자 with it (문자 beside 알림톡 is only its fallback): the e-mail alone remains.
  await saveSettings(page, async () => {
    await page.getByRole('checkbox', { name: '장비 예약 승인 — 카카오 알림톡' }).uncheck()
    await page.getByRole('checkbox', { name: '장비 예약 승인 — 문자(SMS)' }).uncheck()
  })
  const second = await book(page, token, loginId, '알림 확인용 둘째 예약')
  const mailsBefore = await lastMailId(baseURL!, email)
  const staffToken = await restToken(staff.request, staffLogin.username)
  const moved = await staff.request.post(`/api/v1/equipment/reservations/${second.id}/state`, {
    headers: { Authorization: `JWT ${staffToken}` },
    data: { to: 'confirm' },
  })
  expect(moved.status()).toBe(200)

  const mail = await waitForMail(baseURL!, email, { subject: /승인/, afterId: mailsBefore, timeoutMs: 30_000 })
  expect(mail.text).toContain(second.reservationNo)
  // The delivery log, written with the approval: e-mail and portal for the second one, nothing for the phone.
  const deliveries = await staff.request.get(
    `/api/notification-deliveries?where[member][equals]=${memberId}&where[event][equals]=booking.approved&where[key][like]=booking:${second.id}:&limit=20&depth=0`,
    { headers: { Authorization: `JWT ${staffToken}` } },
  )
  const channels = ((await deliveries.json()) as { docs: { channel: string }[] }).docs.map((delivery) => delivery.channel).sort()
  expect(channels).toEqual(['email', 'portal'])
  const toPhone = (await phoneMessagesTo(page.request, phone)).filter((message) => message.text.includes(second.reservationNo))
  expect(toPhone).toEqual([])
  await staff.close()
})
