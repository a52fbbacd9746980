import type { SlotsData } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** Keyed by the member: `checked` marks the asking member's own bookings. */
export const slotsQueryOptions = (equipmentId: number, date: string, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.equipment.slots(equipmentId, date, loginId),
    queryFn: ({ signal }) => api.get<SlotsData>(`/equipment/${equipmentId}/slots`, { date }, { signal }),
  })
