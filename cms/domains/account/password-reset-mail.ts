import type { PayloadRequest } from 'payload'
import { escapeHtml } from '../../platform/text/escape-html'
import { mailSubject } from '../../platform/mail/outgoing-mail'
import { publicOrigin } from '../../platform/http/public-origin'
import { site } from '../../../contract/site'
import { findMessages } from './messages'

/** How long a reset link works; Payload stores the token with this expiry. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000

export const passwordResetLink = (req: PayloadRequest | undefined, token: string) => `${publicOrigin(req)}/login/changePw?token=${encodeURIComponent(token)}`

export const passwordResetSubject = () => mailSubject(findMessages.resetMailHeadline)

const lines = (name: string) => ({
  greeting: `${name ? `${name}님, ` : ''}안녕하세요. ${site.organizationName}입니다.`,
  body: `비밀번호 재설정을 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 ${RESET_LINK_TTL_MS / 3_600_000}시간 동안 한 번만 사용할 수 있습니다.`,
  ignore: '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
})

/** The portal's reset mail; Payload's own forgot-password mail (from /admin) uses the same text. */
export const passwordResetMail = (req: PayloadRequest | undefined, token: string, name: string) => {
  const link = passwordResetLink(req, token)
  const text = lines(name)
  return {
    subject: passwordResetSubject(),
    text: `${text.greeting}\n\n${text.body}\n\n${link}\n\n${text.ignore}`,
    html: `<p>${escapeHtml(text.greeting)}</p><p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(link)}">비밀번호 재설정하기</a><br>${escapeHtml(link)}</p><p>${escapeHtml(text.ignore)}</p>`,
  }
}
