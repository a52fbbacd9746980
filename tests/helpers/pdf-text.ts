import { inflateSync } from 'node:zlib'

/** The PDF's streams, inflated where they are FlateDecode (pdfkit compresses every one). */
const streamsOf = (pdf: Buffer) => {
  const text = pdf.toString('latin1')
  const streams: string[] = []
  for (const match of text.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    const raw = pdf.subarray(start, end)
    const body = match[1]!.includes('/FlateDecode') ? inflateSync(raw, { finishFlush: 2 }) : raw
    streams.push(body.toString('latin1'))
  }
  return streams
}

/** glyph id → text, from the ToUnicode maps pdfkit writes (`<first> <last> [<utf16> …]` ranges). */
const glyphMapOf = (streams: string[]) => {
  const glyphs = new Map<number, string>()
  for (const cmap of streams.filter((stream) => stream.includes('beginbfrange'))) {
    for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      const first = parseInt(range[1]!, 16)
      ;[...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, offset) => {
        const units = entry[1]!.split(' ').map((unit) => parseInt(unit, 16))
        glyphs.set(first + offset, String.fromCharCode(...units))
      })
    }
  }
  return glyphs
}

/**
 * The text a PDF written by pdfkit with an embedded font shows, one line per text operation: its
 * glyph codes read back through the font's ToUnicode map, as a PDF reader's copy and search do. Made
 * for the portal's own statements (no other PDF writer, no other encoding), so CI needs no poppler.
 */
export const pdfText = (pdf: Buffer) => {
  const streams = streamsOf(pdf)
  const glyphs = glyphMapOf(streams)
  const lines: string[] = []
  for (const content of streams.filter((stream) => /\bTJ\b/.test(stream))) {
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const codes = [...operation[1]!.matchAll(/<([0-9a-f]+)>/gi)].flatMap((hex) => hex[1]!.match(/.{4}/g) ?? [])
      lines.push(codes.map((code) => glyphs.get(parseInt(code, 16)) ?? '\uFFFD').join(''))
    }
  }
  return lines.join('\n')
}
