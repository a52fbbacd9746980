import { readFile } from 'node:fs/promises'
import { expect, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'

test('staff see an event’s registrations on its admin screen, download them with attendance once a reason is given, and reach the check-in page', async ({
  page,
}) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto('/admin/collections/events')
  await page.getByRole('link', { name: '스마트공장 구축 지원사업 설명회' }).click()
  const box = page.getByRole('region', { name: '신청자 명단' })
  await expect(box.getByText('참가 확정 1명 · 입장 0명 · 대기 1명')).toBeVisible()
  const eventId = /\/admin\/collections\/events\/(\d+)/.exec(page.url())![1]
  await expect(box.getByRole('link', { name: '현장 입장 확인(QR) 열기' })).toHaveAttribute('href', `/staff/checkIn?eventId=${eventId}`)

  await box.getByRole('button', { name: '신청자·참석 명단 CSV' }).click()
  const dialog = page.getByRole('dialog', { name: '다운로드 사유' })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '내려받기' }).click()
  const file = await download
  expect(new URL(file.url()).pathname).toBe(`/api/v1/events/${eventId}/registrations/export`)
  const csv = await readFile((await file.path())!, 'utf8')
  expect(csv).toContain('최예린,한빛정밀')
  expect(csv).toContain('김민준,새솔테크')
})
