import type { SurveyQuestionType } from '../../contract/surveys'

type SeedQuestion = { label: string; type: SurveyQuestionType; required: boolean; options?: string[] }

/** An answer by question index: a scale point, an option, options or text. */
type SeedAnswer = Record<number, number | string | string[]>

export type SeedSurvey = {
  title: string
  intro: string
  anonymous: boolean
  /** The event or course it is about, by its seed title. */
  target: { event: string } | { course: string }
  /** Days from the seed's day until it closes. */
  closesIn: number
  questions: SeedQuestion[]
  /** Who already answered, and how; everyone else it is open to still may. */
  answers: { member: 'member1' | 'member2'; daysAgo: number; answer: SeedAnswer }[]
}

const eventQuestions: SeedQuestion[] = [
  { label: '행사에 전반적으로 만족하셨습니까?', type: 'scale5', required: true },
  { label: '행사 내용이 업무에 도움이 되었습니까?', type: 'scale5', required: true },
  { label: '어떤 경로로 행사를 알게 되셨습니까?', type: 'single', required: true, options: ['포털 공지사항', '안내 메일', '지인 추천', '기타'] },
  { label: '다음 행사에서 다루었으면 하는 주제를 모두 골라 주세요.', type: 'multiple', required: false, options: ['AI·데이터', '기술이전', '정부지원사업', 'ESG'] },
  { label: '좋았던 점이나 아쉬운 점을 자유롭게 적어 주세요.', type: 'longText', required: false },
]

const courseQuestions: SeedQuestion[] = [
  { label: '교육에 전반적으로 만족하셨습니까?', type: 'scale5', required: true },
  { label: '강사의 설명은 이해하기 쉬웠습니까?', type: 'scale5', required: true },
  { label: '교육 시간은 적절했습니까?', type: 'single', required: true, options: ['짧았다', '적절했다', '길었다'] },
  { label: '한 줄 소감', type: 'shortText', required: false },
]

/**
 * The demo's satisfaction surveys: one still waiting for member1 (who attended the AI 반도체 세미나),
 * so the answering page has something to show, and three already answered, so the results show charts.
 */
export const seedSurveys: SeedSurvey[] = [
  {
    title: 'AI 반도체 기술 세미나 만족도 조사',
    intro: '세미나에 참석해 주셔서 감사합니다. 다음 행사를 준비하는 데 참고하겠습니다. 응답에는 3분 정도 걸립니다.',
    anonymous: false,
    target: { event: 'AI 반도체 기술 세미나' },
    closesIn: 20,
    questions: eventQuestions,
    answers: [],
  },
  {
    title: '기술이전 실무 교육 만족도 조사',
    intro: '온라인 교육에 참여해 주셔서 감사합니다. 익명으로 응답하실 수 있습니다.',
    anonymous: true,
    target: { event: '기술이전 실무 교육' },
    closesIn: 10,
    questions: eventQuestions,
    answers: [
      {
        member: 'member2',
        daysAgo: 40,
        answer: { 0: 4, 1: 5, 2: '안내 메일', 3: ['기술이전', '정부지원사업'], 4: '계약서 검토 사례가 실무에 바로 도움이 되었습니다.' },
      },
    ],
  },
  {
    title: '시니어 디지털 역량 강화 과정 수강 만족도',
    intro: '과정을 수료하신 것을 축하드립니다. 익명으로 응답하실 수 있습니다.',
    anonymous: true,
    target: { course: '시니어 디지털 역량 강화 과정' },
    closesIn: 14,
    questions: courseQuestions,
    answers: [{ member: 'member1', daysAgo: 8, answer: { 0: 5, 1: 4, 2: '적절했다', 3: '실습 위주라 봉사 활동에 바로 쓸 수 있었습니다.' } }],
  },
  {
    title: '연구실 안전관리 책임자 교육 만족도',
    intro: '교육을 마치신 분께 드리는 설문입니다.',
    anonymous: false,
    target: { course: '연구실 안전관리 책임자 교육' },
    closesIn: 14,
    questions: courseQuestions,
    answers: [{ member: 'member2', daysAgo: 10, answer: { 0: 3, 1: 4, 2: '길었다' } }],
  },
]
