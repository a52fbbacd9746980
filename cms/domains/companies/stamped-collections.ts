import type { CollectionSlug, Field } from 'payload'
import { applicationStates } from '../../../contract/applications'
import type { CompanyActivityRow } from '../../../contract/companies'
import { reservationStates } from '../../../contract/equipment-options'
import { hasStaffRole } from '../../platform/access/roles'
import { companyLabels } from './messages'

/** The relationship every filing carries: the company its member belonged to when filing. */
export const STAMP_FIELD = 'companyRecord'

/**
 * The field itself, for the filing collections: the server sets it at filing; staff alone may change
 * it (a merge, a correction), members never, and the admin shows it read-only.
 */
export const stampedCompanyField = (): Field => ({
  name: STAMP_FIELD,
  label: companyLabels.stampedCompany,
  type: 'relationship',
  relationTo: 'companies',
  index: true,
  access: { create: ({ req: { user } }) => hasStaffRole(user), update: ({ req: { user } }) => hasStaffRole(user) },
  admin: { readOnly: true, position: 'sidebar' },
})

/** A collection whose rows point at a company: merging re-points them, the activity lists them. */
export type CompanyReference = { collection: CollectionSlug; field: string }

/** What the company page lists of one filed collection. */
export type ActivitySource = CompanyReference & {
  type: CompanyActivityRow['type']
  numberField: string
  /** The fields `title` reads, besides the number, state, member and filing time. */
  titleFields: string[]
  title: (doc: Record<string, unknown>) => string
  states: readonly { label: string; value: string }[]
}

const titled = { titleFields: ['title'], title: (doc: Record<string, unknown>) => String(doc.title ?? '') }

/**
 * The filings the company page lists and a merge moves. A programme that starts stamping the company
 * adds itself here; what only points at a company (a membership) goes in `companyReferences`.
 */
export const activitySources: ActivitySource[] = [
  { type: 'tech', collection: 'advisory-requests', field: STAMP_FIELD, numberField: 'applicationNo', ...titled, states: applicationStates },
  { type: 'edu', collection: 'course-applications', field: STAMP_FIELD, numberField: 'applicationNo', ...titled, states: applicationStates },
  { type: 'assn', collection: 'project-proposals', field: STAMP_FIELD, numberField: 'applicationNo', ...titled, states: applicationStates },
  { type: 'transfer', collection: 'transfer-requests', field: STAMP_FIELD, numberField: 'applicationNo', ...titled, states: applicationStates },
  {
    type: 'equipment',
    collection: 'equipment-reservations',
    field: STAMP_FIELD,
    numberField: 'reservationNo',
    titleFields: ['useDate', 'timeRange'],
    title: (doc) => `${String(doc.useDate)} ${String(doc.timeRange)}`,
    states: reservationStates,
  },
  // The 가족회사 application names its company outright (it is the company's, filed by its 관리자).
  { type: 'family', collection: 'family-applications', field: 'company', numberField: 'applicationNo', ...titled, states: applicationStates },
]

/** Every {collection, field} a merge re-points from the duplicate to the company that stays. */
export const companyReferences: CompanyReference[] = [
  { collection: 'users', field: 'company' },
  { collection: 'company-join-requests', field: 'company' },
  { collection: 'company-invites', field: 'company' },
  { collection: 'company-logos', field: 'company' },
  { collection: 'family-memberships', field: 'company' },
  // 보유기술 (issue 33): the company a member agreed to an NDA or looked at a technology for.
  { collection: 'technology-nda-agreements', field: 'company' },
  { collection: 'technology-views', field: 'company' },
  ...activitySources.map(({ collection, field }) => ({ collection, field })),
]
