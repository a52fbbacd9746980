import { LoadingOverlay, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import classes from './route-loading-overlay.module.css'

/** The overlay waits 200ms (the data-fetch delay of spec §9), so fast navigations do not flicker. */
const SHOW_AFTER_MS = 200

export function RouteLoadingOverlay() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [pendingForAWhile] = useDebouncedValue(pending, SHOW_AFTER_MS)
  const visible = pending && pendingForAWhile
  return (
    <>
      <LoadingOverlay visible={visible} zIndex={10000} className={classes.overlay} overlayProps={{ blur: 1 }} loaderProps={{ type: 'dots' }} />
      {visible && <VisuallyHidden role="status">{commonMessages.loading}</VisuallyHidden>}
    </>
  )
}
