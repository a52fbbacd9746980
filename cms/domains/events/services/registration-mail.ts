import type { PayloadRequest } from 'payload'
import QRCode from 'qrcode'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { accountRecipient } from '../../../platform/mail/account-recipient'
import { greetingLine } from '../../../platform/mail/member-notice'
import { mailOfLines, queueMail } from '../../../platform/mail/outgoing-mail'
import { publicOrigin } from '../../../platform/http/public-origin'
import { escapeHtml } from '../../../platform/text/escape-html'
import type { Event, EventRegistration } from '../../../payload-types'
import { notifyOfNotice } from '../../notifications'
import { eventMessages as msg } from '../messages'
import { ticketToken } from './ticket-token'

const QR_CID = 'event-ticket-qr'

export const ticketPath = (registrationId: number) => `/myPage/eventTicket?id=${registrationId}`

export const whenOf = (event: Pick<Event, 'startsAt' | 'endsAt'>) => `${formatSeoulDateTime(event.startsAt)} ~ ${formatSeoulDateTime(event.endsAt)}`

/** The ticket's QR code as SVG markup (the ticket page) and as PNG bytes (the mail). */
export const ticketQrSvg = (token: string) => QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
const ticketQrPng = (token: string) => QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 })

const factLines = (event: Event) => [msg.whenLine(whenOf(event)), ...(event.place ? [msg.placeLine(event.place)] : [])]

/**
 * The mail a registration gets when it is taken: confirmed, with the ticket's QR code inline (a cid
 * image, so mail programs that block remote images still show it) and the link to the ticket page;
 * or waiting, with its number. Sent to the account's address, queued in the caller's request.
 */
export const queueRegistrationMail = async (req: PayloadRequest, event: Event, registration: EventRegistration, waitingNumber: number | null) => {
  const recipient = await accountRecipient(req, registration.member)
  if (!recipient) return
  const link = `${publicOrigin(req)}${ticketPath(registration.id)}`
  const greeting = greetingLine(registration.name)
  if (registration.status === 'waiting') {
    await queueMail(
      req,
      mailOfLines(recipient.email, msg.waitingHeadline, [greeting, msg.waitingLine(event.title, waitingNumber ?? 0), '', ...factLines(event)]),
    )
    return
  }
  const token = ticketToken(req.payload.secret, registration.ticketNonce)
  const lines = [greeting, msg.confirmedLine(event.title), '', ...factLines(event), '', msg.ticketLine(link)]
  const mail = mailOfLines(recipient.email, msg.confirmedHeadline, lines)
  const qr = `<p><img src="cid:${QR_CID}" alt="${escapeHtml(msg.qrAlt)}" width="240" height="240"></p>`
  await queueMail(req, {
    ...mail,
    html: mail.html + qr,
    inlineImages: [{ cid: QR_CID, filename: 'ticket-qr.png', contentType: 'image/png', contentBase64: (await ticketQrPng(token)).toString('base64') }],
  })
}

/** Tells a member whose waiting registration just got a seat, on the channels they chose. */
export const notifySeatGiven = async (req: PayloadRequest, event: Event, registration: EventRegistration) => {
  const link = ticketPath(registration.id)
  await notifyOfNotice(req, {
    event: 'event.seat-given',
    member: registration.member,
    notice: {
      addressee: registration.name,
      subject: msg.seatGivenHeadline,
      facts: [msg.seatGivenLine(event.title), ...factLines(event)],
      followUp: msg.ticketLine(`${publicOrigin(req)}${link}`),
    },
    link,
    variables: { 행사명: event.title, 행사일시: whenOf(event), 장소: event.place || '온라인' },
    key: `event-registration:${registration.id}:seat-given`,
  })
}
