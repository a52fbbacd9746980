import type { ApplicationState } from '../../contract/applications'

export type SeedCourseApplication = {
  member: 'member1' | 'member2'
  /** The course by its seed title. */
  course: string
  company: string
  motivation: string | null
  /** What happened to it, oldest first. */
  moves: { state: ApplicationState; daysAgo: number; hour: number; reason?: string }[]
}

/**
 * The demo members' course applications: one in each kind of place a member finds theirs on
 * /myPage/edu — just filed, approved, finished with a certificate, withdrawn — and a full course
 * whose single seat is taken, so its button reads 대기 신청.
 */
export const courseApplications: SeedCourseApplication[] = [
  {
    member: 'member1',
    course: '재직자 스마트팩토리 데이터 활용 과정',
    company: '(주)새솔메이커스',
    motivation: '동아리에서 만드는 센서 키트의 데이터를 제대로 분석해 보고 싶어 신청합니다.',
    moves: [{ state: 'received', daysAgo: 2, hour: 11 }],
  },
  {
    member: 'member1',
    course: '시니어 디지털 역량 강화 과정',
    company: '(주)새솔메이커스',
    motivation: '지역 어르신 디지털 교육 봉사를 준비하며 강의 방식을 배우고자 합니다.',
    moves: [
      { state: 'received', daysAgo: 52, hour: 10 },
      { state: 'approved', daysAgo: 44, hour: 15, reason: '수강이 확정되었습니다. 첫 수업은 산학협력관 세미나실에서 진행합니다.' },
      { state: 'done', daysAgo: 9, hour: 16, reason: '출석률 95%로 수료 기준을 충족했습니다.' },
    ],
  },
  {
    member: 'member1',
    course: '파이썬으로 시작하는 데이터 분석 입문',
    company: '(주)새솔메이커스',
    motivation: null,
    moves: [
      { state: 'received', daysAgo: 13, hour: 9 },
      { state: 'withdrawn', daysAgo: 12, hour: 14 },
    ],
  },
  {
    member: 'member2',
    course: 'X선 회절분석기(XRD) 활용 실무 교육',
    company: '(주)한빛정밀',
    motivation: '신소재 부품의 결정 구조 분석을 사내에서 직접 해 보려고 합니다.',
    moves: [
      { state: 'received', daysAgo: 5, hour: 10 },
      { state: 'review', daysAgo: 4, hour: 11 },
      { state: 'approved', daysAgo: 3, hour: 14, reason: '수강이 확정되었습니다. 실습복과 보안경은 현장에서 드립니다.' },
    ],
  },
  {
    member: 'member2',
    course: '3D 프린팅 시제품 제작 소수정예 실습',
    company: '(주)한빛정밀',
    motivation: '지그 부품을 사내에서 빠르게 시제품으로 만들어 보고 싶습니다.',
    moves: [{ state: 'received', daysAgo: 3, hour: 13 }],
  },
  {
    member: 'member2',
    course: '연구실 안전관리 책임자 교육',
    company: '(주)한빛정밀',
    motivation: null,
    moves: [
      { state: 'received', daysAgo: 30, hour: 9 },
      { state: 'approved', daysAgo: 19, hour: 10 },
      { state: 'done', daysAgo: 11, hour: 17 },
    ],
  },
]
