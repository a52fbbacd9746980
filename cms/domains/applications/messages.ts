import { advisoryLimits, applicationStates } from '../../../contract/applications'

/** Every Korean sentence the programme applications answer with. */
export const applicationMessages = {
  notFound: '신청 내역을 찾을 수 없습니다.',
  unknownKind: '존재하지 않는 신청 종류입니다.',
  reasonRequired: (label: string) => `${label} 사유를 입력해 주세요.`,
  reasonTooLong: '사유는 500자 이내로 입력해 주세요.',
  unknownState: '바꿀 상태를 선택해 주세요.',
  badListState: `상태는 ${applicationStates.map((state) => state.label).join(', ')} 중 하나여야 합니다.`,
  notRevision: '보완요청을 받은 신청만 수정해 다시 제출할 수 있습니다.',
  companyRequired: '기업명(기관명)을 입력해 주세요.',
  companyTooLong: `기업명은 ${advisoryLimits.companyMax}자 이내로 입력해 주세요.`,
  contactNameRequired: '담당자 이름을 입력해 주세요.',
  contactNameTooLong: `담당자 이름은 ${advisoryLimits.contactNameMax}자 이내로 입력해 주세요.`,
  emailInvalid: '이메일 형식으로 입력해 주세요.',
  fieldRequired: '자문 분야를 선택해 주세요.',
  titleRequired: '자문 제목을 입력해 주세요.',
  titleTooLong: `자문 제목은 ${advisoryLimits.titleMax}자 이내로 입력해 주세요.`,
  descriptionRequired: '자문 요청 내용을 입력해 주세요.',
  descriptionTooLong: `자문 요청 내용은 ${advisoryLimits.descriptionMax.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`,
  expertUnknown: '선택한 자문위원을 찾을 수 없습니다. 다시 선택해 주세요.',
  tooManyAttachments: `첨부파일은 최대 ${advisoryLimits.attachmentsMax}개까지 올릴 수 있습니다.`,
  fileNotUsable: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  privacyConsentRequired: '개인정보 수집·이용에 동의해 주세요.',
} as const
