/** 행사·세미나 (issue 34): events, registrations with seats and a waiting list, QR tickets and check-in. What other domains and the wiring may use; everything else stays inside. */
export { Events } from './collections/Events'
export { EventRegistrations } from './collections/EventRegistrations'
export { EventSeatLocks } from './collections/EventSeatLocks'
export { eventsEndpoints } from './endpoints'
export { seatEventWaitingTask } from './jobs/seat-waiting-task'
