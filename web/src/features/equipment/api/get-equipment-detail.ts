import type { EquipmentDetail } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** Keyed by the signed-in member too: `safetyTrainingConfirmed` depends on who asks. */
export const equipmentDetailQueryOptions = (id: number, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.equipment.detail(id, loginId),
    queryFn: ({ signal }) => api.get<EquipmentDetail>(`/equipment/${id}`, undefined, { signal }),
  })
