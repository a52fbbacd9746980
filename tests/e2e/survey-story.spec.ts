import { expect, test } from '../helpers/e2e-test'
import { seedUsernames } from '../../seed/data/accounts'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { logInAs } from '../helpers/e2e-session'

const seminarSurvey = 'AI 반도체 기술 세미나 만족도 조사'

test('member1 answers the seminar’s survey in the portal, and staff see it counted and charted', async ({ page, browser }) => {
  await logInAs(page, seedUsernames.member1)
  await page.goto('/myPage/surveys')
  const card = page.getByRole('listitem').filter({ hasText: seminarSurvey })
  await expect(card).toContainText('응답 가능')
  await card.getByRole('link', { name: '응답하기' }).click()
  await expect(page).toHaveURL(/\/myPage\/survey\?id=\d+/)
  const surveyId = new URL(page.url()).searchParams.get('id')

  await expect(page.getByText('기명 설문입니다.')).toBeVisible()
  await page.getByRole('button', { name: '설문 제출' }).click()
  await expect(page.getByText('필수 문항에 답해 주세요.').first()).toBeVisible()

  await page
    .getByRole('radiogroup', { name: /행사에 전반적으로 만족/ })
    .getByRole('radio', { name: '4 만족' })
    .check()
  await page
    .getByRole('radiogroup', { name: /업무에 도움/ })
    .getByRole('radio', { name: '5 매우 만족' })
    .check()
  await page.getByRole('radio', { name: '안내 메일' }).check()
  await page.getByRole('checkbox', { name: 'AI·데이터' }).check()
  await page.getByRole('button', { name: '설문 제출' }).click()
  await expect(page.getByText(/응답해 주셔서 감사합니다/)).toBeVisible()

  await page.getByRole('link', { name: '설문 목록으로' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: seminarSurvey })).toContainText('응답 완료')

  const staff = await browser.newPage()
  await submitAdminLogin(staff, staffLogin)
  await staff.waitForURL(/\/admin(?!\/login)/)
  await staff.goto(`/admin/survey-results?id=${surveyId}`)
  await expect(staff.getByTestId('survey-responses')).toHaveText('1명')
  await expect(staff.getByTestId('survey-rate')).toHaveText('100%')
  const chart = staff.getByRole('figure', { name: /행사에 전반적으로 만족/ })
  await expect(chart.locator('svg.recharts-surface')).toBeVisible()
  await staff.close()
})
