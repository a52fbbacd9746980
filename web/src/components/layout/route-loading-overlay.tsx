import { Loader, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import classes from './route-loading-overlay.module.css'

/** The overlay waits 200ms (the data-fetch delay of spec §9), so fast navigations do not flicker. */
const SHOW_AFTER_MS = 200

/**
 * A fixed veil with a spinner while the next page loads. Plain markup and a CSS fade rather than
 * Mantine's LoadingOverlay: that one brings Transition, Overlay and their styles into the first-page
 * bundle for a box every page draws the same way.
 */
export function RouteLoadingOverlay() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [pendingForAWhile] = useDebouncedValue(pending, SHOW_AFTER_MS)
  if (!pending || !pendingForAWhile) return null
  return (
    <div className={classes.overlay}>
      <Loader type="dots" />
      <VisuallyHidden role="status">{commonMessages.loading}</VisuallyHidden>
    </div>
  )
}
