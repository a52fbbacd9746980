/**
 * Abstract illustrations drawn as SVG (rasterised by ./images.ts): gradients and shapes only, never
 * text, because the machine may have no Korean font (the alt text carries the meaning). A seeded
 * generator places the shapes, so every run produces the same pictures.
 */

export type Palette = { from: string; to: string; accent: string; light: string }

export type ArtPattern = 'network' | 'waves' | 'bars' | 'hexagons' | 'orbits' | 'blocks'

export type ArtSpec = { pattern: ArtPattern; palette: Palette; seed: number }

export const palettes = {
  navy: { from: '#0b2d5b', to: '#1e6fb8', accent: '#5cc8ff', light: '#e6f3ff' },
  teal: { from: '#064e4a', to: '#16a394', accent: '#9ef0d8', light: '#e7fbf5' },
  violet: { from: '#2e1a5e', to: '#6c4bd1', accent: '#c3b2ff', light: '#f1edff' },
  forest: { from: '#1d4d2b', to: '#4e9f3d', accent: '#d8f3a1', light: '#f2fbe6' },
  sunset: { from: '#7a2e12', to: '#e0793a', accent: '#ffd39a', light: '#fff4e6' },
  slate: { from: '#1f2937', to: '#4b5d7a', accent: '#8fd3fe', light: '#eef4fb' },
  rose: { from: '#5b1233', to: '#c2417a', accent: '#ffc2dc', light: '#fff0f6' },
  ocean: { from: '#0a3a4a', to: '#1b8fb0', accent: '#ffe08a', light: '#e9f8fc' },
} satisfies Record<string, Palette>

/** mulberry32: a tiny deterministic PRNG. */
export const random = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number) => Math.round(value * 10) / 10

const network = (w: number, h: number, p: Palette, rnd: () => number) => {
  const nodes = Array.from({ length: 34 }, () => ({ x: rnd() * w, y: rnd() * h, r: 3 + rnd() * 9 }))
  const links: string[] = []
  nodes.forEach((a, i) =>
    nodes.slice(i + 1).forEach((b) => {
      const distance = Math.hypot(a.x - b.x, a.y - b.y)
      if (distance < w * 0.22) {
        links.push(
          `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="${p.light}" stroke-opacity="${round(0.6 - distance / (w * 0.5))}" stroke-width="1.5"/>`,
        )
      }
    }),
  )
  const dots = nodes.map(
    (n, i) =>
      `<circle cx="${round(n.x)}" cy="${round(n.y)}" r="${round(n.r)}" fill="${i % 4 === 0 ? p.accent : p.light}" fill-opacity="${i % 4 === 0 ? 0.95 : 0.7}"/>`,
  )
  return [...links, ...dots].join('')
}

const waves = (w: number, h: number, p: Palette, rnd: () => number) =>
  Array.from({ length: 6 }, (_, i) => {
    const base = h * (0.35 + i * 0.11)
    const amp = h * (0.04 + rnd() * 0.06)
    const phase = rnd() * w
    const points: string[] = []
    for (let x = 0; x <= w; x += w / 48) points.push(`${round(x)},${round(base + Math.sin((x + phase) / (w / (2 + i * 0.4))) * amp)}`)
    return `<path d="M0,${h} L${points.join(' L')} L${w},${h} Z" fill="${i % 2 ? p.light : p.accent}" fill-opacity="${round(0.1 + i * 0.05)}"/>`
  }).join('')

const bars = (w: number, h: number, p: Palette, rnd: () => number) => {
  const count = 14
  const gap = w / (count * 1.6)
  const width = gap * 0.9
  const items = Array.from({ length: count }, (_, i) => {
    const height = h * (0.12 + (i / count) * 0.45 + rnd() * 0.12)
    const x = w * 0.08 + i * gap * 1.1
    return `<rect x="${round(x)}" y="${round(h * 0.88 - height)}" width="${round(width)}" height="${round(height)}" rx="${round(width / 4)}" fill="${i % 3 === 0 ? p.accent : p.light}" fill-opacity="${i % 3 === 0 ? 0.9 : 0.45}"/>`
  })
  const trend: string[] = []
  for (let i = 0; i < count; i++) trend.push(`${round(w * 0.08 + i * gap * 1.1 + width / 2)},${round(h * (0.7 - (i / count) * 0.5) - rnd() * h * 0.05)}`)
  return `${items.join('')}<polyline points="${trend.join(' ')}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
}

const hexagons = (w: number, h: number, p: Palette, rnd: () => number) => {
  const size = w / 14
  const shapes: string[] = []
  for (let row = -1; row < h / (size * 1.5) + 1; row++) {
    for (let col = -1; col < w / (size * 1.73) + 1; col++) {
      if (rnd() < 0.45) continue
      const cx = col * size * 1.732 + (row % 2 ? size * 0.866 : 0)
      const cy = row * size * 1.5
      const points = Array.from({ length: 6 }, (_, k) => {
        const angle = (Math.PI / 3) * k + Math.PI / 6
        return `${round(cx + size * 0.92 * Math.cos(angle))},${round(cy + size * 0.92 * Math.sin(angle))}`
      }).join(' ')
      const filled = rnd() < 0.25
      shapes.push(
        `<polygon points="${points}" fill="${filled ? p.accent : 'none'}" fill-opacity="${filled ? 0.35 : 0}" stroke="${p.light}" stroke-opacity="0.45" stroke-width="2"/>`,
      )
    }
  }
  return shapes.join('')
}

const orbits = (w: number, h: number, p: Palette, rnd: () => number) => {
  const cx = w * (0.6 + rnd() * 0.15)
  const cy = h * (0.45 + rnd() * 0.1)
  const rings = Array.from({ length: 7 }, (_, i) => {
    const r = h * (0.12 + i * 0.1)
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${p.light}" stroke-opacity="${round(0.55 - i * 0.06)}" stroke-width="${i % 2 ? 1.5 : 3}" stroke-dasharray="${i % 3 === 1 ? '10 12' : 'none'}"/>`
  })
  const planets = Array.from({ length: 9 }, (_, i) => {
    const r = h * (0.12 + (i % 7) * 0.1)
    const angle = rnd() * Math.PI * 2
    return `<circle cx="${round(cx + r * Math.cos(angle))}" cy="${round(cy + r * Math.sin(angle))}" r="${round(6 + rnd() * 12)}" fill="${i % 2 ? p.accent : p.light}"/>`
  })
  return `${rings.join('')}<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(h * 0.07)}" fill="${p.accent}"/>${planets.join('')}`
}

const blocks = (w: number, h: number, p: Palette, rnd: () => number) => {
  const unit = w / 16
  const cubes: string[] = []
  for (let i = 0; i < 22; i++) {
    const x = Math.floor(rnd() * 16) * unit
    const y = Math.floor(rnd() * (h / unit)) * unit
    const span = 1 + Math.floor(rnd() * 3)
    cubes.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(unit * span - 8)}" height="${round(unit - 8)}" rx="10" fill="${i % 3 === 0 ? p.accent : p.light}" fill-opacity="${i % 3 === 0 ? 0.75 : round(0.15 + rnd() * 0.3)}"/>`,
    )
  }
  return cubes.join('')
}

const painters: Record<ArtPattern, typeof network> = { network, waves, bars, hexagons, orbits, blocks }

export const artworkSvg = ({ pattern, palette, seed }: ArtSpec, width: number, height: number): string => {
  const rnd = random(seed)
  const glowX = round(width * (0.15 + rnd() * 0.3))
  const glowY = round(height * (0.2 + rnd() * 0.3))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${glowX}" cy="${glowY}" r="${round(height * 0.7)}" fill="url(#glow)"/>
${painters[pattern](width, height, palette, rnd)}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`
}
