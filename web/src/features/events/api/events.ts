import type { ListData } from '@contract/envelope'
import type {
  AttendanceCertificate,
  CheckInCounts,
  CheckInResult,
  EventDetail,
  EventRegistration,
  EventRegistrationInput,
  EventSummary,
  EventTicket,
} from '@contract/events'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import { type EventListSearch, eventQuery } from '../lib/event-search'

/** Registrations per page of /myPage/events. */
export const MY_EVENTS_PAGE_SIZE = 10

export const eventListQueryOptions = (search: EventListSearch) => {
  const query = eventQuery(search)
  return queryOptions({
    queryKey: queryKeys.events.list(query),
    queryFn: ({ signal }) => api.get<ListData<EventSummary>>('/events/list', query, { signal }),
  })
}

/** An event's page depends on who reads it: a member sees their own registration instead of the button. */
export const eventQueryOptions = (id: number, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.events.detail(id, loginId),
    queryFn: ({ signal }) => api.get<EventDetail>(`/events/${id}`, undefined, { signal }),
  })

export const myEventRegistrationsQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: queryKeys.events.mine(pageNum),
    queryFn: ({ signal }) => api.get<ListData<EventRegistration>>('/events/registrations/mine', { pageNum, pageSize: MY_EVENTS_PAGE_SIZE }, { signal }),
  })

export const eventTicketQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: queryKeys.events.ticket(registrationId),
    queryFn: ({ signal }) => api.get<EventTicket>(`/events/registrations/${registrationId}/ticket`, undefined, { signal }),
  })

export const attendanceCertificateQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: queryKeys.events.certificate(registrationId),
    queryFn: ({ signal }) => api.get<AttendanceCertificate>(`/events/registrations/${registrationId}/certificate`, undefined, { signal }),
  })

/** The door's live count, refreshed while the check-in page is open. */
export const CHECK_IN_COUNTS_REFRESH_MS = 10_000

export const checkInCountsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.events.checkInCounts(eventId),
    queryFn: ({ signal }) => api.get<CheckInCounts>(`/events/${eventId}/check-in/counts`, undefined, { signal }),
    refetchInterval: CHECK_IN_COUNTS_REFRESH_MS,
  })

/** Seats change for everyone who looks at the event: its page, the list and the member's own list. */
const useInvalidateEvent = () => {
  const queryClient = useQueryClient()
  return (eventId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['events', 'detail', eventId] }),
      queryClient.invalidateQueries({ queryKey: ['events', 'list'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.events.mine() }),
    ])
}

export const useRegisterForEvent = (eventId: number) => {
  const invalidate = useInvalidateEvent()
  return useMutation({
    mutationFn: (input: EventRegistrationInput) => api.post<EventRegistration>(`/events/${eventId}/registrations`, input),
    onSuccess: () => invalidate(eventId),
  })
}

export const useCancelRegistration = () => {
  const invalidate = useInvalidateEvent()
  return useMutation({
    mutationFn: (registration: EventRegistration) => api.post<EventRegistration>(`/events/registrations/${registration.id}/cancel`),
    onSuccess: (_cancelled, registration) => invalidate(registration.event.id),
  })
}

/** One scan or typed code; the answer carries the new count, so the page shows it without asking again. */
export const useCheckIn = (eventId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.post<CheckInResult>(`/events/${eventId}/check-in`, { token }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.events.checkInCounts(eventId), answer.counts),
  })
}
