import { z } from 'zod'
import { courseModeValues } from '../../../../contract/education'
import { educationMessages } from '../../../services/education/education-messages'
import { pagingQuery, searchKeyword } from './paging'

export const courseListQuery = pagingQuery.extend({
  mode: z.enum(courseModeValues, { error: '교육 방식은 집합교육 또는 온라인교육이어야 합니다.' }).optional(),
  searchKeyword,
})

export const courseId = z.coerce
  .number({ error: educationMessages.courseNotFound })
  .int({ error: educationMessages.courseNotFound })
  .positive({ error: educationMessages.courseNotFound })
