import type { BookingSuspension, SeriesCancelData, SeriesCheckData, SeriesCheckRequest, SeriesData, SeriesRequest } from '@contract/equipment'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/**
 * Each date of a recurring booking, ok or why not, before it is sent. A POST because it carries a
 * rule and slots, but it writes nothing; keyed by the request so a changed rule asks again.
 */
export const seriesCheckQueryOptions = (equipmentId: number, request: SeriesCheckRequest | null) =>
  queryOptions({
    queryKey: queryKeys.equipment.seriesCheck(equipmentId, request ?? {}),
    queryFn: ({ signal }) => api.post<SeriesCheckData>(`/equipment/${equipmentId}/series/check`, request, { signal }),
    enabled: request !== null,
    staleTime: 0,
  })

/** After a series, or a refused one, the slots of its days and the member's list are stale. */
export const useCreateSeries = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ equipmentId, request }: { equipmentId: number; request: SeriesRequest }) =>
      api.post<SeriesData>(`/equipment/${equipmentId}/series`, request),
    onSettled: (_data, _error, { equipmentId }) => {
      void queryClient.invalidateQueries({ queryKey: ['equipment', 'slots', equipmentId] })
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment.availability(equipmentId) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.reservations() })
    },
  })
}

export const useCancelSeries = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ seriesId, reason }: { seriesId: number; reason?: string }) =>
      api.patch<SeriesCancelData>(`/equipment/series/${seriesId}/cancel`, reason ? { reason } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.reservations() }),
  })
}

/** While the member's booking is suspended (미이용 too often), until when and why; null otherwise. */
export const suspensionQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.mypage.suspension(),
    queryFn: ({ signal }) => api.get<BookingSuspension | null>('/mypage/equ/suspension', undefined, { signal }),
    enabled,
  })
