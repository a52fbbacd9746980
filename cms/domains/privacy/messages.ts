import { formatRetentionDays } from '../../../contract/privacy'

/** Korean texts of the privacy domain: retention settings, destruction records, consents, my data. */
export const privacyMessages = {
  belowFloor: (label: string, floorDays: number) => `${label}의 보유 기간은 ${formatRetentionDays(floorDays)}(${floorDays}일) 미만으로 줄일 수 없습니다.`,
  wholeDays: '보유 기간은 1 이상의 정수(일)로 입력해 주세요.',
  periodDescription: (reason: string, defaultDays: number, floorDays: number) =>
    `${reason} · 기본 ${formatRetentionDays(defaultDays)}(${defaultDays}일), 최소 ${formatRetentionDays(floorDays)}(${floorDays}일)`,
  anonymised: '(파기됨)',
  consentKind: '동의 항목을 선택해 주세요.',
  noCurrentVersion: '지금 시행 중인 약관이 없어 동의할 수 없습니다.',
  marketingAgreed: '동의 여부를 선택해 주세요.',
  requiredTerm: (label: string) => `${label}은(는) 포털 이용에 꼭 필요한 동의여서 철회할 수 없습니다. 철회를 원하시면 회원 탈퇴를 이용해 주세요.`,
  format: '내려받을 형식은 json 또는 html만 가능합니다.',
  myDataTitle: '내 정보 내려받기',
  otherMember: '다른 회원',
} as const
