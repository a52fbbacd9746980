import type { EquipmentQuote } from '@contract/equipment'
import type { UsageMode } from '@contract/equipment-options'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** Nothing is asked until a usage mode and at least one slot (or, for a mode taken by samples, a number of samples) are chosen. */
export type QuoteRequest = { usageMode: UsageMode | null; date: string; slots: readonly { start: string; end: string }[]; samples?: number | null }

/**
 * The price the server will store with the booking (with the member's 가족회사 discount). `start`
 * and `end` span the choice; `slots` names each chosen start, as the choice need not be adjacent.
 * Keyed by the member: a guest gets no benefit.
 */
export const quoteQueryOptions = (equipmentId: number, request: QuoteRequest, loginId: string | null) => {
  const bySamples = request.samples !== undefined
  const search = bySamples
    ? { usageMode: request.usageMode ?? undefined, date: request.date, samples: request.samples ?? undefined }
    : {
        usageMode: request.usageMode ?? undefined,
        date: request.date,
        start: request.slots[0]?.start,
        end: request.slots.at(-1)?.end,
        slots: request.slots.map((slot) => slot.start).join(','),
      }
  return queryOptions({
    queryKey: queryKeys.equipment.quote(equipmentId, search, loginId),
    queryFn: ({ signal }) => api.get<EquipmentQuote>(`/equipment/${equipmentId}/quote`, search, { signal }),
    enabled: request.usageMode !== null && (bySamples ? Boolean(request.samples) : request.slots.length > 0),
  })
}
