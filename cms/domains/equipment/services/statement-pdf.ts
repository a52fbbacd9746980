import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { formatSeoulDate, formatSeoulDateTime } from '../../../../contract/date-format'
import { type EquipmentStatement, type StatementLine, statementLabels as t } from '../../../../contract/equipment-statement'
import { formatNumber } from '../../../../contract/format-number'

/**
 * Pretendard (OFL) as TrueType: PDF embeds TTF/OTF, not the web's woff2. pdfkit embeds only the glyphs
 * used, so a statement stays small. One weight keeps one font (and one text map) in the file.
 */
// Found from the package's folder at run time: a bundler that met the font file itself would try to bundle it.
export const fontPath = () =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')),
    'dist',
    'public',
    'static',
    'alternative',
    'Pretendard-Regular.ttf',
  )

const won = (amount: number) => `${amount < 0 ? '-' : ''}${formatNumber(Math.abs(amount))}원`

type Column = { label: string; width: number; align?: 'right'; value: (line: StatementLine) => string }

const columns: Column[] = [
  { label: t.useDate, width: 62, value: (line) => formatSeoulDate(line.useDate) },
  { label: t.equipment, width: 150, value: (line) => `${line.equipmentName}\n${line.nfecNo ?? line.equipmentNo}` },
  { label: t.units, width: 58, align: 'right', value: (line) => `${line.charge.units} ${line.charge.unitLabel.replace(/당$/, '')}` },
  { label: t.unitFee, width: 62, align: 'right', value: (line) => won(line.charge.unitFee) },
  { label: t.discount, width: 58, align: 'right', value: (line) => won(-line.charge.discountAmount) },
  { label: t.adjustment, width: 50, align: 'right', value: (line) => won(line.charge.adjustmentAmount) },
  { label: t.amount, width: 75, align: 'right', value: (line) => won(line.charge.total) },
]

const writeTable = (doc: PDFKit.PDFDocument, lines: StatementLine[]) => {
  const left = doc.page.margins.left
  const row = (cells: string[], size: number) => {
    const top = doc.y
    let x = left
    let bottom = top
    cells.forEach((cell, index) => {
      const column = columns[index]!
      doc.fontSize(size).text(cell, x + 2, top, { width: column.width - 4, align: column.align ?? 'left' })
      bottom = Math.max(bottom, doc.y)
      x += column.width
    })
    doc
      .moveTo(left, bottom + 3)
      .lineTo(x, bottom + 3)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
    doc.x = left
    doc.y = bottom + 6
  }
  row(
    columns.map((column) => column.label),
    9,
  )
  for (const line of lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
    row(
      columns.map((column) => column.value(line)),
      9,
    )
    const facts = [
      `${t.actualUse} ${formatSeoulDateTime(line.actualStartAt)} ~ ${formatSeoulDateTime(line.actualEndAt)}`,
      `${t.user} ${line.userName}`,
      `${t.operator} ${line.operator}`,
      line.samples != null ? `${t.samples} ${line.samples}` : null,
      line.staffHours != null ? `${t.staffHours} ${line.staffHours}시간` : null,
      line.charge.discountLabel ? `${t.discount} ${line.charge.discountLabel}` : null,
      line.charge.adjustmentReason ? `${t.adjustmentReason} ${line.charge.adjustmentReason}` : null,
      `${t.statementNo} ${line.statementNo}`,
    ].filter(Boolean)
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(facts.join(' · '), left + 2, doc.y, { width: 510 })
      .fillColor('#000000')
    doc.y += 6
  }
}

/** The statement as an A4 PDF with its Korean text embedded, built in memory (a statement is a page or two). */
export const statementPdf = (statement: EquipmentStatement): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, font: fontPath(), info: { Title: `${t.title(statement.kind)} ${statement.statementNo}` } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    doc.fontSize(20).text(t.title(statement.kind), { align: 'center', width })
    doc.moveDown(0.8)
    const facts: [string, string][] = [
      [t.statementNo, statement.statementNo],
      [t.issuedOn, formatSeoulDate(statement.issuedOn)],
      ...(statement.month ? [[t.month, statement.month.replace('-', '.')] as [string, string]] : []),
      [t.billedTo, [statement.billedTo.name, statement.billedTo.organisation].filter((part, index, all) => part && all.indexOf(part) === index).join(' / ')],
      [t.dueDate, formatSeoulDate(statement.dueDate)],
    ]
    for (const [label, value] of facts) doc.fontSize(10).text(`${label}  ${value}`)
    doc.moveDown(0.8)

    writeTable(doc, statement.lines)
    if (statement.lines.length === 0) doc.fontSize(10).text(t.noLines)

    doc.moveDown(0.5)
    const totals: [string, number][] = [
      [t.baseAmount, statement.totals.baseAmount],
      [t.discount, -statement.totals.discountAmount],
      [t.adjustment, statement.totals.adjustmentAmount],
      [t.supplyAmount, statement.totals.supplyAmount],
      [t.vatAmount, statement.totals.vatAmount],
    ]
    for (const [label, amount] of totals) doc.fontSize(10).text(`${label}  ${won(amount)}`, { align: 'right', width })
    doc.fontSize(14).text(`${t.total}  ${won(statement.totals.total)}`, { align: 'right', width })

    doc.moveDown(1)
    const { issuer } = statement
    doc
      .fontSize(10)
      .text(`${t.account}  ${[issuer.bank, issuer.accountNo, issuer.accountHolder && `${t.accountHolder} ${issuer.accountHolder}`].filter(Boolean).join(' ')}`)
    if (issuer.footer) doc.moveDown(0.3).fontSize(9).text(issuer.footer, { width })
    doc.moveDown(1.5)
    doc.fontSize(13).text(issuer.organizationName, { align: 'center', width })
    doc.fontSize(9).text([issuer.address, issuer.phone && `${t.phone} ${issuer.phone}`].filter(Boolean).join(' · '), { align: 'center', width })
    doc.end()
  })
