import { expect, type Page } from '@playwright/test'
import type { ReservationRequest } from '../../contract/equipment'
import type { OpenChoice } from './equipment-slots'

export const seoulMonthNow = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 7)
const dayNumber = (date: string) => Number(date.slice(8, 10))
/** A day of the booking calendar, named by its visible number and a 일 only screen readers get. */
export const dayButton = (page: Page, date: string) => page.getByRole('button', { name: `${dayNumber(date)} 일`, exact: true })
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

export const bookingOf = (choice: OpenChoice, loginId: string): ReservationRequest => ({
  equipmentId: choice.equipment.id,
  date: choice.date,
  slots: choice.starts,
  usageMode: choice.equipment.usageModes[0].mode,
  purpose: '장비 이용',
  applicantName: '한가람',
  organisation: '새솔테크',
  phone: '010-2222-3333',
  email: `${loginId}@example.com`,
})

/** Searches the equipment by its number, waits for the one match and picks it. */
export async function pickEquipment(page: Page, equipment: OpenChoice['equipment']) {
  await page.getByLabel('장비 검색').fill(equipment.equipmentNo)
  const list = page.getByRole('list', { name: '장비 목록' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await list.getByRole('button', { name: literally(equipment.name) }).click()
  await expect(page).toHaveURL(new RegExp(`equipmentId=${equipment.id}`))
}

/** Picks the equipment, the day (moving to the next month when it lies there) and the slots like a user. */
export async function choose(page: Page, choice: OpenChoice) {
  await pickEquipment(page, choice.equipment)
  if (choice.date.slice(0, 7) !== seoulMonthNow()) await page.getByRole('button', { name: '다음 달' }).click()
  await dayButton(page, choice.date).click()
  await expect(page).toHaveURL(new RegExp(`date=${choice.date}`))
  for (const start of choice.starts) await page.getByRole('checkbox', { name: new RegExp(`^${start} ~`) }).click()
}

/** Steps 1–3 of the reservation dialog, then 신청하기; returns the completion screen's reservation number. */
export async function applyThroughDialog(page: Page, choice: OpenChoice) {
  await page.getByRole('button', { name: '예약 신청' }).click()
  const dialog = page.getByRole('dialog', { name: '장비 예약 신청' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: literally(choice.equipment.usageModes[0].modeLabel) }).check()
  await dialog.getByLabel('이용 목적').fill('시제품 표면 분석')
  await dialog.getByRole('button', { name: '다음' }).click()
  await expect(dialog.getByLabel('신청자명')).toHaveValue('한가람')
  await dialog.getByLabel('소속 기관').fill('새솔테크')
  await dialog.getByLabel('연락처').fill('010-2222-3333')
  await dialog.getByRole('button', { name: '다음' }).click()
  await expect(dialog.getByText('신청 후 담당자가 승인하면')).toBeVisible()
  await dialog.getByRole('button', { name: '신청하기' }).click()
  await expect(page).toHaveURL(/\/easyReservation\/complete\?id=\d+/)
  await expect(page.getByText('장비 예약 신청이 접수되었습니다.')).toBeVisible()
  return (
    await page
      .getByRole('row', { name: /예약번호/ })
      .getByRole('cell')
      .innerText()
  ).trim()
}
