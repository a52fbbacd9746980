import type { MyWaitRow, ReservationData, ReservationRequest } from '@contract/equipment'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const myWaitsQueryOptions = () => queryOptions({ queryKey: queryKeys.mypage.waits(), queryFn: () => api.get<MyWaitRow[]>('/mypage/equ/waits') })

/** 대기 신청 from the booking dialog, with what the member typed there. */
export const useJoinWaitlist = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: ReservationRequest) => api.post<MyWaitRow>('/equipment/waitlist', request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.waits() }),
  })
}

/** 예약 확정 of an offer makes a booking, and 대기 취소 may pass an offer on: both lists change. */
export const useWaitAction = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'withdraw' }) =>
      api.post<ReservationData | MyWaitRow>(`/mypage/equ/waits/${id}/${action}`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.waits() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.reservations() })
    },
  })
}
