import { advisoryFields, type AdvisoryField } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import {
  patentStatuses,
  type PatentStatus,
  technologyAvailabilities,
  type TechnologyAvailability,
  type TechnologySummary,
  type TechSubField,
  transferTypes,
  type TransferType,
} from '../../../../contract/tech-transfer'
import { subFieldOptions } from '../vocabulary'

/** The columns a card reads (technology-columns.ts), plus the values of its hasMany `transferTypes`. */
export type TechnologyRow = {
  id: number
  title: string
  summary: string
  field: AdvisoryField
  subField: TechSubField | null
  trl: number
  availability: TechnologyAvailability
  patentStatus: PatentStatus | null
  keywords: string | null
  inventorNames: string | null
  views: number | null
  inquiries: number | null
  publishedAt: string
  thumbnailUrl?: string | null
  transferTypes: TransferType[]
}

/** Keywords and names are kept as comma-separated text; the API hands them on as lists. */
export const splitList = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

export const toTechnologySummary = (row: TechnologyRow): TechnologySummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  field: row.field,
  fieldLabel: labelOf(advisoryFields, row.field),
  subField: row.subField ?? null,
  subFieldLabel: row.subField ? labelOf(subFieldOptions, row.subField) : null,
  trl: row.trl,
  transferTypes: row.transferTypes,
  transferTypeLabels: row.transferTypes.map((type) => labelOf(transferTypes, type)),
  availability: row.availability,
  availabilityLabel: labelOf(technologyAvailabilities, row.availability),
  patentStatus: row.patentStatus ?? null,
  patentStatusLabel: row.patentStatus ? labelOf(patentStatuses, row.patentStatus) : null,
  keywords: splitList(row.keywords),
  inventorNames: splitList(row.inventorNames),
  thumbnailUrl: row.thumbnailUrl ?? null,
  views: row.views ?? 0,
  inquiries: row.inquiries ?? 0,
  publishedAt: row.publishedAt,
})
