import type { MyEquipmentReservationRow } from '@contract/equipment'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const MY_RESERVATIONS_PAGE_SIZE = 10

export const myReservationsQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: queryKeys.mypage.reservations(pageNum),
    queryFn: ({ signal }) => api.get<ListData<MyEquipmentReservationRow>>('/mypage/equ/list', { pageNum, pageSize: MY_RESERVATIONS_PAGE_SIZE }, { signal }),
  })
