import type { ReservationData, ReservationRequest } from '@contract/equipment'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** After a booking, or a refused one (409: somebody was faster), the day's slots and the month are stale. */
export const useCreateReservation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: ReservationRequest) => api.post<ReservationData>('/equipment/reservations', request),
    onSettled: (_data, _error, request) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment.slots(request.equipmentId, request.date) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment.availability(request.equipmentId) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.reservations() })
    },
  })
}
