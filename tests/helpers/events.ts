import type {
  CheckInCounts,
  CheckInResult,
  EventDetail,
  EventRegistration,
  EventRegistrationInput,
  EventSummary,
  EventTicket,
  AttendanceCertificate,
} from '../../contract/events'
import type { ListData } from '../../contract/envelope'
import { plainTextToRichText } from '../../cms/platform/text/rich-text'
import { bearer, requestJson, v1 } from './api'
import { adminLogin } from './members'

const headers = (token: string | null) => (token ? bearer(token) : {})

/** An instant `hours` from now, as the admin stores it. */
export const hoursFrom = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** A published event taking registrations now, starting in three days: its id. */
export const createEvent = async (capacity: number | null, overrides: Record<string, unknown> = {}) => {
  const { httpStatus, body } = await requestJson<{ doc: { id: number } }>('/api/events', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({
      title: `시험 설명회 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      kind: 'briefing',
      format: 'offline',
      summary: '시험용 행사입니다.',
      body: plainTextToRichText('행사 안내 본문입니다.'),
      startsAt: hoursFrom(72),
      endsAt: hoursFrom(74),
      place: '산학협력관 대강당',
      organiser: '산학협력단',
      capacity,
      registrationOpensAt: hoursFrom(-24),
      registrationClosesAt: hoursFrom(48),
      _status: 'published',
      ...overrides,
    }),
  })
  if (httpStatus !== 201) throw new Error(`event not created: ${httpStatus} ${JSON.stringify(body)}`)
  return body.doc.id
}

export const updateEvent = async (id: number, data: Record<string, unknown>) => {
  const { httpStatus, body } = await requestJson(`/api/events/${id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify(data) })
  if (httpStatus !== 200) throw new Error(`event not updated: ${httpStatus} ${JSON.stringify(body)}`)
}

export const registrationInput = (overrides: Partial<EventRegistrationInput> = {}): EventRegistrationInput => ({
  name: '한가람',
  affiliation: '새솔테크',
  phone: '010-2222-3333',
  email: 'event@example.com',
  answers: {},
  privacyConsent: true,
  ...overrides,
})

export const register = (token: string | null, eventId: number, input: unknown = registrationInput()) =>
  v1<EventRegistration>(`/events/${eventId}/registrations`, { method: 'POST', headers: headers(token), body: JSON.stringify(input) })

/** A member's new registration, through the portal. */
export const registered = async (token: string, eventId: number, input: unknown = registrationInput()) => {
  const { httpStatus, body } = await register(token, eventId, input)
  if (httpStatus !== 200 || !body.data) throw new Error(`registration failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body.data
}

export const eventDetail = (token: string | null, id: number) => v1<EventDetail>(`/events/${id}`, { headers: headers(token) })
export const eventList = (query = '') => v1<ListData<EventSummary>>(`/events/list${query}`)
export const myRegistration = (token: string | null, id: number) => v1<EventRegistration>(`/events/registrations/${id}`, { headers: headers(token) })
export const myRegistrations = (token: string | null) => v1<ListData<EventRegistration>>('/events/registrations/mine?pageSize=100', { headers: headers(token) })
export const cancelRegistration = (token: string | null, id: number) =>
  v1<EventRegistration>(`/events/registrations/${id}/cancel`, { method: 'POST', headers: headers(token) })
export const ticketOf = (token: string | null, id: number) => v1<EventTicket>(`/events/registrations/${id}/ticket`, { headers: headers(token) })
export const certificateOf = (token: string | null, id: number) =>
  v1<AttendanceCertificate>(`/events/registrations/${id}/certificate`, { headers: headers(token) })
export const checkIn = (token: string | null, eventId: number, ticket: string) =>
  v1<CheckInResult>(`/events/${eventId}/check-in`, { method: 'POST', headers: headers(token), body: JSON.stringify({ token: ticket }) })
export const checkInCounts = (token: string | null, eventId: number) => v1<CheckInCounts>(`/events/${eventId}/check-in/counts`, { headers: headers(token) })

/** The ticket token of a registration, as its owner's ticket page gets it. */
export const tokenOf = async (token: string, registrationId: number) => {
  const { httpStatus, body } = await ticketOf(token, registrationId)
  if (httpStatus !== 200 || !body.data) throw new Error(`no ticket: ${httpStatus} ${JSON.stringify(body)}`)
  return body.data.token
}
