import type { PayloadRequest } from 'payload'
import { formatRetentionDays, retentionPeriods, type RetentionPeriod, type StoredRetention } from '../../../../contract/privacy'
import { systemAccess } from '../../../platform/access/system-access'
import { escapeHtml } from '../../../platform/text/escape-html'

const row = (period: RetentionPeriod) =>
  `<tr data-retention="${period.key}"><th scope="row">${escapeHtml(period.label)}</th><td>${escapeHtml(period.items)}</td><td>${escapeHtml(period.purpose)}</td><td>${escapeHtml(period.startsAt)} <strong data-retention-period>${formatRetentionDays(period.days)}</strong></td></tr>`

/**
 * The part of the 개인정보처리방침 that must match what the portal does: the items, purposes and
 * periods of the retention settings in force (contract/privacy.ts, saved by an admin), appended to
 * every version staff write so no version can print a period the retention job does not apply.
 */
export const privacyPolicySection = async (req: PayloadRequest) => {
  // Staff alone read the settings in the admin; the periods themselves are public in this policy.
  const stored = (await req.payload.findGlobal({ slug: 'retention-settings', ...systemAccess('retention'), req, depth: 0 })) as StoredRetention
  return [
    '<section data-retention-table>',
    '<h3>처리하는 개인정보의 항목, 목적과 보유 기간</h3>',
    '<p>아래 기간이 지난 개인정보는 매일 자동으로 파기(삭제하거나 알아볼 수 없게 처리)하며, 파기한 날짜·대상·건수를 기록합니다. 이 표는 포털이 실제로 적용하는 설정에서 만들어집니다.</p>',
    '<table><thead><tr><th scope="col">구분</th><th scope="col">항목</th><th scope="col">목적</th><th scope="col">보유 기간</th></tr></thead><tbody>',
    ...retentionPeriods(stored).map(row),
    '</tbody></table>',
    '</section>',
  ].join('')
}
