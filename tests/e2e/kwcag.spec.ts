import { expect, type Locator, type Page, test } from '../helpers/e2e-test'
import { createMember, logInAs } from '../helpers/e2e-session'
import { waitForPageShown } from '../helpers/page-shown'
import { codeFromMailbox } from '../helpers/e2e-mailbox'

/**
 * Issue 35: what KWCAG 2.2 checks beyond the WCAG 2.1 AA that accessibility.spec.ts audits with axe
 * (docs/accessibility.md lists all 33 checks and which test holds each).
 */

const phone = { width: 390, height: 844 }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Puts `text` on the clipboard and pastes it into `field` as a visitor would (Ctrl+V). */
const pasteInto = async (page: Page, field: Locator, text: string) => {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

const startJoin = async (page: Page) => {
  await page.goto('/join')
  await page.getByRole('radio', { name: '기업회원' }).click()
  await page.getByRole('button', { name: '다음' }).click()
  await expect(page).toHaveURL(/\/join\/emailAuth$/)
  // The address changes before the step does: the member-class cards stay until the e-mail step is drawn.
  await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible()
}

/**
 * 6.5.3 레이블과 네임: every visible control of `scope` whose label or text can be seen has an
 * accessible name that contains that text, so a voice-control user can say what they see. The seen
 * text leaves out what is hidden from assistive technology (a required field's asterisk, icons).
 */
async function expectLabelsInNames(page: Page, where: string) {
  const seen = await page.evaluate(() => {
    const controls = 'input:not([type=hidden]), select, textarea, button, a[href], [role=button], [role=tab], [role=checkbox], [role=radio]'
    const textOf = (element: Element) => {
      const copy = element.cloneNode(true) as Element
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
    }
    return Array.from(document.querySelectorAll('main ' + controls.split(', ').join(', main ')))
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0)
      .map((element, index) => {
        element.setAttribute('data-label-check', String(index))
        const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : []
        const visible = element.matches('input, select, textarea') ? labels.map(textOf).join(' ') : textOf(element)
        return { index, visible }
      })
      .filter(({ visible }) => visible !== '')
  })
  expect(seen.length, `${where}: controls with a visible label`).toBeGreaterThan(0)
  for (const { index, visible } of seen) {
    await expect
      .soft(page.locator(`[data-label-check="${index}"]`), `${where}: "${visible}"`)
      .toHaveAccessibleName(new RegExp(escapeRegExp(visible)), { timeout: 1000 })
  }
}

test.describe('KWCAG 2.2 beyond WCAG 2.1 AA', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('6.1.4 문자 단축키: a letter, digit or symbol typed outside a field does nothing', async ({ page }) => {
    for (const route of ['/', '/infoPlaza/notice', '/cooperation/equipment']) {
      await page.goto(route)
      await waitForPageShown(page, route)
      const url = page.url()
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      for (const key of ['s', 'k', 'm', '/', '?', 'g', 'n', '1', 'Shift+S']) await page.keyboard.press(key)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(page.url(), route).toBe(url)
      expect(await page.evaluate(() => document.activeElement?.matches('input, textarea, select') ?? false), route).toBe(false)
    }
  })

  test('6.4.1·6.4.2 the first Tab offers 본문 바로가기, which moves to the content; each page has its own title', async ({ page }) => {
    const titles = new Set<string>()
    for (const route of ['/intro/intro', '/infoPlaza/notice', '/cooperation/equipment', '/login']) {
      await page.goto(route)
      await waitForPageShown(page, route)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: '본문 바로가기' })
      await expect(skip, route).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.locator('main'), route).toBeFocused()
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent()
      await expect(page, route).toHaveTitle(new RegExp(`^${escapeRegExp(heading!.trim())} \\| `))
      titles.add(await page.title())
    }
    expect(titles.size).toBe(4)
  })

  test('8.1.1 마크업 오류 방지: no id is used twice on the main pages', async ({ page }) => {
    for (const route of ['/', '/intro/intro', '/infoPlaza/notice', '/cooperation/equipment', '/login', '/join/memberClass']) {
      await page.goto(route)
      await waitForPageShown(page, route)
      const twice = await page.evaluate(() => {
        const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id)
        return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))]
      })
      expect(twice, route).toEqual([])
    }
  })

  test('6.5.1·6.5.2 the banner moves by single taps on its buttons, and only when the press ends on the button', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: '주요 소식' })
    const status = banner.getByRole('status')
    await expect(status).toHaveText(/^\d+개 중 1번째 슬라이드$/)
    const next = banner.getByRole('button', { name: '다음 슬라이드' })
    const box = (await next.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    // The visitor slides off the button before letting go: the press is cancelled.
    await page.mouse.move(box.x + box.width / 2, box.y - 200, { steps: 4 })
    await page.mouse.up()
    await expect(status).toHaveText(/^\d+개 중 1번째 슬라이드$/)
    await next.click()
    await expect(status).toHaveText(/^\d+개 중 2번째 슬라이드$/)
    await banner.getByRole('button', { name: '이전 슬라이드' }).click()
    await expect(status).toHaveText(/^\d+개 중 1번째 슬라이드$/)
  })

  test('6.4.4 고정된 참조 위치 정보: a board page number lives in the address and opens the same page again', async ({ page }) => {
    await page.goto('/infoPlaza/notice')
    await waitForPageShown(page, '/infoPlaza/notice')
    const paging = page.getByRole('navigation', { name: '페이지 이동' })
    await paging.getByRole('button', { name: '2 페이지' }).click()
    await expect(page).toHaveURL(/[?&]pageNum=2\b/)
    const firstRow = page.getByRole('row').nth(1)
    const rowOnPage2 = await firstRow.textContent()
    await page.reload()
    await expect(paging.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page')
    await expect(firstRow).toHaveText(rowOnPage2!)
  })

  test('6.5.3 레이블과 네임: the names of the login, join, find-account, Q&A and application controls contain their visible labels', async ({ page }) => {
    test.setTimeout(90_000)
    for (const route of ['/login', '/login/findId01', '/login/findPw01']) {
      await page.goto(route)
      await waitForPageShown(page, route)
      await expectLabelsInNames(page, route)
    }
    await startJoin(page)
    await expectLabelsInNames(page, '/join/emailAuth')
    await logInAs(page, await createMember(page.request, 'kwcag'))
    for (const route of ['/myPage/qnaWrite', '/cooperation/application']) {
      await page.goto(route)
      await waitForPageShown(page, route)
      await expectLabelsInNames(page, route)
    }
  })

  test('7.2.2 찾기 쉬운 도움 정보: FAQ, 1:1 문의 and the phone stand in the same place and order on every page', async ({ page }) => {
    const helpOn = async (route: string) => {
      await page.goto(route)
      await waitForPageShown(page, route)
      const help = page.getByRole('contentinfo').getByRole('navigation', { name: '도움 정보' })
      await expect(help.getByRole('link', { name: /^전화 문의/ })).toBeVisible()
      return help.getByRole('link').evaluateAll((links) => links.map((link) => `${link.textContent} → ${link.getAttribute('href')}`))
    }
    const onHome = await helpOn('/')
    expect(onHome.slice(0, 2)).toEqual(['자주 묻는 질문 → /infoPlaza/faq', '1:1 문의(Q&A) → /infoPlaza/qna'])
    expect(onHome[2]).toMatch(/^전화 문의 [\d-]+ → tel:[\d-]+$/)
    for (const route of ['/intro/intro', '/infoPlaza/notice', '/cooperation/equipment', '/login', '/join/memberClass'])
      expect(await helpOn(route), route).toEqual(onHome)
    await page.setViewportSize(phone)
    expect(await helpOn('/infoPlaza/notice'), 'on a phone').toEqual(onHome)
    await page.getByRole('contentinfo').getByRole('link', { name: '자주 묻는 질문' }).click()
    await expect(page).toHaveURL(/\/infoPlaza\/faq$/)
  })

  test('7.3.3 접근 가능한 인증: login fields say what they hold and take a pasted id and password', async ({ page }) => {
    await page.goto('/login')
    const id = page.getByRole('textbox', { name: '아이디', exact: true })
    const password = page.getByLabel('비밀번호', { exact: true })
    await expect(id).toHaveAttribute('autocomplete', 'username')
    await expect(password).toHaveAttribute('autocomplete', 'current-password')
    await pasteInto(page, id, 'pasted-id')
    await expect(id).toHaveValue('pasted-id')
    await pasteInto(page, password, 'pasted-secret!')
    await expect(password).toHaveValue('pasted-secret!')
    await page.goto('/login/findPw01')
    await expect(page.getByRole('textbox', { name: '아이디', exact: true })).toHaveAttribute('autocomplete', 'username')
  })

  test('7.3.3·7.3.4 the join code is pasted from the mail, even with a space in it, and the verified e-mail is not asked again', async ({ page }) => {
    const email = `kwcag${Date.now().toString(36)}@example.com`
    await startJoin(page)
    const [local, domain] = email.split('@') as [string, string]
    await page.getByLabel('이메일 아이디').fill(local)
    await page.getByLabel('이메일 도메인').selectOption({ label: '직접입력' })
    await page.getByLabel('도메인 직접 입력').fill(domain)
    await page.getByRole('button', { name: '인증번호 받기' }).click()
    await expect(page).toHaveURL(/\/join\/codeAuth$/)
    const codeField = page.getByLabel('인증번호')
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
    const code = await codeFromMailbox(page, email)
    await pasteInto(page, codeField, `${code.slice(0, 3)} ${code.slice(3)}`)
    await expect(codeField).toHaveValue(code)
    await page.getByRole('button', { name: '인증하기' }).click()
    await expect(page).toHaveURL(/\/join\/userInfo$/)
    await expect(page.getByLabel('인증된 이메일')).toHaveValue(email)
    await expect(page.getByLabel('인증된 이메일')).toHaveAttribute('readonly', '')
    await expect(page.getByRole('textbox', { name: /이메일/ })).toHaveCount(1)
    const passwords = page.locator('main input[type=password]')
    await expect(passwords).toHaveCount(2)
    for (const field of await passwords.all()) await expect(field).toHaveAttribute('autocomplete', 'new-password')
  })

  test("7.3.4 반복 입력 정보: an application starts with the member's own contact details filled in", async ({ page }) => {
    const loginId = await createMember(page.request, 'kwcagapp')
    await logInAs(page, loginId)
    await page.goto('/cooperation/application')
    await waitForPageShown(page, '/cooperation/application')
    await expect(page.getByRole('textbox', { name: '담당자' })).toHaveValue('한가람')
    await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue(`${loginId}@example.com`)
    await expect(page.getByText('회원정보로 미리 채웠습니다.', { exact: false })).toBeVisible()
  })
})
