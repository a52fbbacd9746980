import type { PayloadRequest } from 'payload'
import type { EquipmentQuote } from '../../../../contract/equipment'
import type { UsageMode } from '../../../../contract/equipment-options'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { slotGrid } from '../calendar'
import { equipmentMessages } from '../messages'
import { offeredMode, quoteFor } from './quote'
import { readQuoteEquipment } from './quote-equipment'

export type QuoteQuery = { usageMode: UsageMode; date: string; start?: string; end?: string; slots?: string[]; samples?: number }

/**
 * GET /api/v1/equipment/{id}/quote: what booking the slots from `start` to `end` (or just the `slots`
 * named within them) on `date` — or `samples` of a mode taken by samples — would cost the caller,
 * before they book; a guest sees the general price. It says nothing about whether the slots are free:
 * the booking itself decides that.
 */
export const quoteBooking = async (req: PayloadRequest, user: User | null, equipmentId: number, query: QuoteQuery): Promise<EquipmentQuote> => {
  // No holidays or closures: the grid is the same every open day, and a closed day is the booking's to refuse.
  const equipment = await readQuoteEquipment(req, equipmentId)
  if (offeredMode(equipment, query.usageMode).bySamples) {
    if (query.samples === undefined) throw new AppError(400, equipmentMessages.samplesRequired)
    return quoteFor(req, user, equipment, query.usageMode, { slots: [], samples: query.samples })
  }
  if (query.samples !== undefined) throw new AppError(400, equipmentMessages.samplesNotForMode)
  const grid = slotGrid(equipment)
  const from = grid.findIndex((slot) => slot.start === query.start)
  const to = grid.findIndex((slot) => slot.end === query.end)
  if (from < 0 || to < from) throw new AppError(400, equipmentMessages.quoteRangeInvalid)
  const span = grid.slice(from, to + 1)
  const chosen = query.slots ? span.filter((slot) => query.slots!.includes(slot.start)) : span
  if (query.slots && chosen.length !== new Set(query.slots).size) throw new AppError(400, equipmentMessages.quoteRangeInvalid)
  return quoteFor(req, user, equipment, query.usageMode, { slots: chosen })
}
