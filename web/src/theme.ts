import { Container, createTheme, rem, type MantineColorsTuple } from '@mantine/core'
import { commonMessages } from './config/messages'

/** Spec §9: page content is at most 1280px wide. */
export const CONTENT_MAX_WIDTH = 1280

/** The university blue; index 7 is the main shade used for buttons and active states. */
const brand: MantineColorsTuple = ['#eaf1fb', '#d3e1f5', '#a6c2eb', '#76a1e0', '#4f85d6', '#376fcb', '#2a60b8', '#1f4f9c', '#18427f', '#0f2f5e']

/**
 * The web font once its rules are added after the first page (lib/web-font.ts); until then the
 * system's own Korean font, named: the Korean fonts of macOS/iOS, Windows, Android and Linux, so the
 * first layout finds Hangul in the first font it tries. Left to system-ui, a Linux browser shapes every
 * Hangul run through a per-glyph fallback search, which doubled the notice list's first layout.
 */
const fontFamily = "'Noto Sans KR Variable', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'NanumGothic', system-ui, sans-serif"

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'sm',
  // xl doubles as the portal's desktop/mobile switch (1280px), matching postcss.config.cjs.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '80em' },
  components: {
    Container: Container.extend({ defaultProps: { size: CONTENT_MAX_WIDTH } }),
    // By name, not Component.extend(): the theme would otherwise put every component it names into the
    // first page's code, whether the page shows it or not.
    // Mantine's own label of the eye button is English ("Toggle password visibility").
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': commonMessages.showPassword } } },
    // Mantine's close button has no name of its own; a dialog that says more (전체메뉴 닫기) sets its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': commonMessages.close } } },
    // A spinner is an indeterminate progress bar: the role that may carry its name (a bare span may not).
    Loader: { defaultProps: { role: 'progressbar', 'aria-label': commonMessages.loading } },
    Pagination: {
      defaultProps: { gap: 4, withEdges: true },
      vars: () => ({
        root: { '--pagination-control-size': rem(28), '--pagination-control-fz': 'var(--mantine-font-size-sm)' },
      }),
    },
  },
})
