import type { CourseTrack } from '../../contract/education'
import type { Course } from '../../cms/payload-types'
import { type ArtSpec, palettes } from '../lib/art'

/** Six illustrations (960×600) shared by the courses. */
export const courseImages = {
  lab: { alt: '실험실 장비 실습을 표현한 청록색 육각형 그림', art: { pattern: 'hexagons', palette: palettes.teal, seed: 301 } },
  factory: { alt: '스마트팩토리 교육을 표현한 블록 패턴 그림', art: { pattern: 'blocks', palette: palettes.ocean, seed: 302 } },
  esg: { alt: 'ESG 교육을 표현한 초록 물결 그림', art: { pattern: 'waves', palette: palettes.forest, seed: 303 } },
  startup: { alt: '창업 교육을 표현한 주황빛 궤도 그림', art: { pattern: 'orbits', palette: palettes.sunset, seed: 304 } },
  data: { alt: '데이터 분석 교육을 표현한 막대그래프 그림', art: { pattern: 'bars', palette: palettes.navy, seed: 305 } },
  online: { alt: '온라인 학습의 연결을 표현한 연결망 그림', art: { pattern: 'network', palette: palettes.slate, seed: 306 } },
} satisfies Record<string, { alt: string; art: ArtSpec }>

export type CourseImageKey = keyof typeof courseImages

/**
 * Dates are day offsets from the day the seed runs (negative = past), so the state always matches
 * the calendar: upcoming → application opens later, open → today is inside the application
 * window, closed → the window has ended.
 */
export type CourseSeed = {
  title: string
  mode: Course['mode']
  /** The lifelong-education track the course also appears under, if any. */
  track?: CourseTrack
  state: Course['state']
  image: CourseImageKey
  summary: string
  target: string
  location: string
  capacity: number
  /** 수강료 in won; 0 is free. */
  fee: number
  apply: [number, number]
  edu: [number, number]
}

export const courses: CourseSeed[] = [
  {
    title: 'X선 회절분석기(XRD) 활용 실무 교육',
    track: 'shop',
    mode: 'collective',
    state: 'open',
    image: 'lab',
    summary: '시료 준비부터 회절 패턴 해석까지, 공동실험실습관 XRD 장비를 직접 다루며 배우는 실습 과정입니다.',
    target: '재학생·대학원생·기업 연구원',
    location: '공동실험실습관 105호',
    capacity: 16,
    fee: 120000,
    apply: [-6, 8],
    edu: [15, 16],
  },
  {
    title: '3D 프린팅 시제품 제작 소수정예 실습',
    track: 'shop',
    mode: 'collective',
    state: 'open',
    image: 'startup',
    summary: '아이디어 스케치에서 3D 모델링, 출력과 후가공까지 하루 만에 시제품 하나를 완성하는 소수정예 실습입니다.',
    target: '예비 창업자·재학생',
    location: '창업보육센터 메이커스페이스',
    capacity: 1,
    fee: 0,
    apply: [-4, 9],
    edu: [18, 18],
  },
  {
    title: '재직자 스마트팩토리 데이터 활용 과정',
    track: 'job',
    mode: 'collective',
    state: 'open',
    image: 'factory',
    summary: '설비 센서 데이터를 모으고 시각화해 불량과 고장을 미리 찾는 방법을 현장 사례로 익힙니다.',
    target: '지역 제조기업 재직자',
    location: '산학협력관 2층 스마트팩토리 실습실',
    capacity: 30,
    fee: 0,
    apply: [-10, 5],
    edu: [12, 40],
  },
  {
    title: 'ESG 경영 실무자 양성 과정',
    track: 'spot',
    mode: 'collective',
    state: 'upcoming',
    image: 'esg',
    summary: '탄소 배출량 산정, ESG 공시 대응, 공급망 ESG 관리까지 기업 실무자가 알아야 할 내용을 다룹니다.',
    target: '기업 ESG·경영지원 담당자',
    location: '산학협력관 세미나실',
    capacity: 40,
    fee: 50000,
    apply: [7, 21],
    edu: [28, 49],
  },
  {
    title: '현장실습 사전 직무교육',
    track: 'spot',
    mode: 'collective',
    state: 'open',
    image: 'data',
    summary: '현장실습을 앞둔 학생이 직장 예절, 산업안전, 실습일지 작성법을 미리 배우는 필수 교육입니다.',
    target: '현장실습 예정 재학생',
    location: '대학본부 대회의실',
    capacity: 120,
    fee: 0,
    apply: [-3, 10],
    edu: [14, 14],
  },
  {
    title: '창업 아이템 검증 부트캠프',
    track: 'spot',
    mode: 'collective',
    state: 'upcoming',
    image: 'startup',
    summary: '고객 인터뷰와 시제품 테스트로 창업 아이템을 빠르게 검증하는 2박 3일 집중 과정입니다.',
    target: '예비 창업자·창업동아리',
    location: '기업지역센터 1층 창업라운지',
    capacity: 24,
    fee: 30000,
    apply: [12, 26],
    edu: [33, 35],
  },
  {
    title: '연구실 안전관리 책임자 교육',
    mode: 'collective',
    state: 'closed',
    image: 'lab',
    summary: '연구실 안전관리 책임자가 알아야 할 법령, 위험성 평가, 사고 대응 절차를 다룹니다.',
    target: '연구실 책임자·안전관리 담당자',
    location: '공동실험실습관 세미나실',
    capacity: 50,
    fee: 0,
    apply: [-40, -20],
    edu: [-12, -12],
  },
  {
    title: '시니어 디지털 역량 강화 과정',
    track: 'shop',
    mode: 'collective',
    state: 'closed',
    image: 'online',
    summary: '스마트폰 금융, 온라인 민원, 영상 통화 등 생활에 필요한 디지털 기술을 차근차근 배웁니다.',
    target: '만 60세 이상 지역 주민',
    location: '평생교육원 2층 컴퓨터실',
    capacity: 20,
    fee: 20000,
    apply: [-60, -45],
    edu: [-38, -10],
  },
  {
    title: '산학협력 연구윤리 온라인 과정',
    mode: 'online',
    state: 'open',
    image: 'online',
    summary: '연구부정행위 예방, 연구 데이터 관리, 이해충돌 관리 등 연구자가 꼭 알아야 할 연구윤리를 다룹니다.',
    target: '교원·연구원·대학원생',
    location: '온라인(새솔 LMS)',
    capacity: 500,
    fee: 0,
    apply: [-30, 60],
    edu: [-30, 90],
  },
  {
    title: '지식재산권 기초: 특허 출원 이해하기',
    mode: 'online',
    state: 'open',
    image: 'data',
    summary: '특허 명세서의 구조와 출원 절차, 선행기술 조사 방법을 사례 중심으로 설명합니다.',
    target: '교원·연구원·기업 연구원',
    location: '온라인(새솔 LMS)',
    capacity: 300,
    fee: 0,
    apply: [-8, 22],
    edu: [-8, 52],
  },
  {
    title: '파이썬으로 시작하는 데이터 분석 입문',
    track: 'job',
    mode: 'online',
    state: 'open',
    image: 'data',
    summary: '파이썬 기초 문법부터 표 데이터 정리, 시각화까지 업무에 바로 쓰는 데이터 분석을 익힙니다.',
    target: '재학생·재직자·일반인',
    location: '온라인(새솔 LMS)',
    capacity: 200,
    fee: 30000,
    apply: [-14, 16],
    edu: [-14, 46],
  },
  {
    title: '탄소중립과 ESG 이해',
    mode: 'online',
    state: 'upcoming',
    image: 'esg',
    summary: '기후위기와 탄소중립 정책, 기업과 개인이 실천할 수 있는 ESG 활동을 쉽게 풀어 설명합니다.',
    target: '누구나',
    location: '온라인(새솔 LMS)',
    capacity: 1000,
    fee: 0,
    apply: [5, 35],
    edu: [5, 65],
  },
  {
    title: '기술사업화 전략 이해',
    mode: 'online',
    state: 'closed',
    image: 'startup',
    summary: '연구 성과를 제품과 서비스로 연결하는 기술사업화의 단계와 투자 유치 전략을 배웁니다.',
    target: '교원·연구원·창업기업',
    location: '온라인(새솔 LMS)',
    capacity: 300,
    fee: 0,
    apply: [-75, -15],
    edu: [-75, -5],
  },
  {
    title: '연구비 관리 실무',
    track: 'job',
    mode: 'online',
    state: 'open',
    image: 'factory',
    summary: '연구비 비목별 집행 기준, 증빙 서류, 정산 시 자주 하는 실수를 짧은 영상으로 정리했습니다.',
    target: '연구책임자·연구 보조원',
    location: '온라인(새솔 LMS)',
    capacity: 400,
    fee: 0,
    apply: [-20, 40],
    edu: [-20, 70],
  },
  {
    title: '직무역량 강화: 비즈니스 커뮤니케이션',
    track: 'job',
    mode: 'online',
    state: 'upcoming',
    image: 'online',
    summary: '보고서 작성, 이메일 예절, 회의 진행 등 직장에서 필요한 커뮤니케이션 기술을 익힙니다.',
    target: '졸업 예정자·신입 직원',
    location: '온라인(새솔 LMS)',
    capacity: 300,
    fee: 10000,
    apply: [10, 40],
    edu: [10, 70],
  },
]
