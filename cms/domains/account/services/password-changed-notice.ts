import type { PayloadRequest } from 'payload'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { publicOrigin } from '../../../platform/http/public-origin'
import { notifyOfNotice } from '../../notifications'
import { accountMessages } from '../messages'

/**
 * 비밀번호 변경 알림: after a change on the my-page or a reset by link. The e-mail always goes
 * (the catalogue locks it); someone who did not change it learns at once where to act.
 */
export const notifyPasswordChanged = async (req: PayloadRequest, userId: number, now = new Date()) => {
  const when = formatSeoulDateTime(now.toISOString())
  await notifyOfNotice(req, {
    event: 'account.password-changed',
    member: userId,
    notice: {
      subject: accountMessages.passwordChangedHeadline,
      facts: [`변경일시: ${when}`],
      followUp: accountMessages.passwordChangedFollowUp(`${publicOrigin(req)}/login/findPw01`),
    },
    link: '/myPage',
    variables: { 변경일시: when },
    key: `password:${userId}:${now.toISOString()}`,
  })
}
