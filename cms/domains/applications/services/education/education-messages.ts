import { courseApplicationLimits } from '../../../../../contract/applications'

/** Every Korean sentence the industry-education applications answer with. */
export const educationMessages = {
  courseNotFound: '교육과정을 찾을 수 없습니다.',
  notOpen: '지금은 신청할 수 없는 과정입니다. 신청 기간을 확인해 주세요.',
  duplicate: '이미 신청한 과정입니다. 마이페이지의 산업교육 신청현황에서 확인해 주세요.',
  privacyConsentRequired: '개인정보 수집·이용에 동의해 주세요.',
  courseStarted: '교육이 시작된 과정은 취소할 수 없습니다. 담당자에게 문의해 주세요.',
  waitingNotApprovable: '대기 중인 신청은 자리가 난 뒤에 승인할 수 있습니다.',
  seatGiven: '취소된 자리가 생겨 대기에서 신청으로 바뀌었습니다.',
  seatGivenHeadline: '산업교육 대기 신청에 자리가 배정되었습니다',
  startsTomorrowHeadline: (title: string) => `신청하신 교육 「${title}」이(가) 내일 시작됩니다`,
  locationInNotice: '교육 안내 참조',
  nameRequired: '신청자 이름을 입력해 주세요.',
  nameTooLong: `신청자 이름은 ${courseApplicationLimits.nameMax}자 이내로 입력해 주세요.`,
  affiliationRequired: '소속(기업·기관명)을 입력해 주세요.',
  affiliationTooLong: `소속은 ${courseApplicationLimits.affiliationMax}자 이내로 입력해 주세요.`,
  motivationTooLong: `신청 동기는 ${courseApplicationLimits.motivationMax.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`,
} as const
