import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import { published } from '../../../../platform/data/published'
import type { ProjectCallState, ProjectCallSummary } from '../../../../../contract/applications'
import type { ProjectCall } from '../../../../payload-types'
import { callStateLabel, callStateOf, callStateWhere } from './call-window'
import { type PostMarks, readPostMarks } from '../../../content'

export const toCallSummary = (call: ProjectCall, marks: PostMarks): ProjectCallSummary => {
  const state = callStateOf(call, marks.now)
  return {
    id: call.id,
    title: call.title,
    host: call.host ?? null,
    summary: call.summary,
    budget: call.budget,
    projectPeriod: call.projectPeriod,
    applyStart: call.applyStart,
    applyEnd: call.applyEnd,
    state,
    stateLabel: callStateLabel(state),
    familyOnly: Boolean(call.familyOnly),
    familyPriority: Boolean(call.familyPriority),
    // A call has no publication date of its own: it is new from when staff wrote it.
    isNew: marks.isNew(call.createdAt),
  }
}

type CallQuery = { pageNum: number; pageSize: number; state?: ProjectCallState; searchKeyword?: string }

/** GET /api/v1/project-calls/list: the published calls, newest window first, by state and keyword. */
export const listProjectCalls = async (req: PayloadRequest, query: CallQuery) => {
  const marks = await readPostMarks(req.payload)
  const conditions: Where[] = [published]
  if (query.state) conditions.push(callStateWhere(query.state, marks.now))
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary']))
  const result = await req.payload.find({
    collection: 'project-calls',
    where: { and: conditions },
    sort: ['-applyStart', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 0,
    draft: false,
    select: {
      title: true,
      host: true,
      summary: true,
      budget: true,
      projectPeriod: true,
      applyStart: true,
      applyEnd: true,
      familyOnly: true,
      familyPriority: true,
      createdAt: true,
    },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { list: (result.docs as ProjectCall[]).map((call) => toCallSummary(call, marks)), total: result.totalDocs }
}
