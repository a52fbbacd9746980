import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { isUniqueFieldTaken } from '../../../platform/data/unique-field'

/** Programmes that take one going application per member and thing applied to (a course, a call, a technology). */
type KeyedCollection = 'course-applications' | 'project-proposals' | 'transfer-requests'

/** The UNIQUE `liveKey` of a going application: the course or call and the member. */
export const liveKeyOf = (targetId: number, memberId: number) => `${targetId}:${memberId}`

/** The database refused a second going application of the same member to the same thing. */
export const isLiveKeyTaken = (error: unknown) => isUniqueFieldTaken(error, 'liveKey')

/** A dropped application (transitions.ts) no longer blocks the member from applying again. */
export const releaseLiveKey = (req: PayloadRequest, collection: KeyedCollection, id: number) =>
  req.payload.update({ collection, id, data: { liveKey: null }, depth: 0, ...systemAccess('application bookkeeping'), req })
