/**
 * 개인정보 접속기록 (개인정보의 안전성 확보조치 기준 §8): what an entry says was done, and the 다운로드 사유
 * a CSV export or a roster print asks for first. The admin's reason dialog and the server share them.
 */
export const accessActionLabels = { view: '조회', create: '생성', update: '수정', delete: '삭제', print: '출력', download: '다운로드' } as const
export type AccessAction = keyof typeof accessActionLabels
// Stored as English codes: GraphQL spells select values as enum names, which allow only ASCII letters.
export const accessActions = Object.keys(accessActionLabels) as AccessAction[]

export const downloadReasons = ['업무 처리', '민원 대응', '통계·보고', '감사 대응', '기타'] as const
export type DownloadReason = (typeof downloadReasons)[number]

/** The reason that needs words of its own. */
export const otherDownloadReason: DownloadReason = '기타'

export const downloadReasonDetailMax = 200

/** The query parameters an export or a print carries its reason in. */
export const downloadReasonParams = { reason: 'downloadReason', detail: 'downloadReasonDetail' } as const

/** The reason as the log writes it: the choice, then the words when there are any. */
export const describeDownloadReason = (reason: DownloadReason, detail: string) => (detail ? `${reason}: ${detail}` : reason)

/** A download address with its reason appended to the query it already has. */
export const withDownloadReason = (href: string, reason: DownloadReason, detail: string) => {
  const query = new URLSearchParams({ [downloadReasonParams.reason]: reason, ...(detail ? { [downloadReasonParams.detail]: detail } : {}) })
  return `${href}${href.includes('?') ? '&' : '?'}${query.toString()}`
}
