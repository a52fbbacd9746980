import type { PayloadRequest } from 'payload'
import { type ApplicationKind, applicationStates, type ApplicationState } from '../../../../contract/applications'
import type { ApplicationFigures, ApplicationMonthFigures } from '../../../../contract/statistics'
import { epochSecondsOf, monthIndexOf } from '../../../platform/data/aggregates'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import { programmes } from '../../applications'
import type { Period } from './period'
import { mediansByMonth, WHOLE_PERIOD } from './medians'

/** The moves that decide an application; 완료 comes only after 승인, so it is not a decision of its own. */
const decisionStates: ApplicationState[] = ['approved', 'rejected']

const noStates = () => Object.fromEntries(applicationStates.map((state) => [state.value, 0])) as Record<ApplicationState, number>

type Counted = { month_index: number | string; state: ApplicationState; n: number | string }
/** One programme's applications filed in the period, counted per month and state, with the median days to a decision. */
const programmeFigures = async (req: PayloadRequest, kind: ApplicationKind, period: Period) => {
  const { payload } = req
  const { label, collection } = programmes[kind]
  const applications = sql.identifier(tableOf(payload, collection).tableName)
  const history = sql.identifier(tableOf(payload, collection, 'history').tableName)
  const month = monthIndexOf(sql`a.created_at`, period.months)
  const inPeriod = sql`a.created_at >= ${period.start} AND a.created_at < ${period.end}`
  // The first 승인 or 반려 in the history: a later move (완료, or a decision staff took back) does not restart the clock.
  const decided = sql`
    SELECT ${month} AS month_index,
      (${epochSecondsOf(payload, sql`d.decided_at`)} - ${epochSecondsOf(payload, sql`a.created_at`)}) / 86400.0 AS value
    FROM ${applications} a
    JOIN (SELECT _parent_id, MIN(at) AS decided_at FROM ${history}
      WHERE state IN (${sql.join(
        decisionStates.map((state) => sql`${state}`),
        sql`, `,
      )}) GROUP BY _parent_id) d ON d._parent_id = a.id
    WHERE ${inPeriod}`
  const [counted, medians, decidedCounts] = await Promise.all([
    allSql<Counted>(payload, sql`SELECT ${month} AS month_index, a.state, COUNT(*) AS n FROM ${applications} a WHERE ${inPeriod} GROUP BY 1, 2`),
    mediansByMonth(payload, decided),
    allSql<{ month_index: number | string; n: number | string }>(
      payload,
      sql`SELECT month_index, COUNT(*) AS n FROM (${decided}) AS decided GROUP BY month_index`,
    ),
  ])
  const decidedIn = new Map(decidedCounts.map((row) => [Number(row.month_index), Number(row.n)]))
  const figuresOf = (index: number): ApplicationFigures => {
    const rows = index === WHOLE_PERIOD ? counted : counted.filter((row) => Number(row.month_index) === index)
    const states = noStates()
    for (const row of rows) states[row.state] += Number(row.n)
    const decidedCount = index === WHOLE_PERIOD ? [...decidedIn.values()].reduce((sum, n) => sum + n, 0) : (decidedIn.get(index) ?? 0)
    return {
      kind,
      kindLabel: label,
      total: rows.reduce((sum, row) => sum + Number(row.n), 0),
      states,
      decided: decidedCount,
      medianDaysToDecision: medians.get(index) ?? null,
    }
  }
  return {
    byMonth: period.months.map((span, index): ApplicationMonthFigures => ({ ...figuresOf(index), month: span.month })),
    whole: figuresOf(WHOLE_PERIOD),
  }
}

/** Applications per programme and month filed in the period: the state mix today and the median days to 승인/반려. */
export const applicationFigures = async (req: PayloadRequest, period: Period) => {
  const kinds = Object.keys(programmes) as ApplicationKind[]
  const figures = await Promise.all(kinds.map((kind) => programmeFigures(req, kind, period)))
  return { byMonth: figures.flatMap((one) => one.byMonth), byProgramme: figures.map((one) => one.whole) }
}
