/** The captions around the 산학협력단 소개 pages; their content is written by staff under 페이지 관리. */
export const introMessages = {
  vision: {
    statementCaption: '비전',
    missionCaption: '미션',
    goalsCaption: '전략 목표',
    valuesCaption: '핵심 가치',
  },
  chart: {
    label: '산학협력단 조직도',
    unitsCaption: '부서',
    head: '부서장',
    phone: '전화',
    contact: (phone: string, fax: string | null) => (fax ? `대표전화 ${phone} · 팩스 ${fax}` : `대표전화 ${phone}`),
  },
} as const
