import { proposalLimits } from '../../../../../contract/applications'

const n = (value: number) => value.toLocaleString('ko-KR')

/** Every Korean sentence the joint-development calls and proposals answer with. */
export const projectMessages = {
  callNotFound: '과제 공고를 찾을 수 없습니다.',
  notOpen: '지금은 제안서를 받지 않는 공고입니다. 접수 기간을 확인해 주세요.',
  duplicate: '이미 제안서를 제출한 공고입니다. 마이페이지의 공동기술개발 현황에서 확인해 주세요.',
  unknownState: '접수 상태는 접수예정, 접수중, 마감 가운데 하나여야 합니다.',
  companyRequired: '기업명을 입력해 주세요.',
  companyTooLong: `기업명은 ${n(proposalLimits.companyMax)}자 이내로 입력해 주세요.`,
  contactNameRequired: '담당자 이름을 입력해 주세요.',
  contactNameTooLong: `담당자 이름은 ${n(proposalLimits.contactNameMax)}자 이내로 입력해 주세요.`,
  titleRequired: '과제명을 입력해 주세요.',
  titleTooLong: `과제명은 ${n(proposalLimits.titleMax)}자 이내로 입력해 주세요.`,
  summaryRequired: '과제 개요를 입력해 주세요.',
  summaryTooLong: `과제 개요는 ${n(proposalLimits.summaryMax)}자 이내로 입력해 주세요.`,
  attachmentsRequired: '제안서 파일을 1개 이상 올려 주세요.',
  tooManyAttachments: `제안서 파일은 최대 ${proposalLimits.attachmentsMax}개까지 올릴 수 있습니다.`,
  fileNotUsable: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  privacyConsentRequired: '개인정보 수집·이용에 동의해 주세요.',
  keepCalled: '제안서가 접수된 공고는 삭제할 수 없습니다. 접수 마감일을 앞당겨 마감해 주세요.',
} as const
