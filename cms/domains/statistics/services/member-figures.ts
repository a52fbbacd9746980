import type { PayloadRequest } from 'payload'
import { memberClasses } from '../../../../contract/account-options'
import type { MemberMonthFigures } from '../../../../contract/statistics'
import { monthIndexOf } from '../../../platform/data/aggregates'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import type { Period } from './period'

/** An account without 회원 구분 counts as the field's default, 일반. */
const unclassified = 'general'

type Counted = { month_index: number | string | null; n: number | string }

/**
 * Per month: member accounts opened (role 회원; staff accounts are not members) per 회원 구분, companies
 * registered, and 가족회사 협약 starting (their start day, a Seoul day, names the month).
 */
export const memberFigures = async (req: PayloadRequest, period: Period): Promise<MemberMonthFigures[]> => {
  const { payload } = req
  const users = sql.identifier(tableOf(payload, 'users').tableName)
  const companies = sql.identifier(tableOf(payload, 'companies').tableName)
  const memberships = sql.identifier(tableOf(payload, 'family-memberships').tableName)
  const inPeriod = sql`created_at >= ${period.start} AND created_at < ${period.end}`
  const [members, newCompanies, started] = await Promise.all([
    allSql<Counted & { member_class: string | null }>(
      payload,
      sql`SELECT ${monthIndexOf(sql`created_at`, period.months)} AS month_index, member_class, COUNT(*) AS n FROM ${users}
        WHERE role = 'member' AND ${inPeriod} GROUP BY 1, 2`,
    ),
    allSql<Counted>(
      payload,
      sql`SELECT ${monthIndexOf(sql`created_at`, period.months)} AS month_index, COUNT(*) AS n FROM ${companies} WHERE ${inPeriod} GROUP BY 1`,
    ),
    allSql<{ month: string; n: number | string }>(
      payload,
      sql`SELECT substr(start_date, 1, 7) AS month, COUNT(*) AS n FROM ${memberships}
        WHERE start_date >= ${period.firstDay} AND start_date < ${period.nextDay} GROUP BY 1`,
    ),
  ])
  return period.months.map((span, index) => {
    const byClass = Object.fromEntries(memberClasses.map((option) => [option.value, 0]))
    for (const row of members.filter((one) => Number(one.month_index) === index)) {
      const memberClass = row.member_class ?? unclassified
      byClass[memberClass] = (byClass[memberClass] ?? 0) + Number(row.n)
    }
    return {
      month: span.month,
      byClass,
      total: Object.values(byClass).reduce((sum, n) => sum + n, 0),
      companies: Number(newCompanies.find((row) => Number(row.month_index) === index)?.n ?? 0),
      familyMemberships: Number(started.find((row) => row.month === span.month)?.n ?? 0),
    }
  })
}
