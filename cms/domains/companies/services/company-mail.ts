import type { PayloadRequest } from 'payload'
import type { User } from '../../../payload-types'
import { queueMemberNotice } from '../../../platform/mail/member-notice'

const FOLLOW_UP = '마이페이지 > 기업 정보에서 확인할 수 있습니다.'

/** A companies mail to a member's account address, queued with the change it tells of. */
export const queueCompanyMail = (req: PayloadRequest, member: number | User, mail: { subject: string; lines: string[] }, followUp = FOLLOW_UP) =>
  queueMemberNotice(req, member, { subject: mail.subject, facts: mail.lines, followUp })
