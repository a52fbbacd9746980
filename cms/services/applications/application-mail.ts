import type { PayloadRequest } from 'payload'
import { type ApplicationState, applicationStates } from '../../../contract/applications'
import { labelOf } from '../../../contract/equipment-options'
import { site } from '../../../contract/site'
import { systemAccess } from '../../access/system-access'
import { applicationMessages } from '../../applications/messages'
import { escapeHtml } from '../../lib/escape-html'
import { publicOrigin } from '../../lib/public-origin'
import { relationId } from '../../lib/relation-id'
import type { User } from '../../payload-types'
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

/**
 * Tells the member about their application, at filing and at every later move, at the verified
 * account address (the form's e-mail is a contact for staff; mailing it would let anyone make the
 * portal write to any address). It never throws: the move is saved either way and shows in my-page.
 */
export const sendApplicationMail = async (
  req: PayloadRequest,
  programme: Programme,
  doc: ApplicationDoc,
  reason: string | null,
  /** What happened when it is not a change of state (a waiting application given a seat). */
  happened?: string,
) => {
  try {
    const member = (await req.payload.findByID({
      collection: 'users',
      id: relationId(doc.member),
      depth: 0,
      ...systemAccess('mail recipient'),
      req,
      disableErrors: true,
    })) as User | null
    if (!member?.email) return
    const subject = happened ?? headline(programme.label, doc.state)
    const lines = [
      `${member.name}님, 안녕하세요. ${site.organizationName}입니다.`,
      `${subject}.`,
      '',
      `신청번호: ${doc.applicationNo}`,
      `제목: ${doc.title}`,
      `상태: ${labelOf(applicationStates, doc.state)}`,
      ...(reason ? [`사유: ${reason}`] : []),
      '',
      `신청 내역 보기: ${publicOrigin(req)}${programme.myPagePath}?id=${doc.id}`,
    ]
    await req.payload.sendEmail({
      to: member.email,
      subject: applicationMessages.mailSubject(subject),
      text: lines.join('\n'),
      html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `application mail ${doc.applicationNo} failed` })
  }
}
