import {
  type EventQuestion,
  type EventRegistrationState,
  type EventSummary,
  eventFormats,
  eventKinds,
  eventRegistrationStates,
} from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import type { Event, Media } from '../../../payload-types'

export type SeatCount = { held: number; waiting: number }

/**
 * Where an event stands for registration now: 종료 once it ended; 접수 마감 when staff closed it, its
 * window passed or it started; 접수 예정 before the window; 대기 접수 when every seat is held.
 */
export const registrationStateOf = (event: Event, seats: SeatCount, now: Date): EventRegistrationState => {
  if (now >= new Date(event.endsAt)) return 'ended'
  if (event.registrationClosed || now >= new Date(event.registrationClosesAt) || now >= new Date(event.startsAt)) return 'closed'
  if (now < new Date(event.registrationOpensAt)) return 'upcoming'
  if (event.capacity != null && seats.held >= event.capacity) return 'waitlist'
  return 'open'
}

export const takesRegistrations = (state: EventRegistrationState) => state === 'open' || state === 'waitlist'

const posterUrl = (poster: Event['poster']) => (poster && typeof poster === 'object' ? ((poster as Media).url ?? null) : null)

export const toEventSummary = (event: Event, seats: SeatCount, now = new Date()): EventSummary => {
  const state = registrationStateOf(event, seats, now)
  return {
    id: event.id,
    title: event.title,
    kind: event.kind,
    kindLabel: labelOf(eventKinds, event.kind),
    summary: event.summary,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    format: event.format,
    formatLabel: labelOf(eventFormats, event.format),
    place: event.place || null,
    organiser: event.organiser,
    capacity: event.capacity ?? null,
    seatsLeft: event.capacity == null ? null : Math.max(0, event.capacity - seats.held),
    waitingCount: seats.waiting,
    registrationOpensAt: event.registrationOpensAt,
    registrationClosesAt: event.registrationClosesAt,
    registrationState: state,
    registrationStateLabel: labelOf(eventRegistrationStates, state),
    posterUrl: posterUrl(event.poster),
  }
}

/** The event's questions as the form asks them; the array row's id is the answer's key. */
export const questionsOf = (event: Event): EventQuestion[] =>
  (event.questions ?? []).map((question) => ({
    id: question.id ?? '',
    label: question.label,
    type: question.type,
    required: Boolean(question.required),
    options: (question.options ?? []).map((option) => option.value),
  }))
