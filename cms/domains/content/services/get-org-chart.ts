import type { PayloadRequest } from 'payload'
import type { OrgChartPage, OrgPosition } from '../../../../contract/pages'
import type { OrgChart } from '../../../payload-types'
import { readPublishedGlobal } from './read-published-global'

type PositionDoc = { title?: string | null; name?: string | null; phone?: string | null; duty?: string | null } | null | undefined

/** An optional box of the chart is drawn only when staff named it. */
const toPosition = (doc: PositionDoc): OrgPosition | null =>
  doc?.title ? { title: doc.title, name: doc.name || null, phone: doc.phone || null, duty: doc.duty || null } : null

export const getOrgChart = async (req: PayloadRequest): Promise<OrgChartPage> => toOrgChart(await readPublishedGlobal<OrgChart>(req, 'org-chart'))

/** The chart as its page reads it, from the published document or staff's draft. */
export const toOrgChart = (doc: OrgChart): OrgChartPage => {
  return {
    head: toPosition(doc.head) ?? { title: '', name: null, phone: null, duty: null },
    deputy: toPosition(doc.deputy),
    committee: toPosition(doc.committee),
    units: doc.units.map((unit) => ({
      name: unit.name,
      head: unit.head || null,
      phone: unit.phone || null,
      duties: (unit.duties ?? []).map((row) => row.duty),
    })),
    updatedAt: doc.updatedAt ?? '',
  }
}
