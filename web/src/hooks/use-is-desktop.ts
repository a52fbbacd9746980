import { em } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'

export const DESKTOP_MIN_WIDTH = 1280

/** The portal's desktop/mobile switch. Read synchronously so the first paint is already right. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${em(DESKTOP_MIN_WIDTH)})`, undefined, { getInitialValueInEffect: false })
