import type { SlotsData } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Keyed by the member: `checked` marks the asking member's own bookings. */
export const slotsQueryOptions = (equipmentId: number, date: string, loginId: string | null) =>
  queryOptions({
    queryKey: ['equipment', 'slots', equipmentId, date, loginId],
    queryFn: ({ signal }) => api.get<SlotsData>(`/equipment/${equipmentId}/slots`, { date }, { signal }),
  })
