import { expect, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'

const header = '기술명,한 줄 요약,기술 분야,기술 개요,적용 분야,기대 효과,TRL,이전 형태'
const csv = (rows: string[]) => ({ name: 'technologies.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`) })

test('staff import technologies from a CSV above the admin list: the refused rows first, then the drafts', async ({ page }) => {
  const title = `열교환기 스케일 방지 코팅 ${Date.now().toString(36)}`
  const row = (trl: string) => `${title},배관 내부 스케일을 줄이는 코팅,화학·바이오,코팅 조성과 공정입니다.,열교환기,세척 주기 연장,${trl},통상실시`

  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '기술이전', exact: true })).toBeVisible()
  await page.goto('/admin/collections/technologies')
  await expect(page.getByRole('button', { name: 'CSV 가져오기' })).toBeVisible()

  await page.getByLabel('CSV 가져오기').setInputFiles(csv([row('5'), row('10')]))
  // Payload's own toast region is an alert and a status too: ours is the one with the answer.
  const refused = page.getByRole('alert').filter({ hasText: 'CSV에 오류가 1건 있어 아무것도 가져오지 않았습니다.' })
  await expect(refused).toBeVisible()
  await expect(refused.getByRole('listitem')).toHaveText(['3행: TRL은 1~9 사이 숫자여야 합니다.'])

  await page.getByLabel('CSV 가져오기').setInputFiles(csv([row('5')]))
  await expect(page.getByRole('status').filter({ hasText: '보유기술 1건을 임시저장으로 가져왔습니다. 확인한 뒤 게시해 주세요.' })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toHaveCount(1)
})
