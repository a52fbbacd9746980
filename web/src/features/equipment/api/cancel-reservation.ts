import type { CancelRequest, ReservationData } from '@contract/equipment'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { myReservationsKey } from './create-reservation'

export const useCancelReservation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: number } & CancelRequest) =>
      api.patch<ReservationData>(`/equipment/reservations/${id}/cancel`, reason ? { reason } : {}),
    onSuccess: (reservation) => {
      void queryClient.invalidateQueries({ queryKey: myReservationsKey })
      void queryClient.invalidateQueries({
        queryKey: ['equipment', 'slots', reservation.equipment.id, reservation.useDate],
      })
      void queryClient.invalidateQueries({
        queryKey: ['equipment', 'availability', reservation.equipment.id],
      })
    },
  })
}
