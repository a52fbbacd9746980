import type { EquipmentCategoryOption } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const equipmentCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['equipment', 'categories'],
    queryFn: ({ signal }) =>
      api.get<EquipmentCategoryOption[]>('/equipment/categories', undefined, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  })
