import { checkDigitFor, type CompanySize } from '../../contract/companies'

/** The tenth digit that makes nine digits a valid 사업자등록번호 (contract/companies.ts). */
const withCheckDigit = (nine: string) => {
  const digit = checkDigitFor(nine)
  if (!digit) throw new Error(`no check digit for ${nine}`)
  return `${nine}${digit}`
}

export type SeedCompany = {
  key: string
  name: string
  businessNumber: string
  ceo: string
  industry: string
  businessType: string
  address: string
  phone: string
  homepage: string | null
  size: CompanySize
  foundedOn: string
  introduction: string
  /** 장비 이용료 구분 staff confirmed from the company's documents (issue 31). */
  rateUserType?: 'sme'
}

const company = (key: string, nine: string, fields: Omit<SeedCompany, 'key' | 'businessNumber'>): SeedCompany => ({ key, businessNumber: withCheckDigit(nine), ...fields })

/** A dozen companies of the region around the demo university; numbers are made up but pass the checksum. */
export const seedCompanies: SeedCompany[] = [
  company('hanbit', '130815372', {
    name: '(주)한빛정밀',
    ceo: '한정우',
    industry: '금형·사출 부품',
    businessType: '제조업',
    address: '경기도 안산시 단원구 산단로 123',
    phone: '031-491-2300',
    homepage: 'https://hanbit-precision.example.com',
    size: 'small',
    foundedOn: '2004-03-15',
    introduction: '자동차 내장 부품용 정밀 금형과 사출품을 만드는 20년 업력의 제조기업입니다.',
  }),
  company('makers', '220881164', {
    name: '(주)새솔메이커스',
    ceo: '김민준',
    industry: '휴대용 전원·센서 기기',
    businessType: '제조업',
    address: '서울특별시 성북구 새솔로 45 창업보육센터 302호',
    phone: '02-940-1402',
    homepage: null,
    size: 'startup',
    foundedOn: '2025-09-01',
    introduction: '새솔대학교 창업동아리에서 출발한 스타트업으로, 휴대용 태양광 충전기와 환경 센서 키트를 개발합니다.',
    // 중소기업 확인서를 담당자가 확인했습니다.
    rateUserType: 'sme',
  }),
  company('daon', '314862051', {
    name: '다온바이오(주)',
    ceo: '오세린',
    industry: '진단 시약',
    businessType: '제조업',
    address: '충청북도 청주시 흥덕구 오송생명로 210',
    phone: '043-230-7710',
    homepage: 'https://daonbio.example.com',
    size: 'small',
    foundedOn: '2016-06-20',
    introduction: '현장 진단용 면역 시약과 키트를 개발·생산합니다.',
  }),
  company('greenwave', '105873329', {
    name: '그린웨이브에너지(주)',
    ceo: '박서진',
    industry: '태양광 모듈·ESS',
    businessType: '제조업, 서비스업',
    address: '전라남도 나주시 빛가람로 77',
    phone: '061-330-4500',
    homepage: 'https://greenwave.example.com',
    size: 'midsize',
    foundedOn: '2009-11-02',
    introduction: '태양광 모듈과 에너지저장장치(ESS) 통합 솔루션을 공급하는 중견기업입니다.',
  }),
  company('nuri', '617820934', {
    name: '누리소프트(주)',
    ceo: '이하늘',
    industry: '산업용 소프트웨어',
    businessType: '정보통신업',
    address: '서울특별시 금천구 가산디지털1로 88',
    phone: '02-2025-8800',
    homepage: 'https://nurisoft.example.com',
    size: 'small',
    foundedOn: '2012-04-10',
    introduction: '제조 현장의 설비 데이터를 모으고 분석하는 MES·스마트공장 소프트웨어를 만듭니다.',
  }),
  company('seil', '124815506', {
    name: '세일화학(주)',
    ceo: '정세일',
    industry: '기능성 코팅제',
    businessType: '제조업',
    address: '울산광역시 남구 산업로 501',
    phone: '052-270-6100',
    homepage: null,
    size: 'midsize',
    foundedOn: '1998-08-08',
    introduction: '자동차·전자 부품용 기능성 코팅제를 생산합니다.',
  }),
  company('taeyang', '408861127', {
    name: '(주)태양로보틱스',
    ceo: '문태양',
    industry: '협동로봇·자동화 설비',
    businessType: '제조업',
    address: '대구광역시 달서구 성서공단로 11',
    phone: '053-580-9020',
    homepage: 'https://taeyang-robotics.example.com',
    size: 'small',
    foundedOn: '2018-02-14',
    introduction: '중소 제조 현장을 위한 협동로봇 셀과 자동화 설비를 설계합니다.',
  }),
  company('hanul', '214873685', {
    name: '하늘식품(주)',
    ceo: '강하늘',
    industry: '가공식품',
    businessType: '제조업',
    address: '강원특별자치도 춘천시 퇴계로 92',
    phone: '033-250-3300',
    homepage: null,
    size: 'small',
    foundedOn: '2011-05-30',
    introduction: '강원 지역 농산물로 건강 간편식을 만듭니다.',
  }),
  company('bluesea', '606812243', {
    name: '블루씨해양(주)',
    ceo: '서바다',
    industry: '해양 계측 장비',
    businessType: '제조업',
    address: '부산광역시 영도구 해양로 195',
    phone: '051-410-7700',
    homepage: 'https://bluesea-marine.example.com',
    size: 'startup',
    foundedOn: '2022-10-04',
    introduction: '수질·해양 환경을 실시간으로 재는 부이형 계측 장비를 개발합니다.',
  }),
  company('hyundo', '101814410', {
    name: '현도건설(주)',
    ceo: '최현도',
    industry: '건축 시공',
    businessType: '건설업',
    address: '서울특별시 강남구 테헤란로 301',
    phone: '02-3440-1000',
    homepage: 'https://hyundo.example.com',
    size: 'large',
    foundedOn: '1985-01-20',
    introduction: '주거·업무 시설을 짓는 종합건설사입니다.',
  }),
  company('mirae', '504867012', {
    name: '(주)미래소재',
    ceo: '윤미래',
    industry: '이차전지 소재',
    businessType: '제조업',
    address: '경상북도 포항시 남구 신소재로 33',
    phone: '054-279-5500',
    homepage: null,
    size: 'small',
    foundedOn: '2019-07-01',
    introduction: '이차전지 양극재용 전구체를 연구·생산합니다.',
  }),
  company('onsaem', '302885417', {
    name: '온샘의료기(주)',
    ceo: '배온샘',
    industry: '재활 의료기기',
    businessType: '제조업',
    address: '대전광역시 유성구 테크노2로 187',
    phone: '042-930-2200',
    homepage: 'https://onsaem.example.com',
    size: 'small',
    foundedOn: '2014-12-12',
    introduction: '보행 재활 보조기기와 측정 장비를 만듭니다.',
  }),
]

export type SeedCompanyMember = { username: string; email: string; name: string; phone: string; company: string; role: 'manager' | 'member' }

/**
 * Company members besides member1 (관리자 of 새솔메이커스) and member2 (관리자 of 한빛정밀): colleagues who
 * show the member list, masking and the activity of others. They sign in with the seed password.
 */
export const seedCompanyMembers: SeedCompanyMember[] = [
  { username: 'hanbit.kim', email: 'hanbit.kim@example.com', name: '김도윤', phone: '010-5678-1234', company: 'hanbit', role: 'member' },
  { username: 'daon.oh', email: 'daon.oh@example.com', name: '오세린', phone: '010-6789-2345', company: 'daon', role: 'manager' },
  { username: 'greenwave.park', email: 'greenwave.park@example.com', name: '박서진', phone: '010-7890-3456', company: 'greenwave', role: 'manager' },
]

/** The seed accounts' companies: member1 and member2 are 기업회원, each the 관리자 of one. */
export const seedAccountCompanies: Record<string, string> = { member1: 'makers', member2: 'hanbit' }
