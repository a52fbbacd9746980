/** Korean messages of the travel side's API (docs/api.md "여행 (레거시)"). */
export const travelMessages = {
  unknownCodeGroup: '존재하지 않는 코드 구분입니다.',
  unknownCode: '존재하지 않는 코드입니다.',
  badCode: (what: string) => `${what} 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.`,
  badOption: (what: string, value: string) => `${what} 값(${value})이 올바르지 않습니다.`,
  badGdsUid: '관광지 번호(gdsUid)는 1 이상의 정수로 입력해 주세요.',
  attractionNotFound: '관광지 정보를 찾을 수 없습니다.',
  badTourUid: '여행 코스 번호(tourUid)는 1 이상의 정수로 입력해 주세요.',
  badTourDays: (max: number) => `여행 일수(tourDays)는 1에서 ${max} 사이의 정수로 입력해 주세요.`,
  tourNotFound: '여행 코스를 찾을 수 없습니다.',
  sameDay: '당일',
  nightsAndDays: (days: number) => `${days - 1}박 ${days}일`,
} as const
