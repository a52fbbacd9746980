import { companyFieldLabels, companyLimits, formatBusinessNumber, type ServiceKey, serviceLabels } from '../../../contract/companies'
import { withJosa } from '../../platform/text/josa'

/** What the companies domain says to members, staff and the admin. */
export const companyMessages = {
  invalidBusinessNumber: '사업자등록번호가 올바르지 않습니다. 사업자등록증의 10자리 번호를 확인해 주세요.',
  duplicateBusinessNumber: '이미 등록된 사업자등록번호입니다. 해당 기업에 가입을 요청해 주세요.',
  businessNumberPendingElsewhere: '다른 기업이 이 사업자등록번호로 변경을 요청해 두어 담당자 확인을 기다리고 있습니다. 산학협력단에 문의해 주세요.',
  businessNumberRequired: '사업자등록번호를 입력해 주세요.',
  nameRequired: '상호를 입력해 주세요.',
  ceoRequired: '대표자 이름을 입력해 주세요.',
  sizeRequired: '기업 규모를 선택해 주세요.',
  tooLong: (label: string, max: number) => `${withJosa(label, '은/는')} ${max}자 이내로 입력해 주세요.`,
  homepageInvalid: '홈페이지 주소는 http:// 또는 https://로 시작해야 합니다.',
  foundedOnInvalid: '설립일은 YYYY-MM-DD 형식으로 입력해 주세요.',
  emailInvalid: '이메일 형식으로 입력해 주세요.',
  roleInvalid: '역할은 관리자 또는 구성원 중에서 선택해 주세요.',
  approveRequired: '승인 여부를 선택해 주세요.',
  companyClassRequired: '기업 등록과 가입 요청은 기업회원만 할 수 있습니다. 마이페이지에서 회원 유형을 기업회원으로 바꾼 뒤 다시 시도해 주세요.',
  alreadyInCompany: '이미 소속된 기업이 있습니다. 다른 기업에 가입하려면 먼저 현재 기업에서 탈퇴해 주세요.',
  noCompany: '소속된 기업이 없습니다. 기업을 등록하거나 가입을 요청해 주세요.',
  managerOnly: '기업 관리자만 할 수 있습니다.',
  companyNotFound: '해당 사업자등록번호로 등록된 기업이 없습니다. 번호를 확인하거나 기업을 새로 등록해 주세요.',
  joinRequestPending: '이미 가입 요청이 진행 중입니다. 관리자의 승인을 기다리거나 요청을 취소한 뒤 다시 요청해 주세요.',
  joinRequestNotFound: '가입 요청을 찾을 수 없습니다.',
  joinRequestClosed: '이미 처리되었거나 취소된 가입 요청입니다.',
  requesterJoinedElsewhere: '요청한 회원이 이미 다른 기업에 소속되어 있어 승인할 수 없습니다.',
  inviteNotFound: '초대를 찾을 수 없습니다. 초대 메일의 링크를 다시 확인해 주세요.',
  inviteClosed: '이미 사용되었거나 취소된 초대입니다.',
  inviteExpired: '초대 유효기간이 지났습니다. 기업 관리자에게 다시 초대해 달라고 요청해 주세요.',
  inviteWrongAccount: '초대받은 이메일과 로그인한 계정의 이메일이 다릅니다. 초대받은 이메일의 계정으로 로그인해 주세요.',
  inviteAlreadyMember: '이미 이 기업의 구성원입니다.',
  invitePending: '이 이메일로 보낸 초대가 아직 유효합니다. 기존 초대를 취소한 뒤 다시 보내 주세요.',
  memberNotFound: '이 기업의 구성원이 아닙니다.',
  lastManager: '기업에는 관리자가 한 명 이상 있어야 합니다. 다른 구성원을 먼저 관리자로 지정해 주세요.',
  lastManagerLeave: '다른 구성원에게 관리자를 넘긴 뒤 탈퇴할 수 있습니다.',
  removeSelf: '본인은 내보낼 수 없습니다. 기업에서 나가려면 탈퇴를 이용해 주세요.',
  logoRequired: '업로드할 로고 이미지를 선택해 주세요.',
  logoType: '로고는 JPG, PNG, GIF, WEBP 이미지만 올릴 수 있습니다.',
  logoTooLarge: '로고 이미지는 2MB 이하만 올릴 수 있습니다.',
  noPendingBusinessNumber: '확인할 사업자등록번호 변경 요청이 없습니다.',
  pendingBusinessNumberTaken: '변경 요청된 사업자등록번호를 이미 다른 기업이 쓰고 있습니다. 중복 기업이라면 병합을 이용해 주세요.',
  mergeSame: '같은 기업끼리는 병합할 수 없습니다.',
  mergeTargetRequired: '병합할 대상 기업을 선택해 주세요.',
  /** Why a member may not file for a service yet, and how to get there. */
  serviceNeedsCompanyClass: (service: ServiceKey) =>
    `${withJosa(serviceLabels[service], '은/는')} 기업회원만 신청할 수 있습니다. 마이페이지에서 기업회원으로 전환하고 소속 기업을 등록하면 신청할 수 있습니다.`,
  serviceNeedsCompany: (service: ServiceKey) =>
    `${withJosa(serviceLabels[service], '은/는')} 소속 기업이 있는 기업회원만 신청할 수 있습니다. 마이페이지 > 기업 정보에서 기업을 등록하거나 가입을 요청해 주세요.`,
  serviceNeedsManager: (service: ServiceKey) => `${serviceLabels[service]} 신청은 소속 기업의 관리자만 할 수 있습니다. 기업 관리자에게 요청해 주세요.`,
} as const

/** The mails of the companies domain: subject, then the lines of the body. */
export const companyMails = {
  joinRequested: (companyName: string, requester: string) => ({
    subject: `${companyName} 가입 요청이 접수되었습니다`,
    lines: [`${requester}님이 ${companyName} 가입을 요청했습니다.`, '마이페이지 > 기업 정보에서 승인하거나 거절해 주세요.'],
  }),
  joinDecided: (companyName: string, approved: boolean) => ({
    subject: approved ? `${companyName} 가입 요청이 승인되었습니다` : `${companyName} 가입 요청이 거절되었습니다`,
    lines: approved
      ? [`${companyName}의 구성원이 되었습니다.`, '이제 기업 명의로 기술자문과 공동기술개발과제를 신청할 수 있습니다.']
      : [`${companyName}의 관리자가 가입 요청을 거절했습니다.`, '사업자등록번호를 확인하거나 기업 관리자에게 문의해 주세요.'],
  }),
  joinDecidedByYou: (companyName: string, requester: string, approved: boolean) => ({
    subject: `${companyName} 가입 요청을 ${approved ? '승인' : '거절'}했습니다`,
    lines: [`${requester}님의 가입 요청을 ${approved ? '승인' : '거절'}했습니다.`],
  }),
  invited: (companyName: string, inviter: string, link: string) => ({
    subject: `${companyName}에서 초대했습니다`,
    lines: [
      '안녕하세요.',
      `${inviter}님이 ${companyName}의 구성원으로 초대했습니다.`,
      `아래 링크에서 로그인하거나 회원가입한 뒤 초대를 수락해 주세요. 링크는 ${companyLimits.inviteHours}시간 동안 유효합니다.`,
      link,
    ],
  }),
  inviteAccepted: (companyName: string) => ({ subject: `${companyName}에 가입되었습니다`, lines: [`초대를 수락하여 ${companyName}의 구성원이 되었습니다.`] }),
}

export const companyLabels = {
  group: '기업·가족회사',
  company: '기업',
  companies: '기업',
  ...companyFieldLabels,
  pendingBusinessNumber: '변경 요청된 사업자등록번호',
  logo: '로고',
  logos: '기업 로고',
  userCompany: '소속 기업',
  userCompanyRole: '기업 내 역할',
  joinRequest: '기업 가입 요청',
  joinRequests: '기업 가입 요청',
  invite: '기업 초대',
  invites: '기업 초대',
  requester: '요청 회원',
  state: '상태',
  decidedBy: '처리한 관리자',
  decidedAt: '처리일시',
  email: '초대 이메일',
  invitedBy: '초대한 관리자',
  expiresAt: '만료일시',
  acceptedBy: '수락한 회원',
  stampedCompany: '소속 기업(신청 시점)',
  confirmBusinessNumber: (pending: string) => `사업자등록번호를 ${withJosa(formatBusinessNumber(pending), '으로/로')} 변경 확정`,
  rejectBusinessNumber: '변경 요청 반려',
  mergeInto: '이 기업을 다른 기업에 병합',
  mergeHelp: '구성원과 이 기업 명의의 신청·예약이 대상 기업으로 옮겨지고, 이 기업은 삭제됩니다.',
  mergeTarget: '대상 기업 ID',
  merge: '병합',
  done: '처리되었습니다.',
} as const
