import type { Payload } from 'payload'
import { incrementCounter } from '../../../platform/data/increment-counter'

/**
 * A view or a 기술상담 신청 of a technology; the popular order sorts by their sum, kept beside them so
 * the list sorts on one indexed column.
 */
export const countTechnology = async (payload: Payload, id: number, counter: 'views' | 'inquiries', by = 1) => {
  await incrementCounter(payload, 'technologies', id, counter, by)
  await incrementCounter(payload, 'technologies', id, 'popularity', by)
}
