import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { getCourse } from '../services/education/get-course'
import { listCourses } from '../services/education/list-courses'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { courseId, courseListQuery } from '../schemas/education'

export const educationEndpoints: Endpoint[] = [
  {
    path: '/v1/education/courses/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(courseListQuery, req)
      const { list, total } = await listCourses(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/education/courses/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getCourse(req, courseId.parse(routeParam(req, 'id'))))),
  },
]
