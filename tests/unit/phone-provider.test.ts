import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeKoreanMobile, PhoneSendError, phoneProvider, smsBytes, textKind } from '../../cms/platform/phone'
import { type PhoneStandIn, startPhoneStandIn } from '../../cms/platform/phone/phone-standin'
import { routeSolapiApi } from '../../cms/platform/phone/solapi-route'
import { renderPhonePage } from '../../cms/platform/phone/phone-page'

/** The real SOLAPI SDK, its real HTTP and signature, against the loopback stand-in. */
const account = {
  apiKey: 'NCSTESTKEY000001',
  apiSecret: 'test-secret-0123456789abcdef',
  pfId: 'KA01PF_TEST',
  sender: '0212345678',
  templates: { TPL_BOOKING_APPROVED: '#{이름}님, #{장비} 예약이 승인되었습니다.', TPL_NOTICE: '안내' },
}
const saved = { ...process.env }
let standIn: PhoneStandIn

const useSettings = (overrides: Record<string, string> = {}) => {
  Object.assign(process.env, {
    SOLAPI_API_KEY: account.apiKey,
    SOLAPI_API_SECRET: account.apiSecret,
    SOLAPI_PF_ID: account.pfId,
    SOLAPI_SENDER: '02-1234-5678',
    SOLAPI_API_URL: standIn.url,
    ...overrides,
  })
}

const refusal = async (sending: Promise<unknown>) => {
  const error = await sending.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(PhoneSendError)
  return error as PhoneSendError
}

beforeAll(async () => {
  standIn = await startPhoneStandIn(account)
  routeSolapiApi(standIn.url)
})
beforeEach(() => useSettings())
afterAll(async () => {
  process.env = saved
  await standIn.close()
})

describe('the SOLAPI provider against the stand-in', () => {
  it('delivers a 알림톡 as its template code and variables, which the provider fills into the approved text', async () => {
    const variables = { '#{이름}': '홍길동', '#{장비}': '주사전자현미경' }
    const { messageId } = await phoneProvider().sendAlimtalk({ to: '010-2345-6789', templateCode: 'TPL_BOOKING_APPROVED', variables })
    const [message] = standIn.messages('01023456789')
    expect(message).toMatchObject({ id: messageId, to: '01023456789', type: 'ATA', templateId: 'TPL_BOOKING_APPROVED', pfId: account.pfId, variables })
    expect(message!.text).toBe('홍길동님, 주사전자현미경 예약이 승인되었습니다.')
  })

  it('refuses a 알림톡 whose template the provider does not hold, or whose #{변수} has no value', async () => {
    const unknown = await refusal(phoneProvider().sendAlimtalk({ to: '01023456780', templateCode: 'TPL_NOT_APPROVED', variables: {} }))
    expect(unknown).toMatchObject({ refused: true, code: '3013' })
    const unfilled = await refusal(
      phoneProvider().sendAlimtalk({ to: '01023456780', templateCode: 'TPL_BOOKING_APPROVED', variables: { '#{이름}': '홍길동' } }),
    )
    expect(unfilled).toMatchObject({ refused: true, code: '3016' })
    expect(unfilled.message).toContain('#{장비}')
    expect(standIn.messages('01023456780')).toEqual([])
  })

  it('refuses a 알림톡 to a number without KakaoTalk (010-0000-xxxx) as refused, so 문자 can follow', async () => {
    const error = await refusal(phoneProvider().sendAlimtalk({ to: '010-0000-1234', templateCode: 'TPL_NOTICE', variables: {} }))
    expect(error.refused).toBe(true)
    expect(error.code).toBe('3104')
    expect(error.message).toContain('카카오톡')
    expect(standIn.messages('01000001234')).toEqual([])
  })

  it('sends a short text as SMS and a long one as LMS with its subject', async () => {
    const short = await phoneProvider().sendText({ to: '01034567890', text: '[새솔대 산학협력단] 인증번호 123456', subject: '무시됨' })
    expect(short.kind).toBe('SMS')
    const long = '가'.repeat(46)
    const sent = await phoneProvider().sendText({ to: '01034567890', text: long, subject: '예약 안내' })
    expect(sent.kind).toBe('LMS')
    const [lms, sms] = standIn.messages('01034567890')
    expect(lms).toMatchObject({ id: sent.messageId, type: 'LMS', subject: '예약 안내', text: long, from: '0212345678' })
    expect(sms).toMatchObject({ id: short.messageId, type: 'SMS', subject: '' })
  })

  it('surfaces a wrong secret, which the stand-in refuses by its signature, as a failure worth retrying', async () => {
    useSettings({ SOLAPI_API_SECRET: 'not-the-secret' })
    const before = standIn.messages('').length
    const error = await refusal(phoneProvider().sendText({ to: '01045678901', text: '안내' }))
    expect(error.refused).toBe(false)
    expect(error.code).toBe('SignatureDoesNotMatch')
    expect(standIn.messages('').length).toBe(before)
  })

  it('surfaces an unknown key the same way', async () => {
    useSettings({ SOLAPI_API_KEY: 'NCSUNKNOWN' })
    const error = await refusal(phoneProvider().sendAlimtalk({ to: '01045678901', templateCode: 'TPL_NOTICE', variables: {} }))
    expect(error).toMatchObject({ refused: false, code: 'InvalidApiKey' })
  })

  it('refuses every send, saying why, when no key is set', async () => {
    useSettings({ SOLAPI_API_KEY: '', SOLAPI_API_SECRET: '' })
    const error = await refusal(phoneProvider().sendText({ to: '01045678901', text: '안내' }))
    expect(error).toMatchObject({ refused: true, code: 'NotConfigured' })
    expect(error.message).toContain('SOLAPI_API_KEY')
  })
})

describe('phone numbers and lengths', () => {
  it('normalises Korean mobile numbers and rejects others', () => {
    expect(normalizeKoreanMobile('010-1234-5678')).toBe('01012345678')
    expect(normalizeKoreanMobile(' 010 1234 5678 ')).toBe('01012345678')
    expect(normalizeKoreanMobile('+82 10-1234-5678')).toBe('01012345678')
    expect(normalizeKoreanMobile('011-123-4567')).toBe('0111234567')
    expect(normalizeKoreanMobile('02-123-4567')).toBeNull()
    expect(normalizeKoreanMobile('010-1234-567a')).toBeNull()
    expect(normalizeKoreanMobile('')).toBeNull()
  })

  it('counts bytes as SOLAPI does: 한글 two, ASCII one; over 90 is LMS', () => {
    expect(smsBytes('가a')).toBe(3)
    expect(textKind('가'.repeat(45))).toBe('SMS')
    expect(textKind('가'.repeat(45) + 'a')).toBe('LMS')
    expect(textKind('a'.repeat(90))).toBe('SMS')
  })
})

describe('the /dev/phone page', () => {
  it('groups the messages per number, the number with the newest message first, escaped', () => {
    const message = (id: string, to: string, text: string) => ({
      id,
      to,
      from: '0212345678',
      type: 'SMS' as const,
      text,
      subject: '',
      templateId: '',
      pfId: '',
      variables: {},
      receivedAt: '2026-11-26T05:05:00.000Z',
    })
    const page = renderPhonePage([message('3', '01022223333', '<b>셋</b>'), message('2', '01011112222', '둘'), message('1', '01022223333', '하나')])
    expect(page.indexOf('01022223333')).toBeLessThan(page.indexOf('01011112222'))
    expect(page).toContain('010-****-3333, 2건')
    expect(page.indexOf('&lt;b&gt;셋&lt;/b&gt;')).toBeLessThan(page.indexOf('하나'))
    expect(page).toContain('2026.11.26 14:05')
  })
})
