import type { CollectionBeforeChangeHook } from 'payload'
import { strongestPatentStatus } from '../patent-status'

type Patent = { status?: string | null }
type Inventor = { name?: string | null }

/**
 * The catalogue's list reads one row per technology without joining its arrays: the strongest
 * patent status (the card's badge) and the inventors' names (keyword search) are kept on the row.
 */
export const fillDerivedColumns: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const patents = (data.patents ?? originalDoc?.patents ?? []) as Patent[]
  const inventors = (data.inventors ?? originalDoc?.inventors ?? []) as Inventor[]
  return {
    ...data,
    patentStatus: strongestPatentStatus(patents.map((patent) => patent.status)),
    inventorNames: inventors
      .map((inventor) => inventor.name?.trim())
      .filter(Boolean)
      .join(', '),
  }
}
