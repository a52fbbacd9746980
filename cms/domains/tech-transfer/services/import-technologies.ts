import type { PayloadRequest } from 'payload'
import { advisoryFields } from '../../../../contract/applications'
import {
  type PatentStatus,
  patentStatuses,
  type TechnologyImportResult,
  technologyAvailabilities,
  transferTypes,
  TRL_MAX,
  TRL_MIN,
} from '../../../../contract/tech-transfer'
import type { Technology } from '../../../payload-types'
import { inTransaction } from '../../../platform/data/in-transaction'
import { AppError, badRequest } from '../../../platform/http/errors'
import { MalformedCsv, parseCsv } from '../../../platform/text/csv-parse'
import { plainTextToRichText } from '../../../platform/text/rich-text'
import { type ImportColumn, importColumns, LIST_SEPARATOR, PATENT_SEPARATOR, requiredImportColumns } from '../import-columns'
import { techMessages as msg } from '../messages'
import { subFieldOptions, subFieldsOf } from '../vocabulary'

/** One file holds at most this many technologies: every row is checked before any is written. */
export const IMPORT_ROWS_MAX = 500

type Option = { label: string; value: string }
type Cells = Partial<Record<ImportColumn, string>>
type Draft = Omit<Technology, 'id' | 'createdAt' | 'updatedAt' | 'publishedAt'> & { publishedAt?: string }

const maxLengths: Partial<Record<ImportColumn, number>> = { title: 200, summary: 300, applications: 2000, effects: 2000, keywords: 300, terms: 2000 }

/** A vocabulary value given by its Korean label or its code. */
const pick = (options: readonly Option[], raw: string) => options.find((option) => option.label === raw || option.value === raw)?.value

const splitCell = (value: string | undefined, separator = LIST_SEPARATOR) =>
  (value ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean)

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const readPatents = (cell: string | undefined, problems: string[]) =>
  splitCell(cell).flatMap((text) => {
    const [number, country, status, appliedAt, registeredAt] = text.split(PATENT_SEPARATOR).map((part) => part.trim())
    const code = status ? pick(patentStatuses, status) : undefined
    if (!number || !country || !status || text.split(PATENT_SEPARATOR).length > 5) return (problems.push(msg.importPatentFormat(text)), [])
    if (!code) return (problems.push(msg.importUnknownValue('특허 상태', status)), [])
    const dates = { 출원일: appliedAt, 등록일: registeredAt }
    const badDate = Object.entries(dates).find(([, value]) => value && !isDay(value))
    if (badDate) return (problems.push(msg.importDate(badDate[0], badDate[1]!)), [])
    return [
      {
        number: number.slice(0, 50),
        country: country.slice(0, 30),
        status: code as PatentStatus,
        appliedAt: appliedAt || null,
        registeredAt: registeredAt || null,
      },
    ]
  })

const readInventors = (cell: string | undefined, experts: Map<string, number>, problems: string[]) =>
  splitCell(cell).flatMap((text) => {
    const match = /^([^()]+?)\s*(?:\(([^()]*)\))?$/.exec(text)
    if (!match || match[1]!.length > 50) return (problems.push(msg.importInventorFormat(text)), [])
    const name = match[1]!.trim()
    const department = match[2]?.trim() || null
    return [{ name, department, expert: experts.get(`${name}|${department ?? ''}`) ?? null }]
  })

/** One row's cells as a draft technology, or the row's problems. */
const readRow = (cells: Cells, experts: Map<string, number>): { draft?: Draft; problems: string[] } => {
  const problems: string[] = []
  for (const column of requiredImportColumns) if (!cells[column]?.trim()) problems.push(msg.importRequired(importColumns[column]))
  for (const [column, max] of Object.entries(maxLengths) as [ImportColumn, number][]) {
    if ((cells[column]?.trim().length ?? 0) > max) problems.push(msg.importTooLong(importColumns[column], max))
  }
  const text = (column: ImportColumn) => cells[column]?.trim() ?? ''
  const field = text('field') ? pick(advisoryFields, text('field')) : undefined
  if (text('field') && !field) problems.push(msg.importUnknownValue(importColumns.field, text('field')))
  const subField = text('subField') ? pick(subFieldOptions, text('subField')) : undefined
  if (text('subField') && (!subField || (field && !subFieldsOf(field).includes(subField)))) {
    problems.push(subField ? msg.subFieldMismatch : msg.importUnknownValue(importColumns.subField, text('subField')))
  }
  const trl = Number(text('trl'))
  if (text('trl') && !(/^\d$/.test(text('trl')) && trl >= TRL_MIN && trl <= TRL_MAX)) problems.push(msg.trlRange)
  const types = splitCell(cells.transferTypes).map((raw) => ({ raw, code: pick(transferTypes, raw) }))
  for (const type of types) if (!type.code) problems.push(msg.importUnknownValue(importColumns.transferTypes, type.raw))
  const availability = text('availability') ? pick(technologyAvailabilities, text('availability')) : 'available'
  if (!availability) problems.push(msg.importUnknownValue(importColumns.availability, text('availability')))
  const patents = readPatents(cells.patents, problems)
  const inventors = readInventors(cells.inventors, experts, problems)
  if (problems.length > 0) return { problems }
  return {
    problems,
    draft: {
      title: text('title'),
      summary: text('summary'),
      field: field as Draft['field'],
      subField: (subField ?? null) as Draft['subField'],
      overview: plainTextToRichText(cells.overview ?? '') as Draft['overview'],
      applications: text('applications'),
      effects: text('effects'),
      keywords: text('keywords') || null,
      trl,
      transferTypes: [...new Set(types.map((type) => type.code!))] as Draft['transferTypes'],
      terms: text('terms') || null,
      availability: availability as Draft['availability'],
      patents: patents as Draft['patents'],
      inventors,
      _status: 'draft',
    },
  }
}

/** The header row's cells as column keys; unknown or missing columns refuse the whole file. */
const readHeader = (header: string[]) => {
  const byLabel = new Map<string, ImportColumn>(Object.entries(importColumns).map(([key, label]) => [label, key as ImportColumn]))
  const keys = header.map((cell) => byLabel.get(cell.trim()))
  const unknown = header.filter((_, index) => !keys[index]).map((cell) => cell.trim() || '(빈 머리글)')
  if (unknown.length > 0) throw badRequest(msg.importUnknownColumns(unknown))
  const missing = requiredImportColumns.filter((column) => !keys.includes(column)).map((column) => importColumns[column])
  if (missing.length > 0) throw badRequest(msg.importMissingColumns(missing))
  return keys as ImportColumn[]
}

/** Published experts by name and department, so an inventor who is one is linked. */
const expertsByName = async (req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'advisory-experts',
    where: { _status: { equals: 'published' } },
    select: { name: true, department: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return new Map(docs.map((expert) => [`${expert.name}|${expert.department}`, expert.id]))
}

export class ImportRefused extends AppError {
  constructor(readonly errors: string[]) {
    super(400, msg.importRefused(errors.length))
  }
}

/**
 * Staff's CSV of technologies: every row is read and checked first; any problem refuses the whole
 * file with the problems by row. Then every row is created as a draft in one transaction (on SQLite,
 * which Payload runs without one, the drafts made so far are removed again if a create fails).
 */
const readCsv = (text: string) => {
  try {
    return parseCsv(text)
  } catch (error) {
    if (error instanceof MalformedCsv) throw badRequest(msg.importMalformed(error.line))
    throw error
  }
}

export const importTechnologies = async (req: PayloadRequest, bytes: Buffer): Promise<TechnologyImportResult> => {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw badRequest(msg.importNotUtf8)
  }
  const [header, ...rows] = readCsv(text)
  if (!header || rows.length === 0) throw badRequest(msg.importEmpty)
  if (rows.length > IMPORT_ROWS_MAX) throw badRequest(msg.importTooLarge(IMPORT_ROWS_MAX))
  const keys = readHeader(header)
  const experts = await expertsByName(req)
  const errors: string[] = []
  const drafts: Draft[] = []
  rows.forEach((row, index) => {
    const cells = Object.fromEntries(keys.map((key, column) => [key, row[column] ?? ''])) as Cells
    const { draft, problems } = readRow(cells, experts)
    // Row 1 is the header, so the first technology is on row 2, as Excel numbers it.
    for (const problem of problems) errors.push(msg.importRow(index + 2, problem))
    if (draft) drafts.push(draft)
  })
  if (errors.length > 0) throw new ImportRefused(errors)

  const created: number[] = []
  try {
    await inTransaction(req, async () => {
      for (const data of drafts) {
        const doc = await req.payload.create({ collection: 'technologies', data, draft: true, depth: 0, overrideAccess: false, user: req.user, req })
        created.push(doc.id)
      }
    })
  } catch (error) {
    if (!req.transactionID)
      await Promise.all(created.map((id) => req.payload.delete({ collection: 'technologies', id, overrideAccess: false, user: req.user, req })))
    throw error
  }
  return { imported: created.length, errors: [] }
}
