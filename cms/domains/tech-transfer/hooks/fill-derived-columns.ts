import type { CollectionBeforeChangeHook } from 'payload'
import { strongestPatentStatus } from '../patent-status'

type Patent = { status?: string | null }
type Inventor = { name?: string | null }

/** `|a|b|`: a filter looks for `|a|`, so one value never matches inside another (exclusive, nonExclusive). */
export const valueList = (values: (string | null | undefined)[]) => {
  const present = [...new Set(values.filter(Boolean))]
  return present.length ? `|${present.join('|')}|` : ''
}

/**
 * The catalogue's list reads and filters one row per technology without joining its arrays: the
 * strongest patent status (the card's badge), every status and transfer type (the filters), the
 * inventors' names (keyword search) and views + inquiries (the popular order) are kept on the row.
 */
export const fillDerivedColumns: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const patents = (data.patents ?? originalDoc?.patents ?? []) as Patent[]
  const inventors = (data.inventors ?? originalDoc?.inventors ?? []) as Inventor[]
  const types = (data.transferTypes ?? originalDoc?.transferTypes ?? []) as string[]
  const statuses = patents.map((patent) => patent.status)
  return {
    ...data,
    patentStatus: strongestPatentStatus(statuses),
    patentStatusList: valueList(statuses),
    transferTypeList: valueList(types),
    inventorNames: inventors
      .map((inventor) => inventor.name?.trim())
      .filter(Boolean)
      .join(', '),
    popularity: Number(data.views ?? originalDoc?.views ?? 0) + Number(data.inquiries ?? originalDoc?.inquiries ?? 0),
  }
}
