import type { User } from '../../../payload-types'
import type { PayloadRequest } from 'payload'
import type { ApplicationDoc } from './application-doc'
import type { Programme } from './application-registry'
import { toApplicationSummary } from './to-application'

/** The member's own applications of one programme for my-page, newest first (staff too see their own here). */
export const listMyApplications = async (req: PayloadRequest, user: User, programme: Programme, page: { pageNum: number; pageSize: number }) => {
  const result = await req.payload.find({
    collection: programme.collection,
    where: { member: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    page: page.pageNum,
    limit: page.pageSize,
    depth: 0,
    select: { applicationNo: true, title: true, state: true, createdAt: true, updatedAt: true },
    overrideAccess: false,
    user,
    req,
  })
  return { list: result.docs.map((doc) => toApplicationSummary(programme, doc as ApplicationDoc)), total: result.totalDocs }
}
