import type { EventSummary } from '@contract/events'
import { eventMessages } from '../messages'

const messages = eventMessages.list

/** 잔여 12석 / 정원 40명, 정원 40명 마감 · 대기 3명, or 정원 없음. */
export const seatsLine = (event: EventSummary) => {
  if (event.capacity === null || event.seatsLeft === null) return messages.noLimit
  if (event.seatsLeft > 0) return messages.seatsLeft(event.seatsLeft, event.capacity)
  const full = messages.full(event.capacity)
  return event.waitingCount > 0 ? `${full} · ${messages.waiting(event.waitingCount)}` : full
}

/** Where it happens: the place, 온라인, or both. */
export const placeLine = (event: EventSummary) => {
  if (event.format === 'online') return messages.online
  if (event.format === 'hybrid') return event.place ? `${event.place} · ${messages.online}` : messages.online
  return event.place ?? ''
}
