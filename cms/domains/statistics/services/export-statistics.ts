import type { PayloadRequest } from 'payload'
import { applicationStates } from '../../../../contract/applications'
import { memberClasses } from '../../../../contract/account-options'
import { type StatisticsBlock, type StatisticsData, statisticsBlocks } from '../../../../contract/statistics'
import { toCsv } from '../../../platform/text/csv'
import { recordAccess } from '../../access-log'
import { statisticsMessages as m } from '../messages'
import { loadStatistics } from './load-statistics'

const figure = (value: number | null) => (value === null ? m.notDecided : String(value))

/** The rows of one block's table, as the page shows them (the period's whole first where a block has one). */
const linesOf: Record<StatisticsBlock, (data: StatisticsData) => string[][]> = {
  applications: ({ applications }) =>
    [...applications.byProgramme.map((row) => ({ ...row, month: m.whole })), ...applications.byMonth].map((row) => [
      row.kindLabel,
      row.month,
      String(row.total),
      ...applicationStates.map((state) => String(row.states[state.value])),
      String(row.decided),
      figure(row.medianDaysToDecision),
    ]),
  equipment: ({ equipment }) =>
    equipment.map((row) => [row.equipmentNo, row.equipmentName, String(row.bookings), String(row.bookedHours), String(row.openHours), figure(row.rate)]),
  courses: ({ courses }) =>
    courses.map((row) => [
      row.title,
      row.startsOn,
      figure(row.capacity),
      String(row.seatsHeld),
      figure(row.fillRate),
      String(row.approved),
      String(row.completed),
      figure(row.completionRate),
    ]),
  events: ({ events }) =>
    events.map((row) => [
      row.title,
      row.kindLabel,
      row.startsOn,
      figure(row.capacity),
      String(row.registered),
      String(row.attended),
      String(row.waiting),
      String(row.cancelled),
      figure(row.attendanceRate),
      String(row.surveyResponses),
      figure(row.satisfaction),
    ]),
  boards: ({ boards }) =>
    [...boards.byBoard.map((row) => ({ ...row, month: m.whole })), ...boards.byMonth].map((row) => [
      row.boardLabel,
      row.month,
      String(row.posts),
      String(row.answered),
      figure(row.medianHoursToAnswer),
    ]),
  members: ({ members }) =>
    members.map((row) => [
      row.month,
      ...memberClasses.map((option) => String(row.byClass[option.value] ?? 0)),
      String(row.total),
      String(row.companies),
      String(row.familyMemberships),
    ]),
}

/**
 * GET /api/v1/statistics/export: one block of 운영 통계 as a CSV file for Excel. Counts name nobody,
 * but an office's figures leave the portal like every staff export: with a 다운로드 사유 in the log.
 */
export const exportStatistics = async (req: PayloadRequest, block: StatisticsBlock, asked: { from?: string; to?: string }, reason: string) => {
  const data = await loadStatistics(req, asked)
  const lines = linesOf[block](data)
  const label = statisticsBlocks.find((option) => option.value === block)!.label
  const filename = m.exportFile(label.replace(/[·\s]/g, ''), data.from, data.to)
  await recordAccess(req, { action: 'download', collection: 'statistics', count: lines.length, exportName: filename, reason })
  return { filename, body: toCsv([[...m.csv[block]], ...lines]) }
}
