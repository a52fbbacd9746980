import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { describeDownloadReason, downloadReasonDetailMax, downloadReasonParams, downloadReasons, otherDownloadReason } from '../../../../contract/access-log'
import { parseQuery } from '../../../platform/http/request'
import { messages } from '../messages'

/** 다운로드 사유 as an export's or a print's query carries it; 기타 needs words of its own. */
const downloadReasonQuery = z
  .object({
    [downloadReasonParams.reason]: z.enum(downloadReasons, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? messages.reasonRequired : messages.reasonUnknown),
    }),
    [downloadReasonParams.detail]: z.string().trim().max(downloadReasonDetailMax, messages.reasonDetailTooLong(downloadReasonDetailMax)).optional().default(''),
  })
  .refine((query) => query[downloadReasonParams.reason] !== otherDownloadReason || query[downloadReasonParams.detail] !== '', {
    message: messages.reasonDetailRequired,
  })

/**
 * The reason a CSV export or a roster print was asked for, as the log writes it; a request without
 * one is refused with a Korean 400 before anything is read. No reason, no file.
 */
export const downloadReasonOf = (req: PayloadRequest) => {
  const query = parseQuery(downloadReasonQuery, req)
  return describeDownloadReason(query[downloadReasonParams.reason], query[downloadReasonParams.detail])
}
