import { expect, test } from '../helpers/e2e-test'
import { esgPosts } from '../../seed/data/esg-posts'

const materials = esgPosts.filter((post) => post.category === 'material')
const checklist = materials.find((post) => post.title === '중소기업 ESG 자가진단 체크리스트 배포')!

test('a visitor narrows ESG 소식·자료 to 자료 and opens a checklist with its file, under its menu item', async ({ page }) => {
  await page.goto('/studentSupport/training')
  await expect(page.getByText(`총 ${esgPosts.length}건`)).toBeVisible()

  await page.getByRole('group', { name: '분류' }).getByText('자료', { exact: true }).click()
  await expect(page).toHaveURL(/category=material/)
  await expect(page.getByText(`총 ${materials.length}건`)).toBeVisible()

  await page.getByRole('link', { name: checklist.title }).click()
  await expect(page).toHaveURL(/\/studentSupport\/trainingDetail\?id=\d+/)
  await expect(page.getByRole('heading', { name: checklist.title })).toBeVisible()
  await expect(page.getByRole('link', { name: /sme-esg-self-check\.txt/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'ESG·평생교육 하위 메뉴' }).getByRole('link', { name: 'ESG 소식·자료' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})
