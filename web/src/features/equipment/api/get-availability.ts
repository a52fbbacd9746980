import type { AvailabilityData } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const availabilityQueryOptions = (equipmentId: number, month: string) =>
  queryOptions({
    queryKey: queryKeys.equipment.availability(equipmentId, month),
    queryFn: ({ signal }) => api.get<AvailabilityData>(`/equipment/${equipmentId}/availability`, { month }, { signal }),
  })
