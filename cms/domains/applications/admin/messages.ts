import { withJosa } from '../../../platform/text/josa'

/** Korean text of the application screens in /admin. */
export const messages = {
  actionsTitle: '신청 처리',
  export: '엑셀로 내려받기 (현재 필터)',
  actionsNone: '이 상태에서는 더 처리할 수 없습니다.',
  awaitingMember: '회원이 내용을 보완해 다시 제출하면 이어서 처리할 수 있습니다.',
  reasonPlaceholder: '회원에게 전달할 사유 (보완요청·반려 시 필수)',
  working: '처리 중…',
  done: (label: string) => `${withJosa(label, '으로/로')} 처리했습니다. 회원에게 안내 메일을 보냈습니다.`,
  requestFailed: '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  buttons: {
    review: '검토 시작',
    revision: '보완요청',
    approved: '승인',
    rejected: '반려',
    done: '완료 처리',
  } as Record<string, string>,
} as const
