import os from 'node:os'
import path from 'node:path'
import { mkdtempSync } from 'node:fs'
import { chromium, expect, test } from '../helpers/e2e-test'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import type { EventSummary } from '../../contract/events'
import { seedUsernames } from '../../seed/data/accounts'
import { createMember, logInAs } from '../helpers/e2e-session'
import { writeQrVideo } from '../helpers/fake-camera'
import { waitForMail } from '../helpers/mailbox'

test('a member registers for an event and gets the QR ticket by mail; staff scan it at the door with a phone camera: 참석, then 이미 입장', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const listed = await page.request.get('/api/v1/events/list?pageSize=12')
  const { data } = (await listed.json()) as ApiEnvelope<ListData<EventSummary>>
  const event = data!.list.find((candidate) => candidate.registrationState === 'open')
  expect(event, 'a seeded event open for registration').toBeTruthy()

  const loginId = await createMember(page.request, 'ev')
  await logInAs(page, loginId)
  await page.goto('/cooperation/events')
  await page.getByRole('link', { name: event!.title }).click()
  await page.getByRole('link', { name: '참가 신청하기' }).click()
  await expect(page.getByRole('textbox', { name: '이름' })).toHaveValue('한가람')
  // The seeded event's own questions: the first option of each choice and checkbox group, a word for each text.
  const questions = page.getByRole('group', { name: '추가 질문' })
  if ((await questions.count()) > 0) {
    for (const choice of await questions.getByRole('radiogroup').all()) await choice.getByRole('radio').first().check()
    for (const boxes of await questions.getByRole('group').all()) await boxes.getByRole('checkbox').first().check()
    for (const box of await questions.getByRole('textbox').all()) await box.fill('없음')
  }
  await page.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await page.getByRole('button', { name: '신청하기' }).click()
  await expect(page.getByText('참가가 확정되었습니다.')).toBeVisible()

  const mail = await waitForMail(baseURL!, `${loginId}@example.com`, { text: new RegExp(event!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  expect(mail.html).toMatch(/<img[^>]+src="(data:image\/png|cid:|https?:|\/)/)
  await page.goto('/dev/mailbox')
  await expect(page.getByText(mail.subject).first()).toBeVisible()

  await page.goto('/myPage/events')
  await page.locator('[data-registration-id]').filter({ hasText: event!.title }).getByRole('link', { name: '입장권' }).click()
  await expect(page.getByRole('img', { name: '입장 확인용 QR 코드' })).toBeVisible()
  const token = (await page.getByRole('article', { name: '행사 입장권' }).locator('code').textContent())!.trim()

  const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'event-ticket-')), 'ticket.y4m')
  writeQrVideo(video, token)
  const phone = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  try {
    const door = await (await phone.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 390, height: 844 } })).newPage()
    const doorConsole: string[] = []
    door.on('console', (message) => doorConsole.push(`${message.type()}: ${message.text()}`))
    door.on('requestfailed', (request) => doorConsole.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`))
    await logInAs(door, seedUsernames.staff)
    await door.goto(`/staff/checkIn?eventId=${event!.id}`)
    // The failure report shows the test's own page, not this second browser's: name what the door shows,
    // what its camera's picture is doing and what it logged (once seen: no read within 30 s under load).
    await expect(door.getByRole('status').getByText('참석 처리'))
      .toBeVisible({ timeout: 30_000 })
      .catch(async (error: Error) => {
        const picture = await door.locator('video').evaluate((video: HTMLVideoElement) => ({
          readyState: video.readyState,
          paused: video.paused,
          currentTime: video.currentTime,
          width: video.videoWidth,
        }))
        throw new Error(
          `${error.message}\n\nThe door page showed:\n${await door.locator('main').innerText()}\n\nIts camera: ${JSON.stringify(picture)}\nIts console:\n${doorConsole.slice(-20).join('\n')}`,
        )
      })
    await expect(door.getByRole('status')).toContainText('한가람')
    // The ticket stays in front of the camera: after the pause the next read is told it is already in.
    await expect(door.getByRole('status').getByText('이미 입장', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(door.getByTestId('check-in-counts')).toContainText(/입장 [1-9]/)
  } finally {
    await phone.close()
  }
})
