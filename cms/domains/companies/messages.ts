/** What the companies domain says to members, staff and the admin. */
export const companyMessages = {
  invalidBusinessNumber: '사업자등록번호가 올바르지 않습니다. 사업자등록증의 10자리 번호를 확인해 주세요.',
  duplicateBusinessNumber: '이미 등록된 사업자등록번호입니다. 해당 기업에 가입을 요청해 주세요.',
} as const

export const companyLabels = {
  group: '기업·가족회사',
  company: '기업',
  companies: '기업',
  name: '상호',
  businessNumber: '사업자등록번호',
  pendingBusinessNumber: '변경 요청된 사업자등록번호',
  ceo: '대표자',
  industry: '업종',
  businessType: '업태',
  address: '주소',
  phone: '대표 전화',
  homepage: '홈페이지',
  size: '기업 규모',
  foundedOn: '설립일',
  introduction: '기업 소개',
  userCompany: '소속 기업',
  userCompanyRole: '기업 내 역할',
} as const
