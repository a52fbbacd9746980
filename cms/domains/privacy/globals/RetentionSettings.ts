import { APIError, type GlobalBeforeValidateHook, type GlobalConfig, type NumberField } from 'payload'
import { retentionRules, type RetentionRule } from '../../../../contract/privacy'
import { isAdmin } from '../../../platform/access/is-admin'
import { isStaff } from '../../../platform/access/is-staff'
import { privacyMessages } from '../messages'

export const RETENTION_SETTINGS = 'retention-settings'

/** What is wrong with a period, in Korean, or null: a whole number of days, never under the floor. */
const periodProblem = (rule: RetentionRule, value: unknown) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return privacyMessages.wholeDays
  return value >= rule.floorDays ? null : privacyMessages.belowFloor(rule.label, rule.floorDays)
}

/**
 * The field's check shows the message beside the field in the admin. Not `required`: GraphQL would then
 * want every period in each change; the check refuses an empty one all the same.
 */
const periodField = (rule: RetentionRule): NumberField => ({
  name: rule.key,
  label: `${rule.label} (일)`,
  type: 'number',
  defaultValue: rule.defaultDays,
  validate: (value: number | number[] | null | undefined) => periodProblem(rule, value) ?? true,
  admin: { description: privacyMessages.periodDescription(rule.purpose, rule.defaultDays, rule.floorDays) },
})

/**
 * The same check before anything is saved, as the answer itself: Payload's REST and GraphQL name only
 * the field that failed, and an admin setting a period under the law's floor must read why.
 */
const refuseUnderFloor: GlobalBeforeValidateHook = ({ data }) => {
  for (const rule of retentionRules) {
    const value = data?.[rule.key]
    const problem = value === undefined ? null : periodProblem(rule, value)
    if (problem) throw new APIError(problem, 400, null, true)
  }
  return data
}

/**
 * 보유 기간 설정: one period per kind of personal data (contract/privacy.ts). Staff read it, only an
 * admin changes it; the retention job and the 개인정보처리방침 use the values saved here.
 */
export const RetentionSettings: GlobalConfig = {
  slug: RETENTION_SETTINGS,
  label: '개인정보 보유 기간',
  admin: {
    group: '개인정보 보호',
    description:
      '항목마다 개인정보를 보관하는 기간(일)입니다. 기간이 지난 정보는 매일 새벽 자동으로 파기되고 파기 기록이 남습니다. 개인정보처리방침에도 이 기간이 그대로 표시됩니다.',
  },
  versions: { max: 20 },
  access: { read: isStaff, update: isAdmin, readVersions: isStaff },
  hooks: { beforeValidate: [refuseUnderFloor] },
  fields: retentionRules.map(periodField),
}
