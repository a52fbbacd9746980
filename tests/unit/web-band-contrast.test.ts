import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, SUB_HEADER_TINTS } from '@/css-variables-resolver'
import { theme } from '@/theme'

/** WCAG's relative luminance and contrast, computed here rather than with the resolver's own helpers. */
const channels = (color: string) => {
  const short = /^#([\da-f]{3})$/i.exec(color)?.[1]
  const hex = short ? [...short].map((digit) => digit + digit).join('') : /^#([\da-f]{6})$/i.exec(color)?.[1]
  if (hex) return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const parts = /^rgba?\(([^)]+)\)$/.exec(color)?.[1]?.split(',').map(Number)
  if (!parts) throw new Error(`not a colour: ${color}`)
  return parts.slice(0, 3)
}
const alphaOf = (color: string) => (color.startsWith('rgba') ? Number(color.slice(0, -1).split(',')[3]) : 1)
const luminance = (color: string) => {
  const [r, g, b] = channels(color).map((value) => {
    const channel = value / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (one: string, other: string) => {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}
/** `overlay` (with its alpha) painted over an opaque `base`. */
const over = (base: string, overlay: string) => {
  const alpha = alphaOf(overlay)
  const top = channels(overlay)
  return `rgb(${channels(base)
    .map((value, index) => Math.round(value * (1 - alpha) + top[index]! * alpha))
    .join(',')})`
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme)
const variables: Record<string, string> = cssVariablesResolver(merged).variables
const readCss = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src', file), 'utf8')
const css = readCss('components/layout/sub-header.module.css')
const bannerCss = readCss('features/home/components/banner-slider.module.css')
const glows = [...css.matchAll(/var\((--sub-header-glow-\d)\)/g)].map(([, name]) => variables[name!]!)

describe('the sub-header band (KWCAG 5.4.3)', () => {
  it('paints each group with its own tint variable and both glows from the resolver', () => {
    expect(glows).toHaveLength(2)
    for (const group of Object.keys(SUB_HEADER_TINTS)) {
      expect(css, group).toContain(`--sub-header-tint: var(--sub-header-tint-${group});`)
      expect(variables[`--sub-header-tint-${group}`], group).toMatch(/^#|^rgb/)
    }
  })

  it('keeps its white text at 4.5:1 or more at both ends of every gradient, where both glows overlap', () => {
    const ends = [merged.colors.brand[9], ...Object.keys(SUB_HEADER_TINTS).map((group) => variables[`--sub-header-tint-${group}`]!)]
    for (const end of ends) {
      const lightest = glows.reduce(over, end)
      expect(contrast(merged.white, lightest), end).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('writes its description in full white: a faded text would lose the contrast just computed', () => {
    expect(css).not.toMatch(/opacity/)
  })
})

describe('the home banner caption (KWCAG 5.4.3)', () => {
  const scrim = /--banner-scrim: (rgba\([^)]+\));/.exec(bannerCss)?.[1]

  it('lays its scrim under the whole text column', () => {
    expect(scrim).toBeDefined()
    expect(bannerCss).toMatch(/var\(--banner-scrim\) var\(--banner-text-end\)/)
  })

  it('keeps its white text at 4.5:1 or more even on a white picture, in full white', () => {
    expect(contrast('#ffffff', over('#ffffff', scrim!))).toBeGreaterThanOrEqual(4.5)
    expect(bannerCss).not.toMatch(/opacity/)
  })
})
