import type { EsgPost } from '../../cms/payload-types'
import type { FilePostSeed } from '../lib/board-post-seed'

const ESG_CENTER = 'ESG지원센터'

/** ESG 소식·자료: the ESG centre's news and events, and material companies can put to use. */
export const esgPosts: FilePostSeed<EsgPost['category']>[] = [
  {
    title: '중소기업 ESG 자가진단 체크리스트 배포',
    category: 'material',
    daysAgo: 4,
    hour: 10,
    author: ESG_CENTER,
    attachments: ['esgSelfCheck'],
    body: [
      'ESG 경영을 처음 준비하는 지역 중소기업을 위해 환경·사회·지배구조 30개 문항으로 된 자가진단 체크리스트를 배포합니다.',
      { heading: '활용 방법' },
      { list: ['문항별로 현재 수준을 0~3점으로 표시합니다.', '영역별 점수가 낮은 항목부터 개선 과제로 정합니다.', '결과를 지참해 ESG 컨설팅을 신청하시면 상담이 빨라집니다.'] },
    ],
  },
  {
    title: '2026 지역기업 ESG 경영 설명회 개최 안내',
    category: 'event',
    daysAgo: 11,
    hour: 14,
    author: ESG_CENTER,
    body: [
      '공급망 ESG 실사 의무화에 대비해 지역 기업이 알아야 할 핵심 내용을 소개하는 설명회를 엽니다.',
      { list: ['일시: 매주 목요일 14:00~17:00 (3회 운영)', '장소: 산학협력관 2층 세미나실', '대상: 지역 중소·중견기업 대표 및 실무자', '참가비: 무료(사전 신청 기업 우선)'] },
      '참가를 원하시는 기업은 ESG지원센터(044-860-1240)로 문의해 주세요.',
    ],
  },
  {
    title: '새솔대학교, 탄소중립 캠퍼스 선언 1주년 성과 발표',
    category: 'news',
    daysAgo: 27,
    hour: 11,
    author: ESG_CENTER,
    attachments: ['esgReport'],
    body: [
      '새솔대학교는 탄소중립 캠퍼스 선언 1년 만에 캠퍼스 온실가스 배출량을 6.2% 줄였다고 밝혔습니다.',
      '태양광 발전 설비 확충과 건물 에너지 관리 시스템 도입, 통학 버스 노선 개편이 주요 감축 요인으로 꼽혔습니다.',
      '자세한 내용은 첨부한 ESG 추진 성과 보고서에서 확인하실 수 있습니다.',
    ],
  },
  {
    title: '중소기업 탄소중립 실천 가이드(2026 개정판)',
    category: 'material',
    daysAgo: 45,
    hour: 15,
    author: ESG_CENTER,
    attachments: ['carbonGuide'],
    body: [
      '사업장의 온실가스 배출량을 산정하고 감축 계획을 세우는 방법을 단계별로 정리한 가이드의 개정판입니다.',
      '이번 개정판에는 탄소국경조정제도(CBAM) 대응 사례와 지역 기업의 설비 교체 지원사업 정보가 추가되었습니다.',
    ],
  },
  {
    title: 'ESG 실천 아이디어 공모전 시상식 개최',
    category: 'event',
    daysAgo: 63,
    hour: 16,
    author: ESG_CENTER,
    attachments: ['esgContestGuide'],
    body: [
      '학생들이 제안한 캠퍼스와 지역의 ESG 실천 아이디어 가운데 8개 팀의 작품이 수상작으로 선정되었습니다.',
      ['대상은 ', { bold: '일회용 컵 없는 캠퍼스 만들기' }, ' 팀이 받았으며, 수상 아이디어는 내년 캠퍼스 운영에 실제로 반영됩니다.'],
    ],
  },
  {
    title: '지역 기업 12곳, 대학과 ESG 공동 컨설팅 협약 체결',
    category: 'news',
    daysAgo: 88,
    hour: 10,
    author: ESG_CENTER,
    body: [
      'ESG지원센터는 지역 제조·서비스 기업 12곳과 ESG 공동 컨설팅 협약을 맺었습니다.',
      '교수 자문단이 기업별 현황을 진단하고, 3개월간 ESG 경영 전환 계획과 공시 준비를 함께 지원합니다.',
    ],
  },
  {
    title: '공급망 ESG 실사 대응 실무 교육 자료',
    category: 'material',
    daysAgo: 117,
    hour: 13,
    author: ESG_CENTER,
    attachments: ['esgSelfCheck', 'carbonGuide'],
    body: [
      '지난 재직자 ESG 실무 교육에서 사용한 강의 자료를 공유합니다.',
      '원청 기업의 ESG 실사 질문서에 답하는 방법과 증빙 자료 준비 요령을 사례 중심으로 다루었습니다.',
    ],
  },
]
