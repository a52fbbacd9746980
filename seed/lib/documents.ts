/**
 * Small but real attachment files, written byte by byte so the seed needs no template files and no
 * network: a one-page PDF (ASCII text in the built-in Helvetica font, so no font is embedded) and
 * UTF-8 text files with Korean content.
 */

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)

const asciiOnly = (text: string) => {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`PDF text must be printable ASCII: ${text}`)
  return text
}

/**
 * A valid single-page A4 PDF 1.4: catalog, pages, page, content stream and font objects, with a
 * cross-reference table whose byte offsets are computed here (Payload checks the %PDF- header and
 * the xref/%%EOF trailer; viewers need the offsets to be right).
 */
export const buildPdf = ({ title, lines }: { title: string; lines: string[] }): Buffer => {
  const stream = [
    // A coloured header band and a thin rule, so the page does not look blank.
    '0.12 0.33 0.62 rg',
    '0 772 595 70 re f',
    '0.85 0.89 0.95 rg',
    '56 700 483 1.5 re f',
    'BT',
    '1 1 1 rg',
    '/F2 11 Tf',
    '56 812 Td',
    `(${escapePdfText(asciiOnly('SAESOL UNIVERSITY - INDUSTRY-ACADEMIA COOPERATION FOUNDATION'))}) Tj`,
    'ET',
    'BT',
    '0.1 0.1 0.1 rg',
    '/F2 18 Tf',
    '56 720 Td',
    `(${escapePdfText(asciiOnly(title))}) Tj`,
    '/F1 11 Tf',
    '0 -44 Td',
    '16 TL',
    ...lines.map((line) => `(${escapePdfText(asciiOnly(line))}) '`),
    'ET',
    'BT',
    '0.45 0.45 0.45 rg',
    '/F1 9 Tf',
    '56 48 Td',
    `(${escapePdfText('Demo document generated for the development seed. Not an official notice.')}) Tj`,
    'ET',
  ].join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(body, 'latin1')
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
    '',
  ].join('\n')
  return Buffer.from(body + xref, 'latin1')
}

/** UTF-8 with a byte-order mark, so Korean text opens correctly in Windows Notepad and browsers. */
export const buildText = (lines: string[]): Buffer => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')])
