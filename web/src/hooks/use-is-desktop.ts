import { em } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { createContext, useContext, useSyncExternalStore } from 'react'

export const DESKTOP_MIN_WIDTH = 1280

/**
 * On a server-rendered page: whether the server drew it for a desktop (guessed from the browser's
 * User-Agent; the server has no screen). Null on a page the browser draws itself.
 */
export const DesktopGuessContext = createContext<boolean | null>(null)

const subscribeNever = () => () => {}

/** False while the server renders and while the browser hydrates its markup; true in every render after. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )

/**
 * The portal's desktop/mobile switch. Read synchronously so the first paint is already right; while
 * a server-rendered page hydrates, the server's guess holds (so the markup matches) and the screen's
 * answer follows at once.
 */
export const useIsDesktop = () => {
  const guess = useContext(DesktopGuessContext)
  const hydrated = useHydrated()
  const guessing = guess !== null && !hydrated
  return useMediaQuery(`(min-width: ${em(DESKTOP_MIN_WIDTH)})`, guessing ? guess : undefined, { getInitialValueInEffect: guessing })
}
