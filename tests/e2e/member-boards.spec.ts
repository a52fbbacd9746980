import { expect, test, type APIRequestContext } from '../helpers/e2e-test'
import type { ApiEnvelope } from '../../contract/envelope'
import type { PostType } from '../../contract/member-boards'
import { apiLogin, createMember, logInAs } from '../helpers/e2e-session'
import { collaborationContact } from '../helpers/member-boards'

/** Writes `count` collaboration requests through the API, alternating the first two 유형. */
const writeRequests = async (request: APIRequestContext, stamp: string, count: number) => {
  const login = await apiLogin(request, await createMember(request, 'cob'))
  const token = ((await login.json()) as ApiEnvelope<{ accessToken: string }>).data!.accessToken
  const headers = { Authorization: `Bearer ${token}` }
  const types = ((await (await request.get('/api/v1/member-boards/collabo/types')).json()) as ApiEnvelope<PostType[]>).data!
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/api/v1/member-boards/collabo/posts', {
      headers,
      data: {
        typeId: types[index % 2]!.id,
        title: `${stamp} 협업 요청 ${index}`,
        contentHtml: `<p>${index}번째 요청입니다.</p>`,
        secret: false,
        contact: collaborationContact,
        privacyConsent: true,
      },
    })
    expect(response.status()).toBe(200)
  }
  return types
}

test('the collaboration board pages, filters by type and answer state, and searches, for a guest', async ({ page, request }) => {
  test.setTimeout(90_000)
  // Letters only, so a search for one request's number cannot also match the stamp.
  const stamp = `협업${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
  // The API context of its own keeps the author's sign-in cookie out of the guest's browser.
  const types = await writeRequests(request, stamp, 12)

  await page.goto(`/cooperation/collabo?searchKeyword=${encodeURIComponent(stamp)}`)
  const table = page.getByRole('table', { name: '공유협업지원 목록' })
  await expect(page.getByText('총 12건')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(table.getByRole('row').nth(1)).toContainText(`${stamp} 협업 요청 12`)
  await expect(table.getByRole('row').nth(1)).toContainText('미답변')
  await expect(table.getByRole('row').nth(1)).toContainText('한*람')

  await page.getByRole('button', { name: '2 페이지' }).click()
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table).toContainText(`${stamp} 협업 요청 1`)

  await page.getByLabel('목록 개수').selectOption('20')
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(page.getByRole('navigation', { name: '페이지 이동' })).toHaveCount(0)

  await page.getByRole('combobox', { name: /^유형/ }).selectOption({ label: types[0]!.label })
  await expect(page.getByText('총 6건')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: types[1]!.label })).toHaveCount(0)

  await page.getByLabel('답변 상태').selectOption({ label: '답변완료' })
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible()

  await page.goto('/cooperation/collabo')
  await page.getByLabel('검색 구분').selectOption({ label: '제목' })
  await page.getByLabel('검색어').fill(`${stamp} 협업 요청 7`)
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expect(page.getByText('총 1건')).toBeVisible()
  await table.getByRole('link', { name: `${stamp} 협업 요청 7` }).click()
  await expect(page).toHaveURL(/\/cooperation\/collaboDetail\?id=\d+/)
  await expect(page.getByText('7번째 요청입니다.')).toBeVisible()
  // A guest reads an open request but not whom to contact, and is asked to log in to comment.
  await expect(page.getByText(collaborationContact.phone)).toHaveCount(0)
  await expect(page.getByText('댓글은 로그인한 회원만 작성할 수 있습니다.')).toBeVisible()

  await page.getByRole('link', { name: '목록' }).click()
  await page.getByRole('button', { name: '글쓰기' }).click()
  await page.getByRole('dialog', { name: '로그인이 필요합니다' }).getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('a member asks for collaboration support with contact and consent, comments, and finds it in my-page', async ({ page }) => {
  test.setTimeout(90_000)
  await logInAs(page, await createMember(page.request, 'coc'))
  const title = `공동연구 파트너 요청 ${Date.now().toString(36)}`

  await page.goto('/cooperation/collaboWrite')
  await page.getByRole('button', { name: '등록' }).click()
  await expect(page.getByText('유형을 선택해 주세요.')).toBeVisible()
  await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible()

  await page.getByRole('combobox', { name: /^유형/ }).selectOption({ label: '공동연구' })
  await page.getByRole('textbox', { name: /^제목/ }).fill(title)
  await page.getByRole('textbox', { name: '내용' }).click()
  await page.keyboard.type('전지 소재 공동연구를 함께할 연구실을 찾습니다.')
  await page.getByRole('textbox', { name: /^기관·기업명/ }).fill(collaborationContact.company)
  await page.getByRole('textbox', { name: /^담당자명/ }).fill(collaborationContact.contactName)
  await page.getByRole('textbox', { name: /^연락처/ }).fill(collaborationContact.phone)
  await page.getByRole('textbox', { name: /^이메일/ }).fill('not-an-email')
  await page.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await page.getByRole('button', { name: '등록' }).click()
  await expect(page.getByText('이메일 형식으로 입력해 주세요.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^제목/ })).toHaveValue(title)

  await page.getByRole('textbox', { name: /^이메일/ }).fill(collaborationContact.email)
  await page.getByRole('button', { name: '등록' }).click()
  await expect(page).toHaveURL(/\/cooperation\/collaboDetail\?id=\d+/)
  await expect(page.getByRole('region', { name: '담당자 연락처' })).toContainText(collaborationContact.phone)

  await page.getByRole('textbox', { name: '댓글 입력' }).fill('연구실 소개 자료를 첨부로 보내 드릴 수 있습니다.')
  await page.getByRole('button', { name: '등록' }).click()
  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible()
  await page.getByRole('button', { name: '답글' }).click()
  await page.getByRole('textbox', { name: '답글 입력' }).fill('추가로 연락드리겠습니다.')
  await page.getByRole('button', { name: '등록' }).first().click()
  await expect(page.getByRole('heading', { name: '댓글 2' })).toBeVisible()

  await page.goto('/myPage/collabo')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('미답변')
  await expect(row).toContainText('[2]')
  await row.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/myPage\/collaboDetail\?id=\d+/)
  await page.getByRole('button', { name: '삭제' }).last().click()
  await page.getByRole('dialog', { name: '글 삭제' }).getByRole('button', { name: '삭제' }).click()
  await expect(page).toHaveURL(/\/myPage\/collabo$/)
  await expect(page.getByText(title)).toHaveCount(0)
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the Q&A list, a post and the write form fit the screen', async ({ page }) => {
    // Three pages and a 21 MB file handed to the browser: more than one page's time on a 2-core runner.
    test.setTimeout(90_000)
    await logInAs(page, await createMember(page.request, 'qnp'))
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

    await page.goto('/infoPlaza/qna')
    await expect(page.getByRole('list', { name: 'Q&A 목록' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Q&A 목록' }).getByText('비밀글입니다').first()).toBeVisible()
    expect(await fits()).toBe(true)

    await page.getByRole('list', { name: 'Q&A 목록' }).getByRole('link', { name: '재직자 AI 실무 과정 수료 기준이 궁금합니다' }).click()
    await expect(page.getByRole('region', { name: '답변' })).toBeVisible()
    expect(await fits()).toBe(true)

    await page.goto('/myPage/qnaWrite')
    await expect(page.getByRole('textbox', { name: '내용' })).toBeVisible()
    await page
      .locator('input[type=file][accept^=".pdf"]')
      .setInputFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(21 * 1024 * 1024) })
    await expect(page.getByText('big.zip: 파일 크기는 20MB 이하만 가능합니다.')).toBeVisible()
    expect(await fits()).toBe(true)
  })
})
