import { termsCodes, type TermsCode, type TermsVersion } from '@contract/terms'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'

/** The captions of /terms; the policies themselves are written by staff under 약관·정책. */
export const termsMessages = {
  tabsLabel: '약관 및 정책',
  tabs: termsCodes satisfies Record<TermsCode, string>,
  effective: (date: string) => `시행일: ${formatSeoulDateTime(date, false)}`,
  state: { current: '현재 시행', upcoming: '시행 예정', past: '지난 판' },
  otherVersions: '다른 판 보기',
  versionOption: (version: TermsVersion, state: string) => `${version.version} (${formatSeoulDateTime(version.effectiveDate, false)} 시행 · ${state})`,
  changeNote: '개정 사유',
  announced: (version: TermsVersion) => `${version.version}이 ${formatSeoulDateTime(version.effectiveDate, false)}부터 시행될 예정입니다.`,
  viewAnnounced: '개정안 보기',
  loading: '약관을 불러오는 중입니다',
}
