import type { PayloadRequest } from 'payload'
import type { StatisticsData } from '../../../../contract/statistics'
import { requireStaff } from '../../../platform/access/require-staff'
import { applicationFigures } from './application-figures'
import { boardsFigures } from './board-figures'
import { courseFigures } from './course-figures'
import { equipmentFigures } from './equipment-figures'
import { eventFigures } from './event-figures'
import { memberFigures } from './member-figures'
import { type Period, periodOf } from './period'

/**
 * 운영 통계 over a period (issue 34), every block counted by the database now. The statements read
 * the tables directly (aggregates, not documents), so the staff check comes first and is the access
 * rule: the figures name nobody.
 */
export const loadStatistics = async (req: PayloadRequest, asked: { from?: string; to?: string }): Promise<StatisticsData> => {
  requireStaff(req)
  const period: Period = periodOf(asked)
  const [applications, equipment, courses, events, boards, members] = await Promise.all([
    applicationFigures(req, period),
    equipmentFigures(req, period),
    courseFigures(req, period),
    eventFigures(req, period),
    boardsFigures(req, period),
    memberFigures(req, period),
  ])
  return { from: period.from, to: period.to, months: period.months.map((span) => span.month), applications, equipment, courses, events, boards, members }
}
