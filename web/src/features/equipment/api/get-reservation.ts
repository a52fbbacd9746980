import type { ReservationData } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const reservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.mypage.reservation(id),
    queryFn: ({ signal }) =>
      api.get<ReservationData>(`/equipment/reservations/${id}`, undefined, {
        signal,
      }),
  })
