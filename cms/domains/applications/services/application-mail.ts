import type { PayloadRequest } from 'payload'
import { type ApplicationState, applicationStates } from '../../../../contract/applications'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { labelOf } from '../../../../contract/equipment-options'
import { queueMemberNotice } from '../../../platform/mail/member-notice'
import type { NotificationEvent } from '../../../../contract/notifications'
import { notifyOfNotice } from '../../notifications'
import { publicOrigin } from '../../../platform/http/public-origin'
import type { ApplicationDoc } from './application-doc'
import type { Programme } from './application-registry'

/** What the subject line says happened, for "기술자문" and the like. */
const headline = (label: string, state: ApplicationState) =>
  ({
    received: `${label} 신청이 접수되었습니다`,
    review: `${label} 신청을 검토하고 있습니다`,
    revision: `${label} 신청에 보완이 필요합니다`,
    resubmitted: `${label} 신청이 다시 제출되었습니다`,
    approved: `${label} 신청이 승인되었습니다`,
    rejected: `${label} 신청이 반려되었습니다`,
    done: `${label}이(가) 완료되었습니다`,
    withdrawn: `${label} 신청이 취소되었습니다`,
  })[state]

/** The catalogue's event of an application's state (contract/notifications.ts); the other moves stay plain mails. */
const eventOfState: Partial<Record<ApplicationState, NotificationEvent>> = {
  revision: 'application.revision-requested',
  approved: 'application.approved',
  rejected: 'application.rejected',
}

/**
 * The member's notice about their application, at filing and at every later move (member-notice.ts):
 * through the notification service for the moves its catalogue names.
 */
export const queueApplicationMail = async (
  req: PayloadRequest,
  programme: Programme,
  doc: ApplicationDoc,
  reason: string | null,
  /** What happened when it is not a change of state (a waiting application given a seat). */
  happened?: string,
) => {
  const notice = {
    subject: happened ?? headline(programme.label, doc.state),
    facts: [
      `신청번호: ${doc.applicationNo}`,
      `제목: ${doc.title}`,
      `신청일시: ${formatSeoulDateTime(doc.createdAt)}`,
      `상태: ${labelOf(applicationStates, doc.state)}`,
    ],
    reason,
    followUp: `신청 내역 보기: ${publicOrigin(req)}${programme.myPagePath}?id=${doc.id}`,
  }
  const event = happened ? undefined : eventOfState[doc.state]
  if (!event) return queueMemberNotice(req, doc.member, notice)
  await notifyOfNotice(req, {
    event,
    member: doc.member,
    notice,
    link: `${programme.myPagePath}?id=${doc.id}`,
    variables: { 구분: programme.label, 신청번호: doc.applicationNo ?? '', 제목: doc.title, 사유: reason ?? '없음' },
    key: `application:${programme.collection}:${doc.id}:${doc.state}:${doc.history?.length ?? 0}`,
  })
}
