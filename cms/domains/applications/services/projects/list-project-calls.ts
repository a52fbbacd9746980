import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import { published } from '../../../../platform/data/published'
import type { ProjectCallState, ProjectCallSummary } from '../../../../../contract/applications'
import type { ProjectCall } from '../../../../payload-types'
import { callStateLabel, callStateOf, callStateWhere } from './call-window'

export const toCallSummary = (call: ProjectCall, now: Date): ProjectCallSummary => {
  const state = callStateOf(call, now)
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
  }
}

type CallQuery = { pageNum: number; pageSize: number; state?: ProjectCallState; searchKeyword?: string }

/** GET /api/v1/project-calls/list: the published calls, newest window first, by state and keyword. */
export const listProjectCalls = async (req: PayloadRequest, query: CallQuery) => {
  const now = new Date()
  const conditions: Where[] = [published]
  if (query.state) conditions.push(callStateWhere(query.state, now))
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
    },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { list: (result.docs as ProjectCall[]).map((call) => toCallSummary(call, now)), total: result.totalDocs }
}
