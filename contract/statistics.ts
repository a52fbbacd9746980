import type { ApplicationKind, ApplicationState } from './applications'

/**
 * 운영 통계 (issue 34): the office's figures over a period of whole Seoul months, counted by the
 * database at request time. `GET /api/v1/statistics/summary?from=YYYY-MM&to=YYYY-MM` answers every
 * block; `GET /api/v1/statistics/export?block=…&from=…&to=…` (with the 다운로드 사유) one block as CSV.
 * docs/decisions.md "운영 통계 (issue 34)" says what each figure means.
 */
export const statisticsBlocks = [
  { label: '프로그램별 신청', value: 'applications' },
  { label: '장비 예약·가동률', value: 'equipment' },
  { label: '교육과정 충원·수료', value: 'courses' },
  { label: '행사·만족도', value: 'events' },
  { label: '게시판 문의·답변', value: 'boards' },
  { label: '신규 회원·기업', value: 'members' },
] as const
export type StatisticsBlock = (typeof statisticsBlocks)[number]['value']

/** The longest period one request counts, in months. */
export const statisticsMaxMonths = 36

export type StatisticsQuery = { from?: string; to?: string }

/** Applications of one programme filed in one month (or, in `byProgramme`, the whole period). */
export type ApplicationFigures = {
  kind: ApplicationKind
  kindLabel: string
  total: number
  /** How many of them stand in each state now. */
  states: Record<ApplicationState, number>
  /** Those that reached 승인 or 반려. */
  decided: number
  /** Median days from filing to the first 승인 or 반려, one decimal; null when none was decided. */
  medianDaysToDecision: number | null
}
export type ApplicationMonthFigures = ApplicationFigures & { month: string }

export type EquipmentFigures = {
  equipmentId: number
  equipmentNo: string
  equipmentName: string
  bookings: number
  bookedHours: number
  openHours: number
  /** booked ÷ open hours in percent, one decimal; null when it was never open. */
  rate: number | null
}

export type CourseFigures = {
  courseId: number
  title: string
  /** The day the course starts (교육 시작일, else 신청 시작일), which puts it in the period. */
  startsOn: string
  /** null: no limit. */
  capacity: number | null
  seatsHeld: number
  /** seatsHeld ÷ capacity in percent, one decimal; null without a capacity. */
  fillRate: number | null
  /** Applications that were approved: 승인 or 완료 now. */
  approved: number
  completed: number
  /** completed ÷ approved in percent, one decimal; null when none was approved. */
  completionRate: number | null
}

export type EventFigures = {
  eventId: number
  title: string
  kindLabel: string
  /** The day it starts (Seoul), which puts it in the period. */
  startsOn: string
  /** null: no limit. */
  capacity: number | null
  /** Registrations holding a seat now: 참가 확정 or 참석. */
  registered: number
  attended: number
  waiting: number
  cancelled: number
  /** attended ÷ registered in percent, one decimal, once the event has ended; null before, or without registrations. */
  attendanceRate: number | null
  /** Answers to the event's published surveys. */
  surveyResponses: number
  /** The mean of every 5점 척도 answer in them, two decimals; null without any. */
  satisfaction: number | null
}

export const statisticsBoards = [
  { label: 'Q&A', value: 'inquiries' },
  { label: '협력지원 요청', value: 'collaboration-requests' },
] as const
export type StatisticsBoard = (typeof statisticsBoards)[number]['value']

export type BoardFigures = {
  board: StatisticsBoard
  boardLabel: string
  posts: number
  /** Posts staff answered or commented on. */
  answered: number
  /** Median hours from the post to the staff's first answer or comment, one decimal; null when none. */
  medianHoursToAnswer: number | null
}
export type BoardMonthFigures = BoardFigures & { month: string }

export type MemberMonthFigures = {
  month: string
  /** New member accounts per 회원 구분 (student, faculty, company, general). */
  byClass: Record<string, number>
  total: number
  companies: number
  familyMemberships: number
}

export type StatisticsData = {
  from: string
  to: string
  months: string[]
  applications: { byMonth: ApplicationMonthFigures[]; byProgramme: ApplicationFigures[] }
  equipment: EquipmentFigures[]
  courses: CourseFigures[]
  events: EventFigures[]
  boards: { byMonth: BoardMonthFigures[]; byBoard: BoardFigures[] }
  members: MemberMonthFigures[]
}
