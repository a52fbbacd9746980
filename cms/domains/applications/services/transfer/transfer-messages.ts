import { transferRequestLimits } from '../../../../../contract/tech-transfer'

const n = (value: number) => value.toLocaleString('ko-KR')

/** Every Korean sentence the 기술상담 신청 and its outcome answer with. */
export const transferMessages = {
  technologyNotFound: '기술을 찾을 수 없습니다. 보유기술 목록에서 다시 선택해 주세요.',
  licensed: '이미 이전이 완료된 기술입니다. 비슷한 기술을 찾으려면 보유기술 목록의 관련 기술을 확인해 주세요.',
  duplicate: '이 기술에 대해 진행 중인 기술상담 신청이 있습니다. 마이페이지의 기술상담 현황에서 확인해 주세요.',
  purposeRequired: '기술을 어떻게 활용하려는지 입력해 주세요.',
  purposeTooLong: `활용 계획은 ${n(transferRequestLimits.purposeMax)}자 이내로 입력해 주세요.`,
  transferTypeRequired: '희망 이전 형태를 선택해 주세요.',
  companyRequired: '기업명을 입력해 주세요.',
  companyTooLong: `기업명은 ${n(transferRequestLimits.companyMax)}자 이내로 입력해 주세요.`,
  contactNameRequired: '담당자 이름을 입력해 주세요.',
  contactNameTooLong: `담당자 이름은 ${n(transferRequestLimits.contactNameMax)}자 이내로 입력해 주세요.`,
  tooManyAttachments: `첨부파일은 최대 ${transferRequestLimits.attachmentsMax}개까지 올릴 수 있습니다.`,
  fileNotUsable: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  privacyConsentRequired: '개인정보 수집·이용에 동의해 주세요.',
  outcomeTooEarly: '처리 결과는 승인하거나 완료한 신청에만 기록할 수 있습니다.',
  contractTypeRequired: '계약 체결이면 계약 형태를 선택해 주세요.',
  contractDateRequired: '계약 체결이면 계약일을 입력해 주세요.',
  contractAmountRequired: '계약 체결이면 계약 금액(원)을 0 이상의 정수로 입력해 주세요.',
  closeReasonRequired: '종료이면 종료 사유를 입력해 주세요.',
} as const
