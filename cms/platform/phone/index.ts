/** Sending to a phone: 알림톡 and 문자 through the configured provider (README "문자·알림톡 발송 설정"). */
export { phoneProvider } from './providers'
export { PhoneSendError, type PhoneProvider } from './phone-provider'
export { phoneSettings, phoneConfigured, type PhoneSettings } from './phone-settings'
export { normalizeKoreanMobile, maskKoreanMobile } from './korean-mobile'
export { smsBytes, textKind, SMS_MAX_BYTES } from './sms-length'
