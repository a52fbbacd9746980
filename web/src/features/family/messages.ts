/** Korean strings of the public 가족회사 pages (/cooperation/family). */
export const familyMessages = {
  list: {
    searchLabel: '기업 검색',
    searchPlaceholder: '기업 이름으로 검색',
    search: '검색',
    fieldLabel: '협력 분야',
    allFields: '전체',
    caption: '가족회사 목록',
    empty: '목록 공개에 동의한 가족회사가 아직 없습니다.',
    noResults: '조건에 맞는 가족회사가 없습니다. 검색어나 협력 분야를 바꿔 보세요.',
    homepage: '홈페이지',
    logoAlt: (name: string) => `${name} 로고`,
  },
  about: {
    title: '가족회사가 되면',
    intro:
      '가족회사는 새솔대학교 산학협력단과 협약을 맺고 함께 성장하는 기업입니다. 협약 기간 동안 공동장비 이용료 할인, 산업교육 혜택, 공동기술개발과제 우대 등을 받을 수 있습니다. 아래 목록에는 공개에 동의한 가족회사만 실립니다.',
    apply: '가족회사 신청하기',
    applyNote: '기업회원으로 소속 기업을 등록한 뒤, 기업의 관리자가 마이페이지 › 기업 정보에서 신청합니다.',
  },
} as const
