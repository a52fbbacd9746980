import { LoadingOverlay, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import classes from './route-loading-overlay.module.css'

/** Spec §9: loads shorter than 200ms show no overlay, so fast navigations do not flicker. */
const SHOW_AFTER_MS = 200

export function RouteLoadingOverlay() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible] = useDebouncedValue(pending, pending ? SHOW_AFTER_MS : 0)
  return (
    <>
      <LoadingOverlay
        visible={visible && pending}
        zIndex={10000}
        className={classes.overlay}
        overlayProps={{ blur: 1 }}
        loaderProps={{ type: 'dots' }}
      />
      {visible && pending && (
        <VisuallyHidden role="status">{commonMessages.loading}</VisuallyHidden>
      )}
    </>
  )
}
