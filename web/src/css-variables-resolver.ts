import { type CSSVariablesResolver, darken, getPrimaryShade, keys, lighten, luminance, rgba } from '@mantine/core'

/** WCAG 2.1 AA (1.4.3): the contrast every text of the portal needs, badges' 11px labels included. */
const AA_TEXT_CONTRAST = 4.5
const DARKEN_STEPS = 50

const contrast = (one: string, other: string) => {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a)
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * `color` as it is when it already reads at AA against `other`, else darkened just enough to.
 * `seen` is what lies over the colour where the text stands (the sub-header's white glows).
 */
const readable = (color: string, other: string, seen = (shade: string) => shade) => {
  let step = 0
  while (step < DARKEN_STEPS && contrast(seen(darken(color, step / DARKEN_STEPS)), other) < AA_TEXT_CONTRAST) step++
  return step === 0 ? color : darken(color, step / DARKEN_STEPS)
}

/**
 * The sub-header's band runs from brand-9 to its group's tint (sub-header.module.css picks the
 * variable by data-group); `portal` is the band of pages outside the coloured groups.
 */
export const SUB_HEADER_TINTS = {
  portal: ['brand', 7],
  cooperation: ['teal', 7],
  studentSupport: ['green', 7],
  corporateCenter: ['indigo', 6],
  infoPlaza: ['cyan', 7],
  mypage: ['violet', 7],
} as const

/** The band's two decorative white circles; they overlap, and the text may stand where they do. */
export const SUB_HEADER_GLOWS = [0.12, 0.06] as const

const underGlows = (color: string) => SUB_HEADER_GLOWS.reduce((shade, glow) => lighten(shade, glow), color)

/**
 * KWCAG 5.4.3: the sub-header's white text reads at 4.5:1 on every part of the band. Mantine's teal-7
 * gave white 3.1:1 before any glow lightened it, so each tint keeps its hue and is darkened as far as
 * white text over both glows needs.
 */
const subHeaderVariables = (theme: Parameters<CSSVariablesResolver>[0]) => {
  const variables: Record<string, string> = {}
  for (const [group, [color, shade]] of Object.entries(SUB_HEADER_TINTS)) {
    variables[`--sub-header-tint-${group}`] = readable(theme.colors[color][shade], theme.white, underGlows)
  }
  SUB_HEADER_GLOWS.forEach((glow, index) => (variables[`--sub-header-glow-${index + 1}`] = rgba(theme.white, glow)))
  return variables
}

/**
 * Mantine's light scheme puts several texts below AA: dimmed text is gray-6 (3.3:1 on white), filled
 * buttons and badges put white on shade 7 (blue 4.2:1, red 3.8:1, teal 3.1:1), light badges put shade
 * 9 on shade 1 (yellow 2.7:1, orange 3.6:1) and errors are red-6. Each keeps its hue and is darkened
 * only as far as AA needs, so the design's colours stay recognisable. Dimmed text must also hold on
 * brand-0, the tint of pinned rows and selected items. Placeholders (gray-5, 2.1:1) are text a visitor
 * has to read too (axe does not check them).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(theme.colors.gray[6], theme.colors.brand[0]),
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
    '--mantine-color-placeholder': readable(theme.colors.gray[5], theme.white),
  }
  const shade = getPrimaryShade(theme, 'light')
  for (const name of keys(theme.colors)) {
    const palette = theme.colors[name]
    const filled = readable(palette[shade], theme.white)
    if (filled !== palette[shade]) {
      light[`--mantine-color-${name}-filled`] = filled
      light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1)
      light[`--mantine-color-${name}-outline`] = filled
    }
    const lightColor = readable(palette[9], palette[1])
    if (lightColor !== palette[9]) light[`--mantine-color-${name}-light-color`] = lightColor
  }
  return { variables: subHeaderVariables(theme), light, dark: {} }
}
