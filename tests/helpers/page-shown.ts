import { expect, type Page } from '@playwright/test'
import { waitForQuietNetwork } from './e2e-test'

/**
 * The page is on screen whole: its h1 is visible, and what it renders after its first paint (the home
 * page's sections below the news, their images) has come in too, so a check over the whole page sees it.
 */
export async function waitForPageShown(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible()
  await waitForQuietNetwork(page)
}
