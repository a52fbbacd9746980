import crypto from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type Request, type Response, type Router } from 'express'
import { type CapturedPhoneMessage, renderPhonePage } from './phone-page'
import { LMS_MAX_BYTES, SMS_MAX_BYTES, smsBytes, textKind } from './sms-length'

export type { CapturedPhoneMessage }

/** Enough for a development session or a test run; older messages fall off the front. */
const MAX_KEPT = 500
/** SOLAPI refuses a signature dated further than this from its clock, and one used twice within it. */
const SIGNATURE_WINDOW_MS = 15 * 60_000

/**
 * 010-0000-xxxx: numbers that "have no KakaoTalk". A 알림톡 to them is refused as SOLAPI refuses one to
 * a member without KakaoTalk, so the fallback to 문자 can be seen and tested (as `.invalid` mail bounces).
 */
export const NO_KAKAOTALK_NUMBER = /^0100000\d{4}$/

/**
 * The account the stand-in plays. `templates`: the 알림톡 templates Kakao approved for its 발신 프로필,
 * text by code, which SOLAPI fills with a message's variables; a code it does not hold, or a
 * `#{변수}` left without a value, is refused as SOLAPI refuses them.
 */
export type StandInAccount = { apiKey: string; apiSecret: string; pfId: string; sender: string; templates: Record<string, string> }

const TEMPLATE_VARIABLE = /#\{[^}]+\}/g

type IncomingMessage = {
  to?: unknown
  from?: unknown
  text?: unknown
  subject?: unknown
  type?: unknown
  kakaoOptions?: { pfId?: unknown; templateId?: unknown; variables?: unknown }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const apiError = (res: Response, status: number, errorCode: string, errorMessage: string) => res.status(status).json({ errorCode, errorMessage })

/** SOLAPI's identifiers: a prefix, the date and random letters. */
const solapiId = (prefix: string) =>
  `${prefix}4V${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${crypto.randomBytes(8).toString('hex').toUpperCase()}`

const counts = (total: number, failed: number) => ({
  total,
  sentTotal: 0,
  sentFailed: 0,
  sentSuccess: 0,
  sentPending: total - failed,
  sentReplacement: 0,
  refund: 0,
  registeredFailed: failed,
  registeredSuccess: total - failed,
})

const emptyCharge = { sms: {}, lms: {}, mms: {}, ata: {}, cta: {}, cti: {}, nsa: {}, rcs_sms: {}, rcs_lms: {}, rcs_mms: {}, rcs_tpl: {} }
const zeroProfit = { sms: 0, lms: 0, mms: 0, ata: 0, cta: 0, cti: 0, nsa: 0, rcs_sms: 0, rcs_lms: 0, rcs_mms: 0, rcs_tpl: 0 }
const zeroMoney = { requested: 0, replacement: 0, refund: 0, sum: 0 }

/** The group SOLAPI answers with, in the shape the SDK reads (detailGroupMessageResponseSchema). */
const groupInfo = (accountId: string, total: number, failed: number) => {
  const now = new Date().toISOString()
  return {
    count: counts(total, failed),
    countForCharge: emptyCharge,
    balance: zeroMoney,
    point: zeroMoney,
    app: { profit: zeroProfit, appId: null },
    log: [],
    status: 'SENDING',
    allowDuplicates: false,
    isRefunded: false,
    accountId,
    masterAccountId: null,
    apiVersion: '4',
    groupId: solapiId('G'),
    price: {},
    dateCreated: now,
    dateUpdated: now,
    scheduledDate: null,
    dateSent: null,
    dateCompleted: null,
  }
}

/**
 * Checks `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` as SOLAPI does: the key, the
 * HMAC of date + salt under the secret, a date within 15 minutes, and no signature used twice.
 */
const checkSignature = (account: StandInAccount, usedSignatures: Map<string, number>, header: string | undefined) => {
  const match = /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]+)$/i.exec(header ?? '')
  if (!match) return { status: 401, errorCode: 'InvalidAuthorizationHeader', errorMessage: 'Authorization 헤더 형식이 올바르지 않습니다.' }
  const [, apiKey, date, salt, signature] = match
  if (apiKey !== account.apiKey) return { status: 403, errorCode: 'InvalidApiKey', errorMessage: '유효하지 않은 API Key 입니다.' }
  const expected = crypto
    .createHmac('sha256', account.apiSecret)
    .update(date + salt)
    .digest('hex')
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { status: 403, errorCode: 'SignatureDoesNotMatch', errorMessage: '생성한 signature를 확인하세요.' }
  }
  const signedAt = Date.parse(date)
  if (!Number.isFinite(signedAt) || Math.abs(Date.now() - signedAt) > SIGNATURE_WINDOW_MS) {
    return { status: 403, errorCode: 'RequestTimeTooSkewed', errorMessage: '요청 시각이 서버 시각과 15분 넘게 차이 납니다.' }
  }
  for (const [used, at] of usedSignatures) if (Date.now() - at > SIGNATURE_WINDOW_MS) usedSignatures.delete(used)
  if (usedSignatures.has(signature)) return { status: 403, errorCode: 'DuplicatedSignature', errorMessage: '15분 안에 같은 signature를 다시 쓸 수 없습니다.' }
  usedSignatures.set(signature, Date.now())
  return null
}

type Verdict = { ok: CapturedPhoneMessage } | { statusCode: string; statusMessage: string; type: string }

/** What SOLAPI would do with one message: take it, or decline it with its status code and Korean reason. */
const judge = (account: StandInAccount, message: IncomingMessage): Verdict => {
  const to = text(message.to).replace(/\D/g, '')
  const from = text(message.from).replace(/\D/g, '')
  const body = text(message.text)
  const kakao = message.kakaoOptions
  const type = kakao ? 'ATA' : text(message.type) || textKind(body)
  const refuse = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage, type })
  if (!/^01\d{8,9}$/.test(to)) return refuse('1021', '수신번호 형식이 올바르지 않습니다.')
  if (type === 'ATA') {
    if (text(kakao?.pfId) !== account.pfId) return refuse('3008', '등록되지 않은 발신 프로필(pfId)입니다.')
    if (!text(kakao?.templateId)) return refuse('3011', '알림톡 템플릿 코드가 없습니다.')
    if (!Object.hasOwn(account.templates, text(kakao?.templateId))) return refuse('3013', '등록되지 않았거나 검수를 마치지 않은 알림톡 템플릿입니다.')
    if (NO_KAKAOTALK_NUMBER.test(to)) return refuse('3104', '카카오톡을 사용하지 않는 번호입니다. 알림톡을 보낼 수 없습니다.')
  } else if (type === 'SMS' || type === 'LMS') {
    if (from !== account.sender) return refuse('1062', '등록되지 않은 발신번호입니다.')
    if (!body) return refuse('1040', '메시지 내용이 없습니다.')
    const bytes = smsBytes(body)
    if (type === 'SMS' && bytes > SMS_MAX_BYTES) return refuse('1043', `SMS는 ${SMS_MAX_BYTES}바이트까지 보낼 수 있습니다.`)
    if (bytes > LMS_MAX_BYTES) return refuse('1043', `LMS는 ${LMS_MAX_BYTES}바이트까지 보낼 수 있습니다.`)
  } else {
    return refuse('1011', '이 대역 서버가 받지 않는 메시지 유형입니다.')
  }
  const given = kakao?.variables && typeof kakao.variables === 'object' ? (kakao.variables as Record<string, unknown>) : {}
  const variables = Object.fromEntries(Object.entries(given).map(([key, value]) => [key, String(value)]))
  // What the member reads: a 알림톡 is the approved template filled in, whatever text came along.
  let shown = body
  if (type === 'ATA') {
    const template = account.templates[text(kakao?.templateId)]!
    const unfilled = (template.match(TEMPLATE_VARIABLE) ?? []).filter((name) => !Object.hasOwn(variables, name))
    if (unfilled.length > 0) return refuse('3016', `템플릿 변수 ${unfilled.join(', ')}의 값이 없습니다.`)
    shown = template.replace(TEMPLATE_VARIABLE, (name) => variables[name]!)
  }
  return {
    ok: {
      id: solapiId('M'),
      to,
      from,
      type: type as CapturedPhoneMessage['type'],
      text: shown,
      subject: type === 'LMS' ? text(message.subject) : '',
      templateId: text(kakao?.templateId),
      pfId: text(kakao?.pfId),
      variables,
      receivedAt: new Date().toISOString(),
    },
  }
}

/**
 * Development and test stand-in for SOLAPI: an HTTP server on loopback that speaks
 * POST /messages/v4/send-many/detail as SOLAPI does (signature checked, 알림톡 to 010-0000-xxxx refused)
 * and keeps what it took in memory, plus /dev/phone and its JSON for tests. Never in production.
 */
export const startPhoneStandIn = async (account: StandInAccount, log: (line: string) => void = () => {}) => {
  const messages: CapturedPhoneMessage[] = []
  const usedSignatures = new Map<string, number>()
  const accountId = `standin-${account.apiKey}`

  const api = express()
  api.post('/messages/v4/send-many/detail', express.json({ limit: '5mb' }), (req: Request, res: Response) => {
    const refused = checkSignature(account, usedSignatures, req.headers.authorization)
    if (refused) return apiError(res, refused.status, refused.errorCode, refused.errorMessage)
    const incoming = (req.body as { messages?: IncomingMessage[] } | undefined)?.messages
    if (!Array.isArray(incoming) || incoming.length === 0) return apiError(res, 400, 'ValidationError', 'messages 가 비어 있습니다.')
    const failedMessageList: object[] = []
    const messageList: object[] = []
    for (const message of incoming) {
      const verdict = judge(account, message)
      if ('ok' in verdict) {
        messages.push(verdict.ok)
        if (messages.length > MAX_KEPT) messages.shift()
        messageList.push({ messageId: verdict.ok.id, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ' })
        log(`[개발용 문자함] ${verdict.ok.to} ← ${verdict.ok.type} ${verdict.ok.templateId || verdict.ok.text.slice(0, 20)}`)
      } else {
        failedMessageList.push({
          to: text(message.to),
          from: text(message.from),
          type: verdict.type,
          statusMessage: verdict.statusMessage,
          country: '82',
          messageId: solapiId('M'),
          statusCode: verdict.statusCode,
          accountId,
        })
      }
    }
    const showMessageList = (req.body as { showMessageList?: unknown }).showMessageList === true
    res.json({ failedMessageList, groupInfo: groupInfo(accountId, incoming.length, failedMessageList.length), ...(showMessageList ? { messageList } : {}) })
  })
  api.use((_req: Request, res: Response) => apiError(res, 404, 'NotFound', '이 대역 서버에 없는 주소입니다.'))

  const server = createServer(api)
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(process.env.PHONE_STANDIN_PORT ?? 0), '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })

  const newestFirst = (to: string) => {
    const number = to.replace(/\D/g, '')
    return (number ? messages.filter((message) => message.to === number) : messages).slice().reverse()
  }
  const router: Router = express.Router()
  router.get('/dev/phone/messages', (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ messages: newestFirst(typeof req.query.to === 'string' ? req.query.to : '') })
  })
  router.get('/dev/phone', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.type('html').send(renderPhonePage(newestFirst('')))
  })

  return {
    url: `http://127.0.0.1:${port}`,
    router,
    messages: newestFirst,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type PhoneStandIn = Awaited<ReturnType<typeof startPhoneStandIn>>

/**
 * Starts the stand-in for this process and points the SOLAPI settings at it (key, secret, 발신 프로필,
 * 발신번호 and SOLAPI_API_URL), so the real SDK signs with a secret the stand-in checks.
 */
export const startStandInForProcess = async (templates: Record<string, string>, log: (line: string) => void) => {
  const account: StandInAccount = {
    apiKey: 'NCSDEVSTANDIN0001',
    apiSecret: crypto.randomBytes(16).toString('hex'),
    pfId: 'KA01PF_DEV_STANDIN',
    sender: (process.env.SOLAPI_SENDER ?? '').replace(/\D/g, '') || '0212345678',
    templates,
  }
  const standIn = await startPhoneStandIn(account, log)
  process.env.SOLAPI_API_KEY = account.apiKey
  process.env.SOLAPI_API_SECRET = account.apiSecret
  process.env.SOLAPI_PF_ID = account.pfId
  process.env.SOLAPI_SENDER = account.sender
  process.env.SOLAPI_API_URL = standIn.url
  return standIn
}
