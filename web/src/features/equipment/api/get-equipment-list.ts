import type { EquipmentSummary } from '@contract/equipment'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { EquipmentListSearch } from '../lib/equipment-search'
import { queryKeys } from '@/lib/queries/query-keys'

export const equipmentListQueryOptions = (search: EquipmentListSearch, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.equipment.list(search, pageSize),
    queryFn: ({ signal }) =>
      api.get<ListData<EquipmentSummary>>(
        '/equipment/list',
        {
          pageNum: search.pageNum ?? 1,
          pageSize,
          searchKeyword: search.searchKeyword,
          category: search.category,
        },
        { signal },
      ),
  })
