import type { PayloadRequest, Where } from 'payload'
import type { AccessAction } from '../../../../contract/access-log'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import type { AccessLog, AccessLogReview } from '../../../payload-types'
import { shiftMonth } from '../../../platform/time/kst'
import { monthBounds } from './review-month'
import { requireAdmin } from './require-admin'
import { isUnusualVolume, volumeRule } from './volume-rule'

/** The newest entries the review shows at once; a narrower filter reaches the rest. */
const ENTRIES_SHOWN = 200

const viewActions: AccessAction[] = ['view']
const downloadActions: AccessAction[] = ['download', 'print']

export type ReviewFilter = { month: string; loginId?: string; action?: AccessAction; subjectId?: number }

export type AccountVolume = {
  accountId: number
  loginId: string
  views: number
  viewsAverage: number
  downloads: number
  downloadsAverage: number
  unusual: boolean
}

type Counted = { accountId: number; loginId: string; views: number; downloads: number }

/** Views and downloads per account in one month, counted by the database. */
const countMonth = async (req: PayloadRequest, month: string): Promise<Map<number, Counted>> => {
  const { from, to } = monthBounds(month)
  const table = sql.identifier(tableOf(req.payload, 'access-logs').tableName)
  const rows = await allSql<{ accountId: number | string; loginId: string; action: AccessAction; n: number | string }>(
    req.payload,
    sql`SELECT account_id AS "accountId", MAX(login_id) AS "loginId", action, COUNT(*) AS n FROM ${table}
      WHERE at >= ${from} AND at < ${to} GROUP BY account_id, action`,
  )
  const counts = new Map<number, Counted>()
  for (const row of rows) {
    const accountId = Number(row.accountId)
    const counted = counts.get(accountId) ?? { accountId, loginId: row.loginId, views: 0, downloads: 0 }
    if (viewActions.includes(row.action)) counted.views += Number(row.n)
    if (downloadActions.includes(row.action)) counted.downloads += Number(row.n)
    counts.set(accountId, counted)
  }
  return counts
}

/** Each account active in `month`, its views and downloads next to its own average of the months before. */
const accountVolumes = async (req: PayloadRequest, month: string): Promise<AccountVolume[]> => {
  const current = await countMonth(req, month)
  const history = await Promise.all(Array.from({ length: volumeRule.historyMonths }, (_, index) => countMonth(req, shiftMonth(month, -(index + 1)))))
  const average = (accountId: number, pick: (counted: Counted) => number) =>
    history.reduce((sum, counts) => sum + (counts.has(accountId) ? pick(counts.get(accountId)!) : 0), 0) / volumeRule.historyMonths
  return [...current.values()]
    .map((counted) => {
      const viewsAverage = average(counted.accountId, (c) => c.views)
      const downloadsAverage = average(counted.accountId, (c) => c.downloads)
      return {
        ...counted,
        viewsAverage,
        downloadsAverage,
        unusual: isUnusualVolume(counted.views, viewsAverage) || isUnusualVolume(counted.downloads, downloadsAverage),
      }
    })
    .sort((a, b) => Number(b.unusual) - Number(a.unusual) || b.views + b.downloads - (a.views + a.downloads))
}

/** One month of the log as the admin's review shows it: the entries (filtered), each account's volume, and the 점검 완료 mark. */
export const loadMonthlyReview = async (req: PayloadRequest, filter: ReviewFilter) => {
  const user = requireAdmin(req)
  const { from, to } = monthBounds(filter.month)
  const conditions: Where[] = [{ at: { greater_than_equal: from } }, { at: { less_than: to } }]
  if (filter.loginId) conditions.push({ loginId: { equals: filter.loginId } })
  if (filter.action) conditions.push({ action: { equals: filter.action } })
  if (filter.subjectId !== undefined) conditions.push({ subjectId: { equals: filter.subjectId } })
  const [entries, volumes, reviews] = await Promise.all([
    req.payload.find({ collection: 'access-logs', where: { and: conditions }, sort: '-id', limit: ENTRIES_SHOWN, depth: 0, overrideAccess: false, user, req }),
    accountVolumes(req, filter.month),
    req.payload.find({ collection: 'access-log-reviews', where: { month: { equals: filter.month } }, limit: 1, depth: 0, overrideAccess: false, user, req }),
  ])
  return {
    entries: entries.docs as AccessLog[],
    total: entries.totalDocs,
    volumes,
    review: (reviews.docs[0] as AccessLogReview | undefined) ?? null,
  }
}
