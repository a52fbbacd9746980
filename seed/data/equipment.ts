import type { Equipment } from '../../cms/payload-types'
import { type ArtSpec, palettes } from '../lib/art'
import type { EquipmentUseScope, FeeUnit, PaymentMethod } from '../../contract/equipment-options'

/**
 * The 공동실험실습관's shared equipment. Rules left out take the collection defaults (weekdays,
 * 09:00–18:00, one-hour slots, 4 slots a booking, 60 days ahead, 24 hours' notice).
 */
export type EquipmentSeed = {
  key: string
  equipmentNo: string
  nfecNo: string | null
  name: string
  category: Equipment['category']
  maker: string
  model: string
  location: string
  description: string
  usageModes: { mode: 'self' | 'analysis'; fee: number; unit: FeeUnit; feeUnit: string; bySamples?: true }[]
  /** This equipment's own minimum charge (원), when it differs from the rate card's. */
  minimumCharge?: number
  manager: string
  managerPhone: string
  managerEmail: string
  bookable?: false
  safetyTrainingRequired?: true
  rules?: Partial<Pick<Equipment['openingRules'], 'openTime' | 'closeTime' | 'slotMinutes' | 'maxSlotsPerBooking'>>
  /** The per-member limits staff set on a busy instrument (empty = none). */
  quotas?: { maxHoursPerWeek?: number; maxHoursPerMonth?: number; maxOpenBookings?: number }
  /** A maintenance closure `[from, to]` days from the seed day. */
  closure?: { days: [number, number]; reason: string }
  art: ArtSpec
}

export const equipmentSeeds: EquipmentSeed[] = [
  {
    key: 'fesem',
    equipmentNo: 'SSE-2019-001',
    nfecNo: 'NFEC-2019-04-251487',
    name: '전계방출형 주사전자현미경(FE-SEM)',
    category: 'analysis',
    maker: 'JEOL',
    model: 'JSM-IT800',
    location: '공동실험실습관 1층 105호 전자현미경실',
    description: '나노 단위 표면 형상을 최대 100만 배까지 관찰하고, EDS 검출기로 원소 성분을 함께 분석합니다. 금속·세라믹·고분자 시료 모두 가능하며 비전도성 시료는 백금 코팅 후 측정합니다.',
    usageModes: [
      { mode: 'self', fee: 60000, unit: 'hour', feeUnit: '1시간' },
      { mode: 'analysis', fee: 90000, unit: 'sample', feeUnit: '1시료' },
    ],
    manager: '정하늘 연구원',
    managerPhone: '044-860-1451',
    managerEmail: 'sem@saesol.ac.kr',
    safetyTrainingRequired: true,
    quotas: { maxHoursPerWeek: 8, maxOpenBookings: 3 },
    art: { pattern: 'hexagons', palette: palettes.navy, seed: 501 },
  },
  {
    key: 'xrd',
    equipmentNo: 'SSE-2020-004',
    nfecNo: 'NFEC-2020-06-264310',
    name: 'X선 회절분석기(XRD)',
    category: 'analysis',
    maker: 'Rigaku',
    model: 'SmartLab 9kW',
    location: '공동실험실습관 1층 107호 X선 분석실',
    description: '분말·박막 시료의 결정 구조, 상(phase) 동정, 결정립 크기와 잔류응력을 분석합니다. 고분해능 박막 측정(XRR, GIXRD)도 지원합니다.',
    usageModes: [
      { mode: 'self', fee: 40000, unit: 'hour', feeUnit: '1시간' },
      { mode: 'analysis', fee: 55000, unit: 'sample', feeUnit: '1시료' },
    ],
    manager: '정하늘 연구원',
    managerPhone: '044-860-1451',
    managerEmail: 'xrd@saesol.ac.kr',
    art: { pattern: 'orbits', palette: palettes.violet, seed: 502 },
  },
  {
    key: 'utm',
    equipmentNo: 'SSE-2018-011',
    nfecNo: 'NFEC-2018-09-237745',
    name: '만능재료시험기(UTM)',
    category: 'measurement',
    maker: 'Instron',
    model: '5985 (250kN)',
    location: '공동실험실습관 지하 1층 B103호 재료시험실',
    description: '금속·복합재·고분자 시편의 인장, 압축, 굽힘 시험을 최대 250kN까지 수행합니다. 비디오 신율계로 비접촉 변형률을 측정합니다.',
    usageModes: [
      { mode: 'self', fee: 30000, unit: 'hour', feeUnit: '1시간' },
      { mode: 'analysis', fee: 45000, unit: 'sample', feeUnit: '1시료' },
    ],
    manager: '오세훈 주임',
    managerPhone: '044-860-1453',
    managerEmail: 'utm@saesol.ac.kr',
    quotas: { maxHoursPerMonth: 40 },
    art: { pattern: 'bars', palette: palettes.slate, seed: 503 },
  },
  {
    key: 'ftir',
    equipmentNo: 'SSE-2021-002',
    nfecNo: 'NFEC-2021-03-271902',
    name: '푸리에 변환 적외선 분광기(FT-IR)',
    category: 'analysis',
    maker: 'Thermo Fisher Scientific',
    model: 'Nicolet iS50',
    location: '공동실험실습관 2층 203호 분광분석실',
    description: '유기·고분자 시료의 작용기를 분석합니다. ATR, 투과, 확산반사 측정 액세서리를 갖추고 있습니다.',
    usageModes: [
      { mode: 'self', fee: 20000, unit: 'hour', feeUnit: '1시간' },
      { mode: 'analysis', fee: 30000, unit: 'sample', feeUnit: '1시료' },
    ],
    manager: '한유진 연구원',
    managerPhone: '044-860-1454',
    managerEmail: 'ftir@saesol.ac.kr',
    rules: { slotMinutes: '30', maxSlotsPerBooking: 6 },
    art: { pattern: 'waves', palette: palettes.teal, seed: 504 },
  },
  {
    key: 'icp',
    equipmentNo: 'SSE-2021-007',
    nfecNo: 'NFEC-2021-08-275516',
    name: '유도결합 플라즈마 발광분광기(ICP-OES)',
    category: 'analysis',
    maker: 'Agilent',
    model: '5110 SVDV',
    location: '공동실험실습관 2층 205호 원소분석실',
    description: '수용액 시료 속 70여 종 원소를 ppb 수준까지 동시에 정량합니다. 전처리(산 분해)는 의뢰 시 함께 진행할 수 있습니다.',
    usageModes: [{ mode: 'analysis', fee: 35000, unit: 'sample', feeUnit: '1원소' }],
    manager: '한유진 연구원',
    managerPhone: '044-860-1454',
    managerEmail: 'icp@saesol.ac.kr',
    closure: { days: [9, 13], reason: '토치·분무기 정기 점검' },
    art: { pattern: 'network', palette: palettes.rose, seed: 505 },
  },
  {
    key: 'lcms',
    equipmentNo: 'SSE-2022-003',
    nfecNo: 'NFEC-2022-05-283377',
    name: '액체크로마토그래프 질량분석기(LC-MS/MS)',
    category: 'bio',
    maker: 'SCIEX',
    model: 'Triple Quad 5500+',
    location: '공동실험실습관 3층 302호 질량분석실',
    description: '잔류농약, 의약품 대사체, 펩타이드 등 미량 성분을 고감도로 정량합니다. 분석법 개발이 필요한 경우 담당자와 먼저 상담해 주세요.',
    usageModes: [{ mode: 'analysis', fee: 120000, unit: 'sample', feeUnit: '1시료', bySamples: true }],
    minimumCharge: 100000,
    manager: '윤다인 박사',
    managerPhone: '044-860-1455',
    managerEmail: 'lcms@saesol.ac.kr',
    rules: { slotMinutes: '120', openTime: '09:00', closeTime: '17:00', maxSlotsPerBooking: 2 },
    art: { pattern: 'orbits', palette: palettes.ocean, seed: 506 },
  },
  {
    key: 'metal3d',
    equipmentNo: 'SSE-2023-001',
    nfecNo: 'NFEC-2023-02-290045',
    name: '금속 3D 프린터(SLM)',
    category: 'fabrication',
    maker: 'EOS',
    model: 'M 290',
    location: '공동실험실습관 지하 1층 B105호 적층제조실',
    description: '티타늄·인코넬·스테인리스 분말로 복잡한 형상의 금속 부품을 적층 제조합니다. 출력 데이터(STL) 검토 후 일정이 확정됩니다.',
    usageModes: [{ mode: 'analysis', fee: 150000, unit: 'hour', feeUnit: '1시간' }],
    manager: '오세훈 주임',
    managerPhone: '044-860-1453',
    managerEmail: 'am@saesol.ac.kr',
    bookable: false,
    art: { pattern: 'blocks', palette: palettes.sunset, seed: 507 },
  },
  {
    key: 'cnc5',
    equipmentNo: 'SSE-2020-009',
    nfecNo: 'NFEC-2020-11-266821',
    name: '5축 CNC 가공기',
    category: 'fabrication',
    maker: 'DMG MORI',
    model: 'DMU 50 3rd Generation',
    location: '공동실험실습관 지하 1층 B101호 정밀가공실',
    description: '알루미늄·스테인리스·엔지니어링 플라스틱을 5축 동시 가공합니다. 안전교육을 이수한 회원만 직접 사용할 수 있습니다.',
    usageModes: [
      { mode: 'self', fee: 50000, unit: 'hour', feeUnit: '1시간' },
      { mode: 'analysis', fee: 80000, unit: 'hour', feeUnit: '1시간' },
    ],
    manager: '문태호 기사',
    managerPhone: '044-860-1456',
    managerEmail: 'cnc@saesol.ac.kr',
    safetyTrainingRequired: true,
    rules: { slotMinutes: '120', maxSlotsPerBooking: 2 },
    art: { pattern: 'blocks', palette: palettes.slate, seed: 508 },
  },
  {
    key: 'laser',
    equipmentNo: 'SSE-2022-008',
    nfecNo: null,
    name: '레이저 커팅기',
    category: 'fabrication',
    maker: 'Trotec',
    model: 'Speedy 400 (120W)',
    location: '공동실험실습관 1층 112호 메이커스페이스',
    description: '아크릴, 목재, 종이, 가죽을 최대 1000×610mm까지 절단·각인합니다. 금속과 PVC는 가공할 수 없습니다.',
    usageModes: [{ mode: 'self', fee: 10000, unit: 'hour', feeUnit: '1시간' }],
    manager: '문태호 기사',
    managerPhone: '044-860-1456',
    managerEmail: 'maker@saesol.ac.kr',
    art: { pattern: 'bars', palette: palettes.sunset, seed: 509 },
  },
  {
    key: 'chamber',
    equipmentNo: 'SSE-2019-006',
    nfecNo: 'NFEC-2019-10-255630',
    name: '항온항습 챔버',
    category: 'measurement',
    maker: 'ESPEC',
    model: 'PL-3KPH',
    location: '공동실험실습관 지하 1층 B107호 환경시험실',
    description: '-40~150℃, 20~98%RH 범위에서 제품의 온습도 내구성과 신뢰성을 시험합니다. 장시간 시험은 담당자와 일정을 협의해 주세요.',
    usageModes: [{ mode: 'self', fee: 15000, unit: 'hour', feeUnit: '1시간' }],
    manager: '오세훈 주임',
    managerPhone: '044-860-1453',
    managerEmail: 'env@saesol.ac.kr',
    rules: { maxSlotsPerBooking: 8 },
    art: { pattern: 'waves', palette: palettes.ocean, seed: 510 },
  },
  {
    key: 'spectrum',
    equipmentNo: 'SSE-2021-010',
    nfecNo: 'NFEC-2021-12-279934',
    name: '스펙트럼 분석기',
    category: 'electronics',
    maker: 'Keysight',
    model: 'N9020B MXA (26.5GHz)',
    location: '공동실험실습관 3층 308호 RF 측정실',
    description: '10Hz~26.5GHz 대역의 신호 스펙트럼, 위상잡음, 고조파를 측정합니다. 5G·IoT 통신 모듈 개발에 활용됩니다.',
    usageModes: [{ mode: 'self', fee: 25000, unit: 'hour', feeUnit: '1시간' }],
    manager: '서지우 연구원',
    managerPhone: '044-860-1457',
    managerEmail: 'rf@saesol.ac.kr',
    art: { pattern: 'network', palette: palettes.navy, seed: 511 },
  },
  {
    key: 'scope',
    equipmentNo: 'SSE-2022-012',
    nfecNo: null,
    name: '고성능 디지털 오실로스코프',
    category: 'electronics',
    maker: 'Tektronix',
    model: 'MSO64B (6GHz)',
    location: '공동실험실습관 3층 308호 RF 측정실',
    description: '4채널 6GHz 대역폭, 25GS/s 샘플링으로 고속 디지털 신호와 전원 무결성을 분석합니다.',
    usageModes: [{ mode: 'self', fee: 15000, unit: 'hour', feeUnit: '1시간' }],
    manager: '서지우 연구원',
    managerPhone: '044-860-1457',
    managerEmail: 'rf@saesol.ac.kr',
    rules: { slotMinutes: '30', maxSlotsPerBooking: 8 },
    art: { pattern: 'waves', palette: palettes.violet, seed: 512 },
  },
  {
    key: 'flow',
    equipmentNo: 'SSE-2023-005',
    nfecNo: 'NFEC-2023-07-294418',
    name: '유세포분석기(Flow Cytometer)',
    category: 'bio',
    maker: 'BD Biosciences',
    model: 'FACSCanto II',
    location: '공동실험실습관 3층 305호 세포분석실',
    description: '3레이저 8컬러로 세포 표면 표지자, 세포주기, 세포사멸을 분석합니다. 시료는 고정 후 당일 측정을 원칙으로 합니다.',
    usageModes: [
      { mode: 'self', fee: 35000, unit: 'hour', feeUnit: '1시간' },
      { mode: 'analysis', fee: 50000, unit: 'sample', feeUnit: '1시료' },
    ],
    manager: '윤다인 박사',
    managerPhone: '044-860-1455',
    managerEmail: 'facs@saesol.ac.kr',
    art: { pattern: 'hexagons', palette: palettes.forest, seed: 513 },
  },
  {
    key: 'tga',
    equipmentNo: 'SSE-2020-013',
    nfecNo: 'NFEC-2020-02-260177',
    name: '열중량 분석기(TGA)',
    category: 'analysis',
    maker: 'TA Instruments',
    model: 'TGA 5500',
    location: '공동실험실습관 2층 207호 열분석실',
    description: '상온~1000℃에서 시료의 무게 변화로 열안정성, 분해 온도, 수분·회분 함량을 분석합니다.',
    usageModes: [{ mode: 'analysis', fee: 40000, unit: 'sample', feeUnit: '1시료' }],
    manager: '한유진 연구원',
    managerPhone: '044-860-1454',
    managerEmail: 'thermal@saesol.ac.kr',
    art: { pattern: 'orbits', palette: palettes.teal, seed: 514 },
  },
]

export const equipmentImageAlt = (seed: EquipmentSeed) => `${seed.name}을(를) 표현한 일러스트`

/** Korean public holidays (대체공휴일 included) for the booking calendar. */
export const holidaySeeds: { date: string; name: string }[] = [
  { date: '2026-01-01', name: '신정' },
  { date: '2026-02-16', name: '설날 연휴' },
  { date: '2026-02-17', name: '설날' },
  { date: '2026-02-18', name: '설날 연휴' },
  { date: '2026-03-01', name: '삼일절' },
  { date: '2026-03-02', name: '대체공휴일(삼일절)' },
  { date: '2026-05-05', name: '어린이날' },
  { date: '2026-05-24', name: '부처님오신날' },
  { date: '2026-05-25', name: '대체공휴일(부처님오신날)' },
  { date: '2026-06-03', name: '전국동시지방선거' },
  { date: '2026-06-06', name: '현충일' },
  { date: '2026-08-15', name: '광복절' },
  { date: '2026-08-17', name: '대체공휴일(광복절)' },
  { date: '2026-09-24', name: '추석 연휴' },
  { date: '2026-09-25', name: '추석' },
  { date: '2026-09-26', name: '추석 연휴' },
  { date: '2026-09-28', name: '대체공휴일(추석)' },
  { date: '2026-10-03', name: '개천절' },
  { date: '2026-10-05', name: '대체공휴일(개천절)' },
  { date: '2026-10-09', name: '한글날' },
  { date: '2026-12-25', name: '성탄절' },
  { date: '2027-01-01', name: '신정' },
  { date: '2027-02-06', name: '설날 연휴' },
  { date: '2027-02-07', name: '설날' },
  { date: '2027-02-08', name: '설날 연휴' },
  { date: '2027-02-09', name: '대체공휴일(설날)' },
  { date: '2027-03-01', name: '삼일절' },
  { date: '2027-05-05', name: '어린이날' },
  { date: '2027-05-13', name: '부처님오신날' },
  { date: '2027-06-06', name: '현충일' },
  { date: '2027-08-15', name: '광복절' },
  { date: '2027-08-16', name: '대체공휴일(광복절)' },
  { date: '2027-09-14', name: '추석 연휴' },
  { date: '2027-09-15', name: '추석' },
  { date: '2027-09-16', name: '추석 연휴' },
  { date: '2027-10-03', name: '개천절' },
  { date: '2027-10-04', name: '대체공휴일(개천절)' },
  { date: '2027-10-09', name: '한글날' },
  { date: '2027-10-11', name: '대체공휴일(한글날)' },
  { date: '2027-12-25', name: '성탄절' },
  { date: '2027-12-27', name: '대체공휴일(성탄절)' },
]

/**
 * Demo bookings. `day` counts opening days of that equipment from the seed day (negative = past),
 * so every booking falls on a day the equipment is open, whatever day the seed runs.
 */
export type ReservationSeed = {
  member: 'member1' | 'member2'
  equipment: string
  openingDay: number
  slots: string[]
  usageMode: 'self' | 'analysis'
  purpose: string
  /** Each later state with the staff's reason, after the initial 신청. */
  steps: { state: 'confirm' | 'reject' | 'complete'; reason?: string }[]
  /** What staff recorded of a completed use (issue 31): actual times on the day, and the rest of the log. */
  usage?: {
    start: string
    end: string
    samples?: number
    operator: string
    staffHours?: number
    remarks?: string
    adjustment?: { amount: number; reason: string }
  }
  /** A completed use's payment, `daysAfterUse` days after it was used (issue 31, monthly settlement). */
  payment?: { method: PaymentMethod; daysAfterUse: number; note: string }
}

/** Where members pay for their uses; staff keep it under 장비 이용료 청구 설정. */
export const billingSeed = {
  bank: 'NH농협은행',
  accountNo: '301-0186-4410-21',
  accountHolder: '새솔대학교 산학협력단',
  paymentDays: 30,
  statementFooter: '입금하실 때 입금자명 뒤에 내역서 번호를 적어 주세요. 세금계산서가 필요하시면 장비 담당자에게 사업자등록증을 보내 주세요.',
}

export const reservationSeeds: ReservationSeed[] = [
  {
    member: 'member1',
    equipment: 'xrd',
    openingDay: -6,
    slots: ['10:00', '11:00'],
    usageMode: 'self',
    purpose: '졸업논문용 산화아연 박막의 결정 구조 분석',
    steps: [{ state: 'confirm' }, { state: 'complete' }],
    usage: { start: '10:05', end: '12:20', samples: 4, operator: '정하늘', staffHours: 0.5, remarks: '박막 시편 4개, 2θ 20–80° 스캔' },
    payment: { method: 'research-fund', daysAfterUse: 2, note: '연구비 카드 결제(신소재공학과 연구실)' },
  },
  {
    member: 'member1',
    equipment: 'utm',
    openingDay: -4,
    slots: ['13:00', '14:00', '15:00'],
    usageMode: 'self',
    purpose: '알루미늄 압출재 인장 시험(시제품 검증)',
    steps: [{ state: 'confirm' }, { state: 'complete' }],
    usage: {
      start: '13:00',
      end: '15:40',
      samples: 6,
      operator: '한도윤',
      staffHours: 1,
      remarks: '그립 교체로 20분 지연',
      adjustment: { amount: -5000, reason: '장비 그립 교체로 이용 시작이 늦어져 감면' },
    },
  },
  {
    member: 'member2',
    equipment: 'ftir',
    openingDay: -3,
    slots: ['10:00', '10:30'],
    usageMode: 'self',
    purpose: '정밀 부품 세척제 잔류물 성분 분석',
    steps: [{ state: 'confirm' }, { state: 'complete' }],
    usage: { start: '10:00', end: '11:00', samples: 3, operator: '정하늘', staffHours: 1, remarks: 'ATR 모드, 시료 3종' },
  },
  // Completed uses of earlier months for the monthly settlement: one paid, one long overdue, one recent and not yet due.
  {
    member: 'member2',
    equipment: 'utm',
    openingDay: -60,
    slots: ['13:00', '14:00', '15:00'],
    usageMode: 'self',
    purpose: '자동차 브래킷 시제품 용접부 인장 시험',
    steps: [{ state: 'confirm' }, { state: 'complete' }],
  },
  {
    member: 'member1',
    equipment: 'fesem',
    openingDay: -25,
    slots: ['10:00'],
    usageMode: 'analysis',
    purpose: '탄소섬유 복합재 단면 관찰 의뢰(시료 3개)',
    steps: [{ state: 'confirm' }, { state: 'complete' }],
    payment: { method: 'transfer', daysAfterUse: 12, note: '입금자명 김민준' },
  },
  {
    member: 'member2',
    equipment: 'laser',
    openingDay: -4,
    slots: ['09:00', '10:00'],
    usageMode: 'self',
    purpose: '아크릴 하우징 시제품 절단',
    steps: [{ state: 'confirm' }, { state: 'complete' }],
  },
  {
    member: 'member1',
    equipment: 'utm',
    openingDay: 4,
    slots: ['10:00', '11:00'],
    usageMode: 'self',
    purpose: '3D 프린팅 PLA 시편 인장강도 측정(캡스톤디자인)',
    steps: [{ state: 'confirm', reason: '시편 규격(ASTM D638 Type I)을 지참해 주세요.' }],
  },
  {
    member: 'member1',
    equipment: 'fesem',
    openingDay: 7,
    slots: ['14:00', '15:00'],
    usageMode: 'analysis',
    purpose: '알루미늄 합금 파단면 미세조직 관찰',
    steps: [],
  },
  {
    member: 'member2',
    equipment: 'ftir',
    openingDay: 3,
    slots: ['13:00', '13:30'],
    usageMode: 'self',
    purpose: '정밀 부품 세척 후 잔류 유기물 성분 확인',
    steps: [{ state: 'reject', reason: '해당 일자에 장비 교정이 잡혀 있습니다. 다른 날짜로 다시 신청해 주세요.' }],
  },
  {
    member: 'member2',
    equipment: 'spectrum',
    openingDay: 5,
    slots: ['15:00', '16:00', '17:00'],
    usageMode: 'self',
    purpose: '무선 센서 모듈 전파 인증 사전 측정',
    steps: [],
  },
]

/** What ZEUS registers of each instrument (issue 31): 표준분류 코드, 취득일, 취득금액 and 활용 범위. */
export const equipmentRegistrySeeds: Record<string, { standardCode: string; acquiredOn: string; acquisitionCost: number; useScope: EquipmentUseScope }> = {
  fesem: { standardCode: 'EQ00010001', acquiredOn: '2019-03-28', acquisitionCost: 812_000_000, useScope: 'service' },
  xrd: { standardCode: 'EQ00010004', acquiredOn: '2020-05-19', acquisitionCost: 455_000_000, useScope: 'service' },
  utm: { standardCode: 'EQ00060002', acquiredOn: '2018-08-30', acquisitionCost: 238_000_000, useScope: 'shared' },
  ftir: { standardCode: 'EQ00010010', acquiredOn: '2021-02-15', acquisitionCost: 126_500_000, useScope: 'shared' },
  icp: { standardCode: 'EQ00010013', acquiredOn: '2021-07-22', acquisitionCost: 198_000_000, useScope: 'service' },
  lcms: { standardCode: 'EQ00020004', acquiredOn: '2022-04-11', acquisitionCost: 624_000_000, useScope: 'service' },
  metal3d: { standardCode: 'EQ00080003', acquiredOn: '2023-01-31', acquisitionCost: 1_150_000_000, useScope: 'shared' },
  cnc5: { standardCode: 'EQ00080001', acquiredOn: '2020-10-26', acquisitionCost: 387_000_000, useScope: 'shared' },
  laser: { standardCode: 'EQ00080006', acquiredOn: '2022-07-04', acquisitionCost: 48_000_000, useScope: 'exclusive' },
  chamber: { standardCode: 'EQ00060011', acquiredOn: '2019-09-17', acquisitionCost: 67_000_000, useScope: 'shared' },
  spectrum: { standardCode: 'EQ00050002', acquiredOn: '2021-11-08', acquisitionCost: 142_000_000, useScope: 'shared' },
  scope: { standardCode: 'EQ00050005', acquiredOn: '2022-09-13', acquisitionCost: 39_500_000, useScope: 'exclusive' },
  flow: { standardCode: 'EQ00040007', acquiredOn: '2023-06-20', acquisitionCost: 356_000_000, useScope: 'service' },
  tga: { standardCode: 'EQ00010018', acquiredOn: '2020-01-14', acquisitionCost: 96_000_000, useScope: 'shared' },
}
/** A member waiting for a slot another member holds (issue 31), so /myPage/equ and the admin show a queue. */
/** A weekly 반복 예약 made through the series service, as a lab booking its Tuesday and Thursday runs would. */
export const seriesSeeds: (Pick<ReservationSeed, 'member' | 'equipment' | 'openingDay' | 'slots' | 'usageMode' | 'purpose'> & { weekdays: number[]; weeks: number })[] = [
  { member: 'member2', equipment: 'ftir', openingDay: 3, slots: ['14:00', '14:30'], usageMode: 'self', purpose: '고분자 필름 작용기 분석(주 2회 정기 측정)', weekdays: [2, 4], weeks: 4 },
]

export const waitSeeds: Pick<ReservationSeed, 'member' | 'equipment' | 'openingDay' | 'slots' | 'usageMode' | 'purpose'>[] = [
  { member: 'member2', equipment: 'utm', openingDay: 4, slots: ['10:00'], usageMode: 'self', purpose: '탄소섬유 복합재 시편 인장시험(납품 전 품질 확인)' },
]
