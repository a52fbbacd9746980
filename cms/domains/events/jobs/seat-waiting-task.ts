import type { TaskConfig } from 'payload'
import { seatWaiting } from '../services/seat-waiting'

/**
 * Gives seats staff added to an event to its waiting list, first come first served, and tells each
 * member seated. Queued by the save that added them (queueSeatingOnMoreSeats), so it runs once that
 * save is committed; run again, it seats no one twice (seat-waiting.ts).
 */
export const seatEventWaitingTask: TaskConfig<{ input: { event: number }; output: object }> = {
  slug: 'seatEventWaiting',
  label: '행사 대기자 참가 확정',
  inputSchema: [{ name: 'event', type: 'number', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await seatWaiting(req, input.event)
    return { output: {} }
  },
}
