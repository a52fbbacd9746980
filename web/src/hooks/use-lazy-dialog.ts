import { useRef, useState } from 'react'

/**
 * Open state of a dialog that is only mounted from its first opening on (so closing still animates).
 * Mantine gives focus back to what was focused when `opened` turned true after mounting, which a
 * dialog mounted already open never sees: so the opener is remembered here and focused on closing.
 */
export function useLazyDialog() {
  const [state, setState] = useState({ opened: false, mounted: false })
  const opener = useRef<HTMLElement | null>(null)
  return {
    ...state,
    open: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setState({ opened: true, mounted: true })
    },
    close: () => {
      setState((current) => ({ ...current, opened: false }))
      opener.current?.focus()
    },
  }
}
