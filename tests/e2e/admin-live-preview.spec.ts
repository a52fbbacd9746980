import { expect, test } from '../helpers/e2e-test'
import { previewPagePath } from '../../contract/preview'
import { staffLogin } from '../helpers/accounts'
import { lexical } from '../helpers/content'
import { submitAdminLogin } from '../helpers/admin-login'
import { writeAdminPost } from '../helpers/admin-post'

test('staff open a draft notice’s live preview and see the title change as they type it', async ({ page }) => {
  const title = `실시간 미리보기 초안 ${Date.now()}`
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()

  await writeAdminPost(page, 'notices', { title, body: '게시 전에 미리 보는 본문입니다.' })
  await page.getByRole('button', { name: '초안 저장' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/notices\/\d+/)

  await page.getByRole('button', { name: '실시간 미리보기', exact: true }).click()
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { name: title })).toBeVisible()
  await expect(preview.getByText('게시 전에 미리 보는 본문입니다.')).toBeVisible()

  const retyped = `${title} 고쳐 씀`
  await page.locator('#field-title').fill(retyped)
  await expect(preview.getByRole('heading', { name: retyped })).toBeVisible()
})

test('a guest who opens a preview address gets the Korean refusal and none of the draft', async ({ page, request }) => {
  const title = `손님이 볼 수 없는 초안 ${Date.now()}`
  const login = await request.post('/api/users/login', { data: staffLogin })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/notices?draft=true', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, category: 'general', content: lexical('손님에게 보이면 안 되는 본문'), _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(previewPagePath('notices', doc.id))
  await expect(page.getByRole('alert')).toContainText('로그인이 필요합니다.')
  await expect(page.getByText(title)).toHaveCount(0)
})
