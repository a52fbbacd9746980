import { z } from 'zod'
import { courseModeValues, courseTrackValues } from '../../../../contract/education'
import { educationMessages } from '../services/education/education-messages'
import { pagingQuery, searchKeyword } from '../../../platform/http/paging'
import { plainInteger } from '../../../platform/http/plain-integer'

export const courseListQuery = pagingQuery.extend({
  mode: z.enum(courseModeValues, { error: '교육 방식은 집합교육 또는 온라인교육이어야 합니다.' }).optional(),
  track: z.enum(courseTrackValues, { error: '평생교육 과정 구분은 job, shop, spot 가운데 하나여야 합니다.' }).optional(),
  searchKeyword,
})

export const courseId = plainInteger(
  z.number({ error: educationMessages.courseNotFound }).int({ error: educationMessages.courseNotFound }).positive({ error: educationMessages.courseNotFound }),
)
