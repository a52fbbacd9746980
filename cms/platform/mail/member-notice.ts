import type { PayloadRequest } from 'payload'
import { site } from '../../../contract/site'
import type { User } from '../../payload-types'
import { accountRecipient } from './account-recipient'
import { mailOfLines, queueMail } from './outgoing-mail'

/** A mail about something the member filed (an application, a booking) and what just happened to it. */
export type MemberNotice = {
  /** Who the greeting names, when the form named someone other than the account. */
  addressee?: string
  subject: string
  /** The lines that identify what it is about: "신청번호: …", "상태: …". */
  facts: string[]
  /** Why staff decided as they did, when they said. */
  reason?: string | null
  /** Where the member follows it. */
  followUp: string
}

/** The first line of every mail to a member. */
export const greetingLine = (name: string) => `${name}님, 안녕하세요. ${site.organizationName}입니다.`

/**
 * The notice's paragraphs after the greeting: what happened, the facts, staff's reason, where to
 * follow it. The notification service (cms/domains/notifications) mails the same lines.
 */
export const memberNoticeLines = (notice: MemberNotice) => [
  `${notice.subject}.`,
  '',
  ...notice.facts,
  ...(notice.reason ? [`사유: ${notice.reason}`] : []),
  '',
  notice.followUp,
]

/**
 * Queues the notice in the caller's transaction, to the account's address (the form's e-mail is a
 * contact for staff). Nothing is sent when the account is gone. For notices the notification
 * catalogue does not cover (contract/notifications.ts); those it covers go through notify().
 */
export const queueMemberNotice = async (req: PayloadRequest, member: number | User | null | undefined, notice: MemberNotice) => {
  const recipient = await accountRecipient(req, member)
  if (!recipient) return
  await queueMail(req, mailOfLines(recipient.email, notice.subject, [greetingLine(notice.addressee ?? recipient.name), ...memberNoticeLines(notice)]))
}
