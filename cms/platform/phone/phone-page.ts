import { formatSeoulDateTime } from '../../../contract/date-format'
import { escapeHtml } from '../text/escape-html'
import { maskKoreanMobile } from './korean-mobile'

/** One message the development stand-in took, in the shape /dev/phone/messages answers. */
export type CapturedPhoneMessage = {
  id: string
  to: string
  from: string
  type: 'ATA' | 'SMS' | 'LMS'
  text: string
  subject: string
  templateId: string
  pfId: string
  variables: Record<string, string>
  receivedAt: string
}

const typeLabel = { ATA: '알림톡', SMS: '단문 문자(SMS)', LMS: '장문 문자(LMS)' } as const

const renderMessage = (message: CapturedPhoneMessage) => {
  const variables = Object.entries(message.variables)
  return `<article><p class="meta"><b>${typeLabel[message.type]}</b> · 보낸 번호: ${escapeHtml(message.from || '—')} · <time datetime="${escapeHtml(message.receivedAt)}">${formatSeoulDateTime(message.receivedAt)}</time>${
    message.templateId ? ` · 템플릿 코드: ${escapeHtml(message.templateId)}` : ''
  }</p>${message.subject ? `<h3>${escapeHtml(message.subject)}</h3>` : ''}<pre>${escapeHtml(message.text)}</pre>${
    variables.length > 0 ? `<p class="meta">변수: ${variables.map(([key, value]) => `${escapeHtml(key)} = ${escapeHtml(value)}`).join(', ')}</p>` : ''
  }</article>`
}

/** The stand-in's messages per phone number, numbers with the newest message first, each number's messages newest first. */
export const renderPhonePage = (newestFirst: CapturedPhoneMessage[]) => {
  const byNumber = new Map<string, CapturedPhoneMessage[]>()
  for (const message of newestFirst) byNumber.set(message.to, [...(byNumber.get(message.to) ?? []), message])
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>개발용 문자함</title>
<style>body{font-family:sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}
section{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}h3{font-size:1rem;margin:.25rem 0}
article{border-top:1px solid #eee;padding:.5rem 0}.meta{color:#666;font-size:.85rem;margin:.25rem 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f7f7;padding:.75rem;border-radius:6px;margin:.25rem 0}</style></head>
<body><h1>개발용 문자함</h1><p class="meta">개발·테스트 모드에서만 열립니다. 서버가 보낸 알림톡과 문자를 받는 번호별로, 최신순으로 보여 줍니다 (서버를 다시 시작하면 비워집니다). 받은 시각은 서울 시간입니다. 010-0000-으로 시작하는 번호는 카카오톡이 없는 번호로 보고 알림톡을 거절합니다. 메일은 <a href="/dev/mailbox">개발용 메일함</a>에 있습니다.</p>
${byNumber.size === 0 ? '<p>받은 메시지가 없습니다.</p>' : ''}
${[...byNumber]
  .map(
    ([number, messages]) =>
      `<section><h2>${escapeHtml(number)} <span class="meta">(${escapeHtml(maskKoreanMobile(number))}, ${messages.length}건)</span></h2>${messages.map(renderMessage).join('\n')}</section>`,
  )
  .join('\n')}
</body></html>`
}
