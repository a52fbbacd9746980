import { expect, type Page, test } from '../helpers/e2e-test'
import type { BoardPostSummary } from '../../contract/boards'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { seedUsernames } from '../../seed/data/accounts'
import { auditPage, expectNoFindings, type Finding } from '../helpers/axe-audit'
import { createMember, logInAs } from '../helpers/e2e-session'
import { dayButton, seoulMonthNow } from '../helpers/equipment-booking-ui'
import { findOpenSlots } from '../helpers/equipment-slots'
import { waitForPageShown } from '../helpers/page-shown'
import { englishLeftovers, expectCleanWalk, walkPages } from '../helpers/page-walk'
import { detailRoutes, memberRoutes, publicRoutes } from '../helpers/spec-routes'

/**
 * Issue 14: no serious or critical WCAG 2.1 AA violation (axe) on any page of the spec, on a desktop
 * and on a phone, nor in the states a user opens (drawer, search, calendar and slots, dialogs). The
 * walk over every page checks on the same visit that it renders its own page and leaves no English
 * (tests/helpers/page-walk.ts).
 */
const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

// Eight independent tests: both workers take them, instead of one worker running the file in order.
test.describe.configure({ mode: 'parallel' })

/** One post of each board, its id read from the list API as a visitor would find it. */
async function oneDetailPerBoard(page: Page) {
  const routes: string[] = []
  for (const [board, [route]] of Object.entries(detailRoutes)) {
    const response = await page.request.get(`/api/v1/boards/${board}/list?pageSize=1`)
    const { data } = (await response.json()) as ApiEnvelope<ListData<BoardPostSummary>>
    routes.push(`${route}?id=${data!.list[0]!.id}`)
  }
  return routes
}

/** Dialogs fade and slide in; axe measures colours, so it waits until no transition is running. */
async function settled(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)))
  return dialog
}

// /myPage is registered once and the router matches paths ignoring case: /mypage/… renders the very same
// route and components, so walking it again would only double the time (routes.spec.ts sends a guest to both).
const memberPages = memberRoutes.filter((route) => !route.startsWith('/mypage'))

// The public routes are split in two halves so the two workers share each width's pages.
const half = Math.ceil(publicRoutes.length / 2)
const publicHalves = [publicRoutes.slice(0, half), publicRoutes.slice(half)]

for (const { name, viewport } of widths) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    for (const [index, routes] of publicHalves.entries()) {
      test(`a guest's public pages, part ${index + 1} of 2: shown, in Korean, accessible`, async ({ page }) => {
        // axe over a dozen pages, each audited whole: minutes on two busy cores.
        test.setTimeout(240_000)
        const more = index === 1 ? await oneDetailPerBoard(page) : []
        expectCleanWalk(await walkPages(page, [...routes, ...more], name))
      })
    }

    test("a member's pages: shown, in Korean, accessible", async ({ page }) => {
      test.setTimeout(240_000)
      await logInAs(page, name === 'desktop' ? seedUsernames.member1 : seedUsernames.member2)
      const found = await walkPages(page, memberPages, name, { detailsWithoutId: true })
      if (name === 'phone') {
        await page.getByRole('button', { name: '전체메뉴 열기' }).click()
        found.english.push(...(await englishLeftovers(page)).map((leftover) => `drawer: ${leftover}`))
      }
      expectCleanWalk(found)
    })
  })
}

test.describe('opened states on a phone', () => {
  test.use({ viewport: widths[1].viewport })

  test('the drawer traps focus and gives it back; the booking tabs, calendar and slots', async ({ page }) => {
    const findings: Finding[] = []
    await page.goto('/')
    await waitForPageShown(page, '/')
    const menuButton = page.getByRole('button', { name: '전체메뉴 열기' })
    await menuButton.click()
    const drawer = await settled(page, '전체메뉴')
    findings.push(...(await auditPage(page, 'drawer open (phone)')))
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab')
    await expect(drawer.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()

    const choice = await findOpenSlots(page.request, 1)
    await page.goto(`/easyReservation?equipmentId=${choice.equipment.id}`)
    await waitForPageShown(page, '/easyReservation')
    await expect(page.getByRole('tab', { name: '날짜' })).toHaveAttribute('aria-selected', 'true')
    if (choice.date.slice(0, 7) !== seoulMonthNow()) await page.getByRole('button', { name: '다음 달' }).click()
    await expect(dayButton(page, choice.date)).toBeEnabled()
    findings.push(...(await auditPage(page, 'booking calendar tab (phone)')))
    await dayButton(page, choice.date).click()
    await page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) }).click()
    findings.push(...(await auditPage(page, 'booking time tab, one slot chosen (phone)')))
    expectNoFindings(findings)
  })
})

test.describe('opened states on a desktop', () => {
  test.use({ viewport: widths[0].viewport })

  test('the search dialog, the calendar and slots by keyboard, and the equipment and booking dialogs', async ({ page }) => {
    test.setTimeout(60_000)
    const findings: Finding[] = []
    await page.goto('/infoPlaza/notice')
    await waitForPageShown(page, '/infoPlaza/notice')
    const searchButton = page.getByRole('button', { name: '통합검색 열기' })
    await searchButton.click()
    await settled(page, '통합검색')
    findings.push(...(await auditPage(page, 'search dialog open (desktop)')))
    await page.keyboard.press('Escape')
    await expect(searchButton).toBeFocused()

    const loginId = await createMember(page.request, 'axe')
    const token = await logInAs(page, loginId)
    const choice = await findOpenSlots(page.request, 1, token)
    await page.goto(`/cooperation/equipment`)
    await waitForPageShown(page, '/cooperation/equipment')
    await page.getByRole('button', { name: `${choice.equipment.name} 상세보기` }).click()
    await settled(page, choice.equipment.name)
    findings.push(...(await auditPage(page, 'equipment detail dialog (desktop)')))
    await page.keyboard.press('Escape')

    await page.goto(`/easyReservation?equipmentId=${choice.equipment.id}`)
    await waitForPageShown(page, '/easyReservation')
    if (choice.date.slice(0, 7) !== seoulMonthNow()) await page.getByRole('button', { name: '다음 달' }).click()
    // The day turns enabled once the month's availability has loaded; a disabled button takes no focus.
    await expect(dayButton(page, choice.date)).toBeEnabled()
    await dayButton(page, choice.date).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`date=${choice.date}`))
    const slot = page.getByRole('checkbox', { name: new RegExp(`^${choice.starts[0]} ~`) })
    await slot.focus()
    await page.keyboard.press('Space')
    await expect(slot).toHaveAttribute('aria-checked', 'true')
    findings.push(...(await auditPage(page, 'booking calendar and slots, one chosen (desktop)')))

    await page.getByRole('button', { name: '예약 신청' }).click()
    await settled(page, '장비 예약 신청')
    findings.push(...(await auditPage(page, 'booking dialog (desktop)')))
    expectNoFindings(findings)
  })
})

test('placeholder text reads at AA contrast on a white field (axe does not check placeholders)', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  const field = page.getByPlaceholder('검색어를 입력하세요')
  const [placeholder, background] = await field.evaluate((input) => [getComputedStyle(input, '::placeholder').color, getComputedStyle(input).backgroundColor])
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [lighter, darker] = [luminance(placeholder!), luminance(background!)].sort((a, b) => b - a)
  expect((lighter! + 0.05) / (darker! + 0.05)).toBeGreaterThanOrEqual(4.5)
})
