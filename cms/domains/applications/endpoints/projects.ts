import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { getProjectCall } from '../services/projects/get-project-call'
import { listProjectCalls } from '../services/projects/list-project-calls'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { projectCallId, projectCallListQuery } from '../schemas/projects'

/** 공동기술개발과제 공고 (docs/api.md "공동기술개발") — anyone. */
export const projectEndpoints: Endpoint[] = [
  {
    path: '/v1/project-calls/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(projectCallListQuery, req)
      const { list, total } = await listProjectCalls(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/project-calls/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getProjectCall(req, projectCallId.parse(routeParam(req, 'id'))))),
  },
]
