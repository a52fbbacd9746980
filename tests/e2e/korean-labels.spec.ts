import { expect, type Page, test } from '@playwright/test'
import { seedUsernames } from '../../seed/data/accounts'
import { logInAs } from '../helpers/e2e-session'
import { waitForPageShown } from '../helpers/page-shown'
import { memberRoutes, publicRoutes } from '../helpers/spec-routes'

/**
 * The portal is Korean-only: what a screen reader announces (aria-label, title, alt), what a field
 * suggests (placeholder) and what a button says must not be English leftovers of a library or
 * template. A value without Hangul but with a Latin word is one; addresses, numbers and the
 * abbreviations Korean sites use as they are (FAQ, Q&A, ESG, TEL, FAX …) are not.
 */
const KEPT_AS_IS = /^(FAQ|Q&A|ESG|TEL|FAX|XRD|PDF|SNS|ID|OK)$/

const englishLeftovers = (page: Page) =>
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

test('no English is left in labels, alt texts, placeholders or buttons of the public pages', async ({ page }) => {
  test.setTimeout(240_000)
  const found: string[] = []
  for (const route of publicRoutes) {
    await page.goto(route)
    await waitForPageShown(page, route)
    for (const leftover of await englishLeftovers(page)) found.push(`${route}: ${leftover}`)
  }
  expect(found).toEqual([])
})

test('no English is left on the member pages, on a phone with the drawer open', async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await logInAs(page, seedUsernames.member1)
  const found: string[] = []
  for (const route of memberRoutes) {
    await page.goto(route)
    await waitForPageShown(page, route)
    for (const leftover of await englishLeftovers(page)) found.push(`${route}: ${leftover}`)
  }
  await page.getByRole('button', { name: '전체메뉴 열기' }).click()
  for (const leftover of await englishLeftovers(page)) found.push(`drawer: ${leftover}`)
  expect(found).toEqual([])
})
