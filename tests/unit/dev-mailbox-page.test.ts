import { describe, expect, it } from 'vitest'
import { type CapturedMail, linkifiedText, renderMailbox } from '../../cms/platform/mail/mailbox-page'

const mail = (text: string, receivedAt = '2026-11-26T02:14:00.000Z'): CapturedMail => ({
  id: 1,
  to: ['member1@example.com'],
  from: 'no-reply@saesol.ac.kr',
  subject: '[새솔대학교 산학협력단] 비밀번호 재설정 안내',
  text,
  html: '',
  receivedAt,
})

describe('the development mailbox page', () => {
  it('shows when a mail arrived in Seoul time, in the shared date-time format', () => {
    const page = renderMailbox([mail('본문')])
    expect(page).toContain('2026.11.26 11:14')
    expect(page).not.toContain('>2026-11-26T02:14:00.000Z<')
  })

  it('turns http(s) addresses into links, leaving the closing full stop outside', () => {
    expect(linkifiedText('링크: http://localhost:3000/login/changePw?token=a&b=1.')).toBe(
      '링크: <a href="http://localhost:3000/login/changePw?token=a&amp;b=1" target="_blank" rel="noopener noreferrer">http://localhost:3000/login/changePw?token=a&amp;b=1</a>.',
    )
    expect(renderMailbox([mail('보기: https://portal.saesol.ac.kr/myPage')])).toContain('<a href="https://portal.saesol.ac.kr/myPage"')
  })

  it('keeps markup and other schemes of a mail as text', () => {
    const html = linkifiedText('<script>alert(1)</script> javascript:alert(1) data:text/html,x <img src=x onerror=alert(1)> https://a.example/"><b>x')
    expect(html).not.toMatch(/<(script|img|b)\b/)
    expect(html).not.toContain('href="javascript:')
    expect(html).not.toContain('href="data:')
    expect(html).toContain('&lt;script&gt;')
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toContain('<a href="https://a.example/"')
  })
})
