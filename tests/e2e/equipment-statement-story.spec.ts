import { expect, test } from '../helpers/e2e-test'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import type { MyEquipmentReservationRow } from '../../contract/equipment'
import type { SignInData } from '../../contract/auth'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { apiLogin, createMember, logInAs } from '../helpers/e2e-session'
import { choose, literally } from '../helpers/equipment-booking-ui'
import { findOpenSlots } from '../helpers/equipment-slots'

test('a member books a 3-week series with its quote, staff record one use in /admin, and the member prints its statement (issue 31)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const loginId = await createMember(page.request, 'eqstmt')
  const token = await logInAs(page, loginId)
  const choice = await findOpenSlots(page.request, 2, token)

  await page.goto('/easyReservation')
  await choose(page, choice)
  await page.getByRole('button', { name: '예약 신청' }).click()
  const dialog = page.getByRole('dialog', { name: '장비 예약 신청' })
  await dialog.getByRole('checkbox', { name: '반복 예약' }).check()
  await dialog.getByLabel('기간(주)').fill('3')
  // Another spec may hold one of the later dates: the member books the free ones and sees which.
  await dialog.getByRole('checkbox', { name: '가능한 날짜만 신청' }).check()
  await expect(dialog.getByText(/^3개 날짜 중 [1-3]개 예약 가능$/)).toBeVisible()
  await dialog.getByRole('radio', { name: literally(choice.equipment.usageModes[0].modeLabel) }).check()
  await dialog.getByLabel('이용 목적').fill('시제품 표면 분석')
  await dialog.getByRole('button', { name: '다음' }).click()
  await dialog.getByLabel('소속 기관').fill('새솔테크')
  await dialog.getByLabel('연락처').fill('010-2222-3333')
  await dialog.getByRole('button', { name: '다음' }).click()
  // The last step shows what one date will cost, as the server priced it, before anything is sent.
  const quote = dialog.getByRole('table', { name: '예상 이용료' })
  await expect(quote).toContainText('요금 구분')
  await expect(quote).toContainText('합계')
  await dialog.getByRole('button', { name: '신청하기' }).click()
  await expect(page).toHaveURL(/\/myPage\/equ/)
  await expect(page.getByText(/^반복 RS-/).first()).toBeVisible()

  // The series' first date is the one chosen; staff approve it before recording its use.
  const listed = await page.request.get('/api/v1/mypage/equ/list?pageSize=50', { headers: { Authorization: `Bearer ${token}` } })
  const rows = ((await listed.json()) as ApiEnvelope<ListData<MyEquipmentReservationRow>>).data!.list
  expect(rows.every((row) => row.series !== null)).toBe(true)
  const { id, reservationNo } = rows.find((row) => row.useDate === choice.date)!
  const staffToken = ((await (await apiLogin(page.request, staffLogin.username)).json()) as ApiEnvelope<SignInData>).data!.accessToken
  const approved = await page.request.post(`/api/v1/equipment/reservations/${id}/state`, {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: { to: 'confirm' },
  })
  expect(approved.status()).toBe(200)

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await submitAdminLogin(admin, staffLogin)
  await expect(admin.getByRole('heading', { name: '장비 예약' }).first()).toBeVisible()
  await admin.goto(`/admin/collections/equipment-reservations/${id}`)
  const box = admin.getByRole('region', { name: '이용 기록 입력' })
  await box.getByLabel('담당 운영자').fill('박운영')
  await box.getByLabel('운영 인력 시간 (0.5시간 단위)').fill('1.5')
  await box.getByLabel('조정액 (원, 감액은 -)').fill('-1000')
  await box.getByRole('button', { name: '이용 기록 저장' }).click()
  await expect(box.getByRole('alert')).toHaveText('조정액이 있으면 조정 사유를 입력해 주세요.')
  await box.getByLabel('조정 사유 (조정액이 있으면 필수)').fill('장비 점검으로 지연')
  await box.getByRole('button', { name: '이용 기록 저장' }).click()
  // The screen reloads with the saved log; the statement's PDF is a link from then on.
  await expect(admin.getByRole('region', { name: '이용 기록 입력' }).getByRole('link', { name: /이용 내역서 PDF \(EQ-\d{6}-\d{4}\)/ })).toBeVisible({
    timeout: 20_000,
  })
  await expect(admin.locator('#field-state')).toContainText('사용완료')
  await staff.close()

  await page.goto('/myPage/equ')
  await page
    .getByRole('link', { name: `${reservationNo} 이용 내역서 보기` })
    .first()
    .click()
  const sheet = page.getByRole('article', { name: '장비 이용 내역서' })
  await expect(sheet).toContainText(/EQ-\d{6}-\d{4}/)
  await expect(sheet).toContainText('조정 사유 장비 점검으로 지연')
  await expect(sheet).toContainText('담당 운영자 박운영')
  await expect(page.getByRole('button', { name: '인쇄' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'PDF 내려받기' }).click()
  expect((await download).suggestedFilename()).toMatch(/^EQ-\d{6}-\d{4}\.pdf$/)
})
