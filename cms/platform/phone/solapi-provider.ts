import { SolapiMessageService } from 'solapi'
import { phoneMessages } from './messages'
import { PhoneSendError, type PhoneProvider } from './phone-provider'
import type { PhoneSettings } from './phone-settings'
import { LMS_MAX_BYTES, LMS_SUBJECT_MAX_BYTES, smsBytes, textKind } from './sms-length'
import { normalizeKoreanMobile } from './korean-mobile'

/** The SDK's errors carry an Effect `_tag`; read as data, since the SDK ships CommonJS and ESM copies of each class. */
type SdkError = { _tag?: string; errorCode?: string; errorMessage?: string; httpStatus?: number; message?: string }
type FailedMessage = { statusCode: string; statusMessage: string }

/** HTTP answers that say our side failed (credentials, clock, rate): the same message may go through later. */
const RETRYABLE_STATUS = new Set([401, 403, 408, 429])

const refusedBy = (failed: FailedMessage) =>
  new PhoneSendError(phoneMessages.refused(failed.statusCode, failed.statusMessage), { code: failed.statusCode, refused: true })

/**
 * SOLAPI's answers and the SDK's errors as a PhoneSendError. A message in failedMessageList was
 * declined for its recipient (refused). A 4xx other than the ones above is a request SOLAPI will
 * never take (refused too); the network, 5xx, retries run out and authentication are not.
 */
export const solapiError = (error: unknown): PhoneSendError => {
  if (error instanceof PhoneSendError) return error
  const sdk = (error ?? {}) as SdkError & { failedMessageList?: FailedMessage[] }
  switch (sdk._tag) {
    case 'MessageNotReceivedError':
      if (sdk.failedMessageList?.[0]) return refusedBy(sdk.failedMessageList[0])
      break
    case 'BadRequestError':
      return new PhoneSendError(phoneMessages.refused('BadRequest', sdk.message ?? ''), { code: 'BadRequest', refused: true, cause: error })
    case 'ClientError': {
      const code = sdk.errorCode ?? `HTTP_${sdk.httpStatus}`
      const refused = !RETRYABLE_STATUS.has(sdk.httpStatus ?? 0)
      const text = (refused ? phoneMessages.refused : phoneMessages.failed)(code, sdk.errorMessage ?? '')
      return new PhoneSendError(text, { code, refused, cause: error })
    }
  }
  const code = sdk.errorCode ?? sdk._tag ?? 'Unknown'
  return new PhoneSendError(phoneMessages.failed(code, sdk.errorMessage ?? sdk.message ?? String(error)), { code, refused: false, cause: error })
}

const recipient = (to: string) => {
  const number = normalizeKoreanMobile(to)
  if (!number) throw new PhoneSendError(phoneMessages.badNumber, { code: 'InvalidNumber', refused: true })
  return number
}

/** SOLAPI (also CoolSMS accounts) through its own SDK: one message per call, its id from the answer. */
export const solapiProvider = (settings: PhoneSettings): PhoneProvider => {
  const service = new SolapiMessageService(settings.apiKey, settings.apiSecret)

  const sendOne = async (message: Parameters<SolapiMessageService['send']>[0]) => {
    try {
      const answer = await service.send(message, { showMessageList: true })
      if (answer.failedMessageList.length > 0) throw refusedBy(answer.failedMessageList[0])
      return answer.messageList?.[0]?.messageId ?? answer.groupInfo.groupId
    } catch (error) {
      throw solapiError(error)
    }
  }

  return {
    name: 'solapi',
    async sendAlimtalk({ to, templateCode, variables }) {
      if (!settings.pfId) throw new PhoneSendError(phoneMessages.noPfId, { code: 'NoPfId', refused: true })
      const number = recipient(to)
      // disableSms: the portal chooses the fallback itself (the member's channels, quiet hours, the log).
      // No text: SOLAPI's support asks for pfId, templateId and variables alone, and fills the approved template.
      const messageId = await sendOne({
        to: number,
        from: settings.sender || undefined,
        type: 'ATA',
        kakaoOptions: { pfId: settings.pfId, templateId: templateCode, variables, disableSms: true },
      })
      return { messageId }
    },
    async sendText({ to, text, subject }) {
      if (!settings.sender) throw new PhoneSendError(phoneMessages.noSender, { code: 'NoSender', refused: true })
      if (!text.trim()) throw new PhoneSendError(phoneMessages.emptyText, { code: 'EmptyText', refused: true })
      const bytes = smsBytes(text)
      if (bytes > LMS_MAX_BYTES) throw new PhoneSendError(phoneMessages.tooLong(bytes), { code: 'TextTooLong', refused: true })
      const number = recipient(to)
      const kind = textKind(text)
      const lmsSubject = kind === 'LMS' && subject ? clipBytes(subject, LMS_SUBJECT_MAX_BYTES) : undefined
      const messageId = await sendOne({ to: number, from: settings.sender, type: kind, text, ...(lmsSubject ? { subject: lmsSubject } : {}) })
      return { messageId, kind }
    },
  }
}

/** A subject cut to what an LMS takes, at a character boundary. */
const clipBytes = (text: string, max: number) => {
  let kept = ''
  for (const character of text) {
    if (smsBytes(kept + character) > max) break
    kept += character
  }
  return kept
}
