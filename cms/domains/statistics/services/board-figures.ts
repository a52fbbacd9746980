import type { PayloadRequest } from 'payload'
import { type BoardFigures, type BoardMonthFigures, type StatisticsBoard, statisticsBoards } from '../../../../contract/statistics'
import { epochSecondsOf, monthIndexOf } from '../../../platform/data/aggregates'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import type { Period } from './period'
import { mediansByMonth, WHOLE_PERIOD } from './medians'

/** One member board's posts written in the period, per month, and how soon staff first answered them. */
const boardFigures = async (req: PayloadRequest, board: StatisticsBoard, label: string, period: Period) => {
  const { payload } = req
  const posts = sql.identifier(tableOf(payload, board).tableName)
  const commentTable = tableOf(payload, 'post-comments').tableName
  const comments = sql.identifier(commentTable)
  // Payload keeps a collection's relationship links beside it, in `<table>_rels`.
  const commentLinks = sql.identifier(`${commentTable}_rels`)
  // The comment's link to its post names the post's board in its column: inquiries_id, collaboration_requests_id.
  const postColumn = sql.identifier(`${board.replace(/-/g, '_')}_id`)
  const month = monthIndexOf(sql`p.created_at`, period.months)
  // The staff's first word on a post: the answer (답변) or a staff comment that was not deleted, whichever came first.
  const answered = sql`
    SELECT ${month} AS month_index,
      CASE WHEN c.first_at IS NULL THEN p.answered_at
        WHEN p.answered_at IS NULL OR c.first_at < p.answered_at THEN c.first_at
        ELSE p.answered_at END AS first_at,
      p.created_at
    FROM ${posts} p
    LEFT JOIN (
      SELECT l.${postColumn} AS post_id, MIN(k.created_at) AS first_at FROM ${comments} k
      JOIN ${commentLinks} l ON l.parent_id = k.id AND l.path = 'post'
      WHERE k.by_staff = true AND k.deleted = false AND l.${postColumn} IS NOT NULL
      GROUP BY l.${postColumn}
    ) c ON c.post_id = p.id
    WHERE p.created_at >= ${period.start} AND p.created_at < ${period.end}`
  const hours = sql`(${epochSecondsOf(payload, sql`first_at`)} - ${epochSecondsOf(payload, sql`created_at`)}) / 3600.0`
  const [counted, medians] = await Promise.all([
    allSql<{ month_index: number | string; posts: number | string; answered: number | string }>(
      payload,
      sql`SELECT month_index, COUNT(*) AS posts, COUNT(first_at) AS answered FROM (${answered}) AS posts GROUP BY month_index`,
    ),
    mediansByMonth(payload, sql`SELECT month_index, ${hours} AS value FROM (${answered}) AS posts WHERE first_at IS NOT NULL`),
  ])
  const figuresOf = (index: number): BoardFigures => {
    const rows = index === WHOLE_PERIOD ? counted : counted.filter((row) => Number(row.month_index) === index)
    return {
      board,
      boardLabel: label,
      posts: rows.reduce((sum, row) => sum + Number(row.posts), 0),
      answered: rows.reduce((sum, row) => sum + Number(row.answered), 0),
      medianHoursToAnswer: medians.get(index) ?? null,
    }
  }
  return {
    byMonth: period.months.map((span, index): BoardMonthFigures => ({ ...figuresOf(index), month: span.month })),
    whole: figuresOf(WHOLE_PERIOD),
  }
}

/** Q&A and 협력지원 요청 posts per month, with the median hours to the staff's first answer or comment. */
export const boardsFigures = async (req: PayloadRequest, period: Period) => {
  const figures = await Promise.all(statisticsBoards.map((board) => boardFigures(req, board.value, board.label, period)))
  return { byMonth: figures.flatMap((one) => one.byMonth), byBoard: figures.map((one) => one.whole) }
}
