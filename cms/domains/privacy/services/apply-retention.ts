import type { PayloadRequest } from 'payload'
import { retentionPeriods, retentionRules, type RetentionPeriod, type StoredRetention } from '../../../../contract/privacy'
import { systemAccess } from '../../../platform/access/system-access'
import { RETENTION_SETTINGS } from '../globals/RetentionSettings'
import { destroyers } from './retention-rules'

const DAY_MS = 24 * 60 * 60 * 1000

/** The periods in force: the admin's saved values over the defaults, never under a floor. */
export const readRetentionPeriods = async (req: PayloadRequest): Promise<RetentionPeriod[]> =>
  retentionPeriods((await req.payload.findGlobal({ slug: RETENTION_SETTINGS, ...systemAccess('retention'), req, depth: 0 })) as StoredRetention)

/**
 * The retention job: every rule destroys what is past its period and leaves one 파기 기록 saying what,
 * how many, by which period and up to which moment — and nothing about whose data it was.
 */
export const applyRetention = async (req: PayloadRequest, now = new Date()) => {
  const records: { rule: string; count: number }[] = []
  for (const period of await readRetentionPeriods(req)) {
    const cutoff = new Date(now.getTime() - period.days * DAY_MS).toISOString()
    const destroyed = await destroyers[period.key](req, cutoff)
    if (destroyed.count === 0) continue
    const rule = retentionRules.find(({ key }) => key === period.key)!
    await req.payload.create({
      collection: 'destruction-records',
      data: {
        rule: period.key,
        ruleLabel: period.label,
        method: rule.action,
        count: destroyed.count,
        filesRemoved: destroyed.files,
        periodDays: period.days,
        cutoff,
      },
      ...systemAccess('retention'),
      req,
      depth: 0,
    })
    records.push({ rule: period.key, count: destroyed.count })
  }
  return records
}
