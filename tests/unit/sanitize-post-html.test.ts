import { describe, expect, it } from 'vitest'
import { sanitizePostHtml } from '../../cms/domains/member-boards/services/post-content'

describe("a member post's HTML", () => {
  it('keeps the formatting the editor offers', () => {
    const html = '<h2>제목</h2><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p><ul><li>항목</li></ul><blockquote>인용</blockquote>'
    expect(sanitizePostHtml(html)).toBe(html)
  })

  it('drops scripts, styles and event handlers', () => {
    expect(sanitizePostHtml('<p onclick="x()" style="color:red">본문<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>본문</p>')
  })

  it('keeps web and mail links and turns any other link into its text', () => {
    const html = '<p><a href="javascript:alert(1)">나쁜</a> <a href="https://example.com" target="_blank">좋은</a> <a href="mailto:a@example.com">메일</a></p>'
    expect(sanitizePostHtml(html)).toBe('<p>나쁜 <a href="https://example.com">좋은</a> <a href="mailto:a@example.com">메일</a></p>')
  })

  it('drops images and frames that would load from elsewhere', () => {
    expect(sanitizePostHtml('<p>본문<img src="https://evil.example/x.png"><iframe src="https://evil.example"></iframe></p>')).toBe('<p>본문</p>')
  })
})
