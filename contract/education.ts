export const courseModeValues = ['collective', 'online'] as const
export type CourseMode = (typeof courseModeValues)[number]

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
