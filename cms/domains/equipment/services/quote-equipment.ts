import type { PayloadRequest } from 'payload'
import { groupColumn } from '../../../platform/data/computed-columns'
import { publishedAnd } from '../../../platform/data/published'
import { readArrayRows } from '../../../platform/data/read-array-rows'
import { readPage } from '../../../platform/data/read-page'
import { AppError } from '../../../platform/http/errors'
import type { Equipment } from '../../../payload-types'
import { equipmentMessages } from '../messages'

/** What a quote prices from: the modes' fees and the equipment's exceptions to the rate card. */
export type PricedEquipment = Pick<Equipment, 'id' | 'usageModes' | 'rateOverrides' | 'minimumCharge' | 'vatMode'>

type QuoteEquipment = PricedEquipment & { openTime: string; closeTime: string; slotMinutes: number }

const gridColumns = {
  openTime: groupColumn('openingRules', 'openTime'),
  closeTime: groupColumn('openingRules', 'closeTime'),
  slotMinutes: groupColumn('openingRules', 'slotMinutes'),
}

/**
 * The published equipment as a quote reads it, through the lean reads rather than the Local API: the
 * booking dialog asks for a quote at every change, and Payload's relational read of the row with its
 * arrays cost more than the arithmetic by far (docs/performance.md). The caller's own read rule
 * applies, as everywhere readPage reads.
 */
export const readQuoteEquipment = async (req: PayloadRequest, id: number): Promise<QuoteEquipment> => {
  const { rows } = await readPage(req, {
    collection: 'equipment',
    fields: ['minimumCharge', 'vatMode'],
    computed: gridColumns,
    where: publishedAnd({ id: { equals: id } }),
    sort: 'id',
    page: 1,
    limit: 1,
    withTotal: false,
  })
  const row = rows[0]
  if (!row) throw new AppError(404, equipmentMessages.equipmentNotFound)
  const [modes, overrides] = await Promise.all([
    readArrayRows(req.payload, { collection: 'equipment', field: 'usageModes', parentIds: [id], columns: ['mode', 'fee', 'unit', 'feeUnit', 'bySamples'] }),
    readArrayRows(req.payload, { collection: 'equipment', field: 'rateOverrides', parentIds: [id], columns: ['userType', 'factorPercent'] }),
  ])
  return {
    id,
    minimumCharge: row.minimumCharge as Equipment['minimumCharge'],
    vatMode: row.vatMode as Equipment['vatMode'],
    usageModes: (modes.get(id) ?? []) as unknown as Equipment['usageModes'],
    rateOverrides: (overrides.get(id) ?? []) as unknown as Equipment['rateOverrides'],
    openTime: String(row.openTime),
    closeTime: String(row.closeTime),
    // A select's value is text in the table ('60').
    slotMinutes: Number(row.slotMinutes),
  }
}
