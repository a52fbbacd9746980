import type { Endpoint } from 'payload'
import { okList, withEnvelope } from '../../lib/envelope'
import { listCourses } from '../../services/education/list-courses'
import { parseQuery } from './request'
import { courseListQuery } from './schemas/education'

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
]
