import { formatSeoulDateTime } from '../../../contract/date-format'
import { escapeHtml } from '../text/escape-html'

export type CapturedMail = {
  id: number
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  receivedAt: string
}

/**
 * Web addresses in a mail's text. Only http(s) ever becomes a link, so a `javascript:` or `data:` address
 * in a mail stays text; the closing punctuation of a sentence (`…/login.`) is not part of the address.
 */
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]}]/g

/** A mail's plain text as HTML: everything escaped, web addresses as links that open in a new tab. */
export const linkifiedText = (text: string) => {
  let html = ''
  let from = 0
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = escapeHtml(match[0])
    html += `${escapeHtml(text.slice(from, match.index))}<a href="${address}" target="_blank" rel="noopener noreferrer">${address}</a>`
    from = match.index + match[0].length
  }
  return html + escapeHtml(text.slice(from))
}

export const renderMailbox = (mails: CapturedMail[]) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>개발용 메일함</title>
<style>body{font-family:sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0 0 .5rem}
.meta{color:#666;font-size:.85rem}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f7f7;padding:.75rem;border-radius:6px}</style></head>
<body><h1>개발용 메일함</h1><p class="meta">개발·테스트 모드에서만 열립니다. 서버가 보낸 메일이 최신순으로 표시됩니다 (서버를 다시 시작하면 비워집니다). 받은 시각은 서울 시간입니다. 알림톡과 문자는 <a href="/dev/phone">개발용 문자함</a>에 있습니다.</p>
${mails.length === 0 ? '<p>받은 메일이 없습니다.</p>' : ''}
${mails
  .map(
    (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">받는 사람: ${escapeHtml(mail.to.join(', '))} · 보낸 사람: ${escapeHtml(mail.from)} · <time datetime="${escapeHtml(mail.receivedAt)}">${formatSeoulDateTime(mail.receivedAt)}</time></p>
<pre>${linkifiedText(mail.text)}</pre></article>`,
  )
  .join('\n')}
</body></html>`
