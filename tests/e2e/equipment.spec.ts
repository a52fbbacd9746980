import { expect, test } from '../helpers/e2e-test'
import type { EquipmentCategoryOption, ReservationData } from '../../contract/equipment'
import type { ApiEnvelope } from '../../contract/envelope'
import { seedPassword } from '../../seed/data/accounts'
import { createMember, logInAs } from '../helpers/e2e-session'
import { applyThroughDialog, bookingOf, choose, dayButton, literally, pickEquipment, seoulMonthNow } from '../helpers/equipment-booking-ui'
import { findOpenSlots } from '../helpers/equipment-slots'

test('the catalogue searches, filters by category and opens a detail that leads to booking', async ({ page }) => {
  const { equipment } = await findOpenSlots(page.request, 1)
  await page.goto('/cooperation/equ')
  await expect(page.getByRole('heading', { name: equipment.name })).toBeVisible()

  await page.getByLabel('장비 검색').fill(equipment.equipmentNo)
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expect(page).toHaveURL(/searchKeyword=/)
  await expect(page.locator('article')).toHaveCount(1)

  const categories = ((await (await page.request.get('/api/v1/equipment/categories')).json()) as ApiEnvelope<EquipmentCategoryOption[]>).data!
  const other = categories.find((category) => category.value !== equipment.category)!
  await page.getByText(other.label, { exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`category=${other.value}`))
  await expect(page.getByRole('heading', { name: equipment.name })).toHaveCount(0)

  await page.goto('/cooperation/equipment')
  await page.getByRole('button', { name: `${equipment.name} 상세보기` }).click()
  const detail = page.getByRole('dialog', { name: equipment.name })
  await expect(detail.getByText('이용 규정')).toBeVisible()
  await expect(detail.getByText('취소 가능 시한')).toBeVisible()
  await detail.getByRole('link', { name: '예약하기' }).click()
  await expect(page).toHaveURL(new RegExp(`/easyReservation\\?equipmentId=${equipment.id}`))
})

test('a member books two slots on a desktop and finds the booking as 신청 in /myPage/equ', async ({ page }) => {
  const loginId = await createMember(page.request, 'eqd')
  const token = await logInAs(page, loginId)
  const choice = await findOpenSlots(page.request, 2, token)

  await page.goto('/easyReservation')
  await choose(page, choice)
  await expect(page.getByRole('columnheader')).toHaveText(['일', '월', '화', '수', '목', '금', '토'])
  await expect(page.getByText('선택 2 /')).toBeVisible()
  const reservationNo = await applyThroughDialog(page, choice)

  await page.getByRole('link', { name: '예약 현황 보기' }).click()
  await expect(page).toHaveURL(/\/myPage\/equ/)
  const row = page.locator(`[data-reservation-no="${reservationNo}"]`)
  await expect(row.getByText('신청', { exact: true })).toBeVisible()
  await expect(row.getByText(`${choice.starts[0]}~`)).toBeVisible()

  // The booked slots now read as the member's own and cannot be chosen again.
  await page.goto(`/easyReservation?equipmentId=${choice.equipment.id}&date=${choice.date}`)
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~.*내 예약`) })).toBeDisabled()
})

test('on a phone the three tabs 장비 / 날짜 / 시간 lead to a booking', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const page = await context.newPage()
  const loginId = await createMember(page.request, 'eqm')
  const token = await logInAs(page, loginId)
  const choice = await findOpenSlots(page.request, 1, token)

  await page.goto('/easyReservation')
  await expect(page.getByRole('tab', { name: '장비' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: '시간' })).toBeDisabled()
  await pickEquipment(page, choice.equipment)
  await expect(page.getByRole('tab', { name: '날짜' })).toHaveAttribute('aria-selected', 'true')
  if (choice.date.slice(0, 7) !== seoulMonthNow()) await page.getByRole('button', { name: '다음 달' }).click()
  await dayButton(page, choice.date).click()
  await expect(page.getByRole('tab', { name: '시간' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) }).click()
  await applyThroughDialog(page, choice)
  await context.close()
})

test('a slot taken while the dialog is open is refused with 이미 예약된 시간입니다 and the typed text stays', async ({ page }) => {
  const loginId = await createMember(page.request, 'eqr')
  const token = await logInAs(page, loginId)
  const choice = await findOpenSlots(page.request, 1, token)
  await page.goto(`/easyReservation?equipmentId=${choice.equipment.id}&date=${choice.date}`)
  await page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) }).click()
  await page.getByRole('button', { name: '예약 신청' }).click()
  const dialog = page.getByRole('dialog', { name: '장비 예약 신청' })
  await dialog.getByRole('radio', { name: literally(choice.equipment.usageModes[0].modeLabel) }).check()
  await dialog.getByLabel('이용 목적').fill('먼저 적어 둔 목적')
  await dialog.getByRole('button', { name: '다음' }).click()
  await dialog.getByLabel('소속 기관').fill('새솔테크')
  await dialog.getByLabel('연락처').fill('010-2222-3333')
  await dialog.getByRole('button', { name: '다음' }).click()

  const other = await createMember(page.request, 'eqo')
  const otherToken = (
    (await (await page.request.post('/api/v1/auth/login', { data: { login_id: other, password: seedPassword } })).json()) as ApiEnvelope<{
      accessToken: string
    }>
  ).data!.accessToken
  const taken = await page.request.post('/api/v1/equipment/reservations', {
    headers: { Authorization: `Bearer ${otherToken}` },
    data: { ...bookingOf(choice, other), purpose: '먼저 잡은 예약' },
  })
  expect(taken.status()).toBe(200)

  await dialog.getByRole('button', { name: '신청하기' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(/^이미 예약된 시간입니다/)
  await dialog.getByRole('button', { name: '이전' }).click()
  await dialog.getByRole('button', { name: '이전' }).click()
  await expect(dialog.getByLabel('이용 목적')).toHaveValue('먼저 적어 둔 목적')
  await dialog.getByRole('button', { name: '닫기' }).click()
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) })).toBeDisabled()
})

test('a guest who chooses to book signs in and comes back to the same equipment and day', async ({ page }) => {
  const choice = await findOpenSlots(page.request, 1)
  await page.goto(`/easyReservation?equipmentId=${choice.equipment.id}&date=${choice.date}`)
  await page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) }).click()
  await page.getByRole('button', { name: '예약 신청' }).click()
  await page.getByRole('dialog', { name: '로그인이 필요합니다' }).getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)

  const form = page.getByRole('form', { name: '회원 로그인' })
  await form.getByLabel('아이디', { exact: true }).fill('member2')
  await form.getByLabel('비밀번호', { exact: true }).fill(seedPassword)
  await form.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(new RegExp(`/easyReservation\\?equipmentId=${choice.equipment.id}&date=${choice.date}`))
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) })).toBeEnabled()
})

test('a member cancels a standby booking from /myPage/equ', async ({ page }) => {
  const loginId = await createMember(page.request, 'eqc')
  const token = await logInAs(page, loginId)
  const choice = await findOpenSlots(page.request, 1, token)
  const created = await page.request.post('/api/v1/equipment/reservations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...bookingOf(choice, loginId), purpose: '취소 확인용 예약' },
  })
  expect(created.status()).toBe(200)
  const { reservationNo } = ((await created.json()) as ApiEnvelope<ReservationData>).data!

  await page.goto('/myPage/equ')
  const row = page.locator(`[data-reservation-no="${reservationNo}"]`)
  await expect(row.getByText('신청', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: '취소', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '예약 취소' })
  await dialog.getByLabel('사유 (선택)').fill('일정 변경')
  await dialog.getByRole('button', { name: '확인' }).click()
  await expect(page.getByText('예약을 취소했습니다.')).toBeVisible()
  await expect(row.getByText('취소', { exact: true }).first()).toBeVisible()
  await expect(row.getByRole('button', { name: '취소', exact: true })).toHaveCount(0)
})
