import type { ApplicationState } from '../../contract/applications'
import type { TransferType } from '../../contract/tech-transfer'

type SeedMove = { state: ApplicationState; daysAgo: number; hour: number; reason?: string }

export type SeedTransferRequest = {
  member: 'member1' | 'member2'
  /** The seeded technology asked about, by its title (data/technologies.ts). */
  technology: string
  purpose: string
  preferredTransferType: TransferType
  company: string
  contactName: string
  phone: string
  email: string
  /** Filed (접수) first, then each staff move in order. */
  moves: SeedMove[]
  /** What staff recorded on 완료. */
  contract?: { type: TransferType; daysAgo: number; amount: number }
}

/** The demo members' 기술상담 신청: one sent back for revision, one ended in a contract, one new. */
export const transferRequests: SeedTransferRequest[] = [
  {
    member: 'member1',
    technology: '초저전력 MEMS 가스 센서 및 구동 회로',
    purpose: '휴대용 공기질 측정기에 이 센서를 넣어 배터리 사용 시간을 두 배로 늘리려 합니다. 2027년 하반기 출시가 목표입니다.',
    preferredTransferType: 'nonExclusive',
    company: '(주)새솔메이커스',
    contactName: '김민준',
    phone: '010-2345-6789',
    email: 'member1@example.com',
    moves: [
      { state: 'received', daysAgo: 9, hour: 10 },
      { state: 'review', daysAgo: 7, hour: 14 },
      { state: 'revision', daysAgo: 5, hour: 11, reason: '시제품 적용 일정과 예상 연간 생산 수량을 보완해 주세요.' },
    ],
  },
  {
    member: 'member1',
    technology: '전기차 배터리 팩의 절연 저항 실시간 감시 장치',
    purpose: '이동형 전원 장치의 안전 감시 회로에 적용하려 합니다.',
    preferredTransferType: 'exclusive',
    company: '(주)새솔메이커스',
    contactName: '김민준',
    phone: '010-2345-6789',
    email: 'member1@example.com',
    moves: [
      { state: 'received', daysAgo: 60, hour: 9 },
      { state: 'review', daysAgo: 57, hour: 15 },
      { state: 'approved', daysAgo: 45, hour: 10, reason: '기술 설명회 후 전용실시 계약을 협의합니다.' },
      { state: 'done', daysAgo: 20, hour: 16 },
    ],
    contract: { type: 'exclusive', daysAgo: 21, amount: 25_000_000 },
  },
  {
    member: 'member2',
    technology: '공작기계 주축의 열변위 실시간 보정 시스템',
    purpose: '금형 가공용 머시닝센터의 가공 정밀도를 높이는 데 쓰려 합니다.',
    preferredTransferType: 'knowHow',
    company: '(주)한빛정밀',
    contactName: '한정우',
    phone: '010-3456-7890',
    email: 'member2@example.com',
    moves: [{ state: 'received', daysAgo: 2, hour: 13 }],
  },
]
