import PDFDocument from 'pdfkit'
import { fontPath } from '../../cms/domains/equipment/services/statement-pdf'
import { site } from '../../contract/site'

export type TechnologySheet = { heading: string; title: string; facts: [string, string][]; paragraphs: string[] }

/** A one-page Korean technology sheet (요약 자료 or 상세 자료), in the font the equipment statements embed. */
export const technologyPdf = (sheet: TechnologySheet): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, font: fontPath(), info: { Title: sheet.title } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    const width = doc.page.width - 100
    doc.fontSize(10).fillColor('#1f5499').text(`${site.organizationName} · ${sheet.heading}`, { width })
    doc.moveDown(0.6).fontSize(18).fillColor('#111111').text(sheet.title, { width })
    doc.moveDown(0.8)
    for (const [label, value] of sheet.facts) doc.fontSize(10).fillColor('#333333').text(`${label}  ${value}`, { width })
    doc.moveDown(0.8)
    for (const paragraph of sheet.paragraphs) doc.fontSize(11).fillColor('#111111').text(paragraph, { width }).moveDown(0.5)
    doc.moveDown(1).fontSize(8).fillColor('#777777').text('개발용 데모 자료입니다. 실제 기술 정보가 아닙니다.', { width })
    doc.end()
  })
