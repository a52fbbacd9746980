import { type CSSVariablesResolver, darken, getPrimaryShade, keys, luminance } from '@mantine/core'

/** WCAG 2.1 AA (1.4.3): the contrast every text of the portal needs, badges' 11px labels included. */
const AA_TEXT_CONTRAST = 4.5
const DARKEN_STEPS = 50

const contrast = (one: string, other: string) => {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a)
  return (lighter + 0.05) / (darker + 0.05)
}

/** `color` as it is when it already reads at AA against `other`, else darkened just enough to. */
const readable = (color: string, other: string) => {
  let step = 0
  while (step < DARKEN_STEPS && contrast(darken(color, step / DARKEN_STEPS), other) < AA_TEXT_CONTRAST) step++
  return step === 0 ? color : darken(color, step / DARKEN_STEPS)
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
  return { variables: {}, light, dark: {} }
}
