/** What the 가족회사 domain says to members, staff and the admin. */
export const familyMessages = {
  notCompanyMember: '소속 기업이 있는 기업회원만 가족회사 정보를 볼 수 있습니다. 마이페이지에서 기업을 등록하거나 가입을 요청해 주세요.',
  managerOnly: '가족회사 신청은 소속 기업의 관리자만 할 수 있습니다.',
  tierUnknown: '선택한 가족회사 등급을 찾을 수 없습니다. 등급을 다시 선택해 주세요.',
  openApplication: '이미 진행 중인 가족회사 신청이 있습니다. 처리 결과를 기다려 주세요.',
  alreadyMember: (endDate: string) => `가족회사 협약이 ${endDate}까지 유효합니다. 종료 60일 전부터 갱신을 신청할 수 있습니다.`,
  certificateRequired: '사업자등록증 파일을 첨부해 주세요.',
  certificateNotUsable: '첨부한 사업자등록증을 사용할 수 없습니다. 파일을 다시 올려 주세요.',
  contactNameRequired: '담당자 이름을 입력해 주세요.',
  contactNameTooLong: '담당자 이름은 50자 이하로 입력해 주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
  fieldsRequired: '협력 분야를 하나 이상 선택해 주세요.',
  fieldUnknown: '협력 분야를 목록에서 선택해 주세요.',
  privacyConsentRequired: '개인정보 수집·이용에 동의해야 신청할 수 있습니다.',
  listingConsentInvalid: '가족회사 명단 공개 동의 여부를 선택해 주세요.',
  searchTooLong: '검색어는 50자 이하로 입력해 주세요.',
  applicationTitle: (companyName: string, tierName: string) => `${companyName} 가족회사 ${tierName} 신청`,
  familyOnlyCall: '가족회사 전용 공고입니다. 소속 기업이 가족회사로 협약된 기업회원만 제안할 수 있습니다.',
  expiryNoticeSubject: (endDate: string) => `가족회사 협약이 ${endDate}에 종료됩니다`,
} as const

export const familyLabels = {
  group: '기업·가족회사',
  tier: '가족회사 등급',
  tiers: '가족회사 등급',
  membership: '가족회사 협약',
  exportButton: '가족회사 명단 엑셀로 내려받기 (현재 필터)',
  memberships: '가족회사 협약',
  benefit: (tierName: string, percent: number) => (percent > 0 ? `가족회사 ${tierName} ${percent}% 할인` : `가족회사 ${tierName}`),
  membershipStates: [
    { label: '유효', value: 'active' },
    { label: '만료', value: 'expired' },
  ],
  /** 2026-가족-0012: the year of the start and the row id, unique without a counter to race for. */
  agreementNo: (startDay: string, id: number) => `${startDay.slice(0, 4)}-가족-${String(id).padStart(4, '0')}`,
} as const
