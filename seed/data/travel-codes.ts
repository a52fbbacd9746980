import type { CodeGroup } from '../../contract/travel-options'

export type CodeSeed = { code: string; codeName: string; parent?: string; active?: boolean }

/** The travel side's common codes by group, in display order. The language codes are the spec's own (§3). */
export const travelCodeSeeds: Record<CodeGroup, CodeSeed[]> = {
  GDS_TYCD: [
    { code: 'CD0000002001', codeName: '관광지' },
    { code: 'CD0000002002', codeName: '체험' },
    { code: 'CD0000002003', codeName: '공연·전시' },
    { code: 'CD0000002004', codeName: '축제' },
  ],
  GDS_CATEGORY_CD: [
    { code: 'CD0000002101', codeName: '자연' },
    { code: 'CD0000002102', codeName: '역사·문화' },
    { code: 'CD0000002103', codeName: '레저·스포츠' },
    { code: 'CD0000002104', codeName: '쇼핑' },
    { code: 'CD0000002105', codeName: '음식' },
    { code: 'CD0000002106', codeName: '온천·휴양', active: false },
  ],
  CTPV: [
    { code: 'CD0000002201', codeName: '서울특별시' },
    { code: 'CD0000002202', codeName: '부산광역시' },
    { code: 'CD0000002203', codeName: '강원특별자치도' },
    { code: 'CD0000002204', codeName: '경상북도' },
    { code: 'CD0000002205', codeName: '전라남도' },
    { code: 'CD0000002206', codeName: '제주특별자치도' },
  ],
  SGG: [
    { code: 'CD0000002301', codeName: '종로구', parent: 'CD0000002201' },
    { code: 'CD0000002302', codeName: '중구', parent: 'CD0000002201' },
    { code: 'CD0000002303', codeName: '해운대구', parent: 'CD0000002202' },
    { code: 'CD0000002304', codeName: '영도구', parent: 'CD0000002202' },
    { code: 'CD0000002305', codeName: '강릉시', parent: 'CD0000002203' },
    { code: 'CD0000002306', codeName: '속초시', parent: 'CD0000002203' },
    { code: 'CD0000002307', codeName: '경주시', parent: 'CD0000002204' },
    { code: 'CD0000002308', codeName: '안동시', parent: 'CD0000002204' },
    { code: 'CD0000002309', codeName: '여수시', parent: 'CD0000002205' },
    { code: 'CD0000002310', codeName: '순천시', parent: 'CD0000002205' },
    { code: 'CD0000002311', codeName: '제주시', parent: 'CD0000002206' },
    { code: 'CD0000002312', codeName: '서귀포시', parent: 'CD0000002206' },
  ],
  PS_CD: [
    { code: 'CD0000002401', codeName: '자유이용 패스' },
    { code: 'CD0000002402', codeName: '입장권 묶음' },
    { code: 'CD0000002403', codeName: '교통 패스' },
  ],
  THEME_CD: [
    { code: 'CD0000002501', codeName: '역사 탐방' },
    { code: 'CD0000002502', codeName: '자연 힐링' },
    { code: 'CD0000002503', codeName: '미식 여행' },
    { code: 'CD0000002504', codeName: '가족 여행' },
  ],
  TOURIST_TYCD: [
    { code: 'CD0000002601', codeName: '교통' },
    { code: 'CD0000002602', codeName: '숙박' },
    { code: 'CD0000002603', codeName: '안전·의료' },
    { code: 'CD0000002604', codeName: '여행 도움말' },
  ],
  WHY_CD: [
    { code: 'CD0000002701', codeName: '단순 변심' },
    { code: 'CD0000002702', codeName: '여행 일정 변경' },
    { code: 'CD0000002703', codeName: '중복 구매' },
    { code: 'CD0000002704', codeName: '기타' },
  ],
  LANGUAGE: [
    { code: 'CD0000000127', codeName: '기본' },
    { code: 'CD0000001258', codeName: '한국어' },
    { code: 'CD0000000128', codeName: '영어' },
    { code: 'CD0000000129', codeName: '일본어' },
    { code: 'CD0000000546', codeName: '중국어(간체)' },
    { code: 'CD0000000547', codeName: '중국어(번체)' },
  ],
}
