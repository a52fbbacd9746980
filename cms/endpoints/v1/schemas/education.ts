import { z } from 'zod'
import { pagingQuery, searchKeyword } from './paging'

export const courseModeValues = ['collective', 'online'] as const
export type CourseMode = (typeof courseModeValues)[number]

export const courseListQuery = pagingQuery.extend({
  mode: z.enum(courseModeValues, { error: '교육 방식은 집합교육 또는 온라인교육이어야 합니다.' }).optional(),
  searchKeyword,
})

export type CourseSummary = {
  id: number
  title: string
  mode: CourseMode
  modeLabel: string
  state: 'upcoming' | 'open' | 'closed'
  stateLabel: string
  summary: string | null
  target: string | null
  location: string | null
  capacity: number | null
  applyStart: string
  applyEnd: string
  eduStart: string | null
  eduEnd: string | null
  imageUrl: string | null
  imageAlt: string | null
}
