import type { CancelRequest, ReservationData } from '@contract/equipment'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const useCancelReservation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: number } & CancelRequest) =>
      api.patch<ReservationData>(`/equipment/reservations/${id}/cancel`, reason ? { reason } : {}),
    onSuccess: (reservation) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.reservations() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment.slots(reservation.equipment.id, reservation.useDate) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment.availability(reservation.equipment.id) })
    },
  })
}
