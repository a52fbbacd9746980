import type { AppRouter } from '@/app/router'
import { afterNextPaint } from './after-next-paint'

/** Long enough for any first page; a page that never reports being rendered still gets the font. */
const LATEST_MS = 4000

/**
 * The web font's @font-face rules (~50 kB of CSS, a file per unicode-range slice) are added once the
 * first page has been painted, in the system font (font-display: swap). Added earlier, the slices
 * were requested by the first layout and every one that arrived laid the page out again before its
 * largest element could be painted (docs/performance.md).
 */
export const loadWebFontAfterFirstPage = (router: AppRouter) => {
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    stop()
    clearTimeout(timer)
    afterNextPaint(() => void import('@/styles/fonts'))
  }
  const stop = router.subscribe('onRendered', load)
  const timer = setTimeout(load, LATEST_MS)
}
