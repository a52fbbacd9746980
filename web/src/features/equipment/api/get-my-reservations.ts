import type { MyEquipmentReservationRow } from '@contract/equipment'
import { type ReservationState, reservationStates } from '@contract/equipment-options'
import type { Period } from '@contract/period'
import { toOneOf, toPeriod, toPositiveInt } from '@/lib/search-params'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const MY_RESERVATIONS_PAGE_SIZE = 10

/** /myPage/equ's URL: the page, a booking state and the 기간 of 이용일. */
export type MyReservationsFilter = Period & { pageNum?: number; state?: ReservationState }

export const validateMyReservationsSearch = (search: Record<string, unknown>): MyReservationsFilter => ({
  pageNum: toPositiveInt(search.pageNum),
  state: toOneOf(
    search.state,
    reservationStates.map((option) => option.value),
  ),
  ...toPeriod(search),
})

export const myReservationsQueryOptions = (filter: MyReservationsFilter) =>
  queryOptions({
    queryKey: queryKeys.mypage.reservations(filter),
    queryFn: ({ signal }) =>
      api.get<ListData<MyEquipmentReservationRow>>(
        '/mypage/equ/list',
        { ...filter, pageNum: filter.pageNum ?? 1, pageSize: MY_RESERVATIONS_PAGE_SIZE },
        { signal },
      ),
  })
