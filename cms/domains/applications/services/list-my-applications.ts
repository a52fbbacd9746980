import type { PayloadRequest, Where } from 'payload'
import type { ApplicationState } from '../../../../contract/applications'
import type { Period } from '../../../../contract/period'
import { periodWhere } from '../../../platform/http/period'
import type { User } from '../../../payload-types'
import type { ApplicationDoc } from './application-doc'
import type { Programme } from './application-registry'
import { toApplicationSummary } from './to-application'

/** A my-page applications list's page and filters: the state on the one status model, and the 기간 of 신청일. */
export type MyApplicationsQuery = Period & { pageNum: number; pageSize: number; state?: ApplicationState }

/** The member's own rows of a programme as the filters narrow them; every programme's list reads it. */
export const myApplicationsWhere = (user: User, query: MyApplicationsQuery): Where => ({
  and: [{ member: { equals: user.id } }, ...(query.state ? [{ state: { equals: query.state } }] : []), ...periodWhere('createdAt', query)],
})

/** The member's own applications of one programme for my-page, newest first (staff too see their own here). */
export const listMyApplications = async (req: PayloadRequest, user: User, programme: Programme, query: MyApplicationsQuery) => {
  const result = await req.payload.find({
    collection: programme.collection,
    where: myApplicationsWhere(user, query),
    sort: ['-createdAt', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 0,
    select: { applicationNo: true, title: true, state: true, createdAt: true, updatedAt: true },
    overrideAccess: false,
    user,
    req,
  })
  return { list: result.docs.map((doc) => toApplicationSummary(programme, doc as ApplicationDoc)), total: result.totalDocs }
}
