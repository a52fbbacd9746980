import type { EquipmentCategoryOption } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const equipmentCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.equipment.categories(),
    queryFn: ({ signal }) =>
      api.get<EquipmentCategoryOption[]>('/equipment/categories', undefined, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  })
