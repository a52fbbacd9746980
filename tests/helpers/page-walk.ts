import { expect, type Page } from '@playwright/test'
import { auditPage, describeFindings, type Finding } from './axe-audit'
import { waitForPageShown } from './page-shown'

const NOT_FOUND = '페이지를 찾을 수 없습니다'
const COMING_SOON = '준비 중입니다'

/**
 * The portal is Korean-only: what a screen reader announces (aria-label, title, alt), what a field
 * suggests (placeholder) and what a button says must not be English leftovers of a library or
 * template. A value without Hangul but with a Latin word is one; addresses, numbers and the
 * abbreviations Korean sites use as they are (FAQ, Q&A, ESG, TEL, FAX …) are not.
 */
const KEPT_AS_IS = /^(FAQ|Q&A|ESG|TEL|FAX|XRD|PDF|SNS|ID|OK)$/

export const englishLeftovers = (page: Page) =>
  page.evaluate((kept) => {
    const keptWords = new RegExp(kept)
    const isLeftover = (value: string) => {
      const text = value.trim()
      if (!text || /[가-힣]/.test(text)) return false
      if (/^(https?:|mailto:|tel:|\/)|@|^[\d\s\-.:()+,/~%₩]+$/.test(text)) return false
      const words = text.match(/[A-Za-z&]{2,}/g) ?? []
      return words.some((word) => !keptWords.test(word))
    }
    const found: string[] = []
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      // What assistive technology never reads (a library's measuring textarea) is nobody's label.
      if (element.closest('[aria-hidden="true"]')) continue
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(attribute)
        if (value && isLeftover(value)) found.push(`<${element.tagName.toLowerCase()} ${attribute}="${value}">`)
      }
      if (element.matches('button, [role=button], a') && element.children.length === 0) {
        const value = element.textContent ?? ''
        if (isLeftover(value)) found.push(`<${element.tagName.toLowerCase()}>${value}</…>`)
      }
    }
    return found
  }, KEPT_AS_IS.source)

/** What the walk found wrong, per check: pages not shown, English leftovers, WCAG 2.1 AA violations. */
export type WalkFindings = { notShown: string[]; english: string[]; wcag: Finding[] }

/**
 * Opens each route once and checks there all a page owes its visitor: it renders its own page (an
 * h1, not the 404 page, nowhere "준비 중"), in Korean, with no serious or critical WCAG 2.1 AA
 * violation (axe). One visit per page for all three keeps the browser suite's walks to one per width.
 */
export async function walkPages(page: Page, routes: readonly string[], where: string, { detailsWithoutId = false } = {}): Promise<WalkFindings> {
  const found: WalkFindings = { notShown: [], english: [], wcag: [] }
  for (const route of routes) {
    await page.goto(route)
    await waitForPageShown(page, route)
    // A detail route opened without its ?id= rightly shows the 404 page, which is audited all the same.
    const withoutId = detailsWithoutId && /detail$/i.test(route)
    if (!withoutId && (await page.getByText(NOT_FOUND).count()) > 0) found.notShown.push(`${route}: 404`)
    if ((await page.getByRole('heading', { name: COMING_SOON }).count()) > 0) found.notShown.push(`${route}: 준비 중`)
    for (const leftover of await englishLeftovers(page)) found.english.push(`${route}: ${leftover}`)
    found.wcag.push(...(await auditPage(page, `${route} (${where})`)))
  }
  return found
}

/** Each check of the walk as its own soft expectation, so one failing check still reports the others. */
export function expectCleanWalk({ notShown, english, wcag }: WalkFindings) {
  expect.soft(notShown, 'every route renders its own page').toEqual([])
  expect.soft(english, 'no English leftovers in labels, alt texts, placeholders or buttons').toEqual([])
  expect.soft(wcag.length, describeFindings(wcag)).toBe(0)
}
