import type { ReservationData } from '@contract/equipment'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { myReservationsKey } from './create-reservation'

export const reservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...myReservationsKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<ReservationData>(`/equipment/reservations/${id}`, undefined, {
        signal,
      }),
  })
