import { phoneMessages } from './messages'
import { PhoneSendError, type PhoneProvider } from './phone-provider'
import { phoneConfigured, phoneSettings, type PhoneProviderName, type PhoneSettings } from './phone-settings'
import { solapiProvider } from './solapi-provider'

/** Each provider is one file; adding NHN Cloud or Aligo means one more line here and a name in phone-settings.ts. */
const providers: Record<PhoneProviderName, (settings: PhoneSettings) => PhoneProvider> = {
  solapi: solapiProvider,
}

const notConfigured = (name: string): PhoneProvider => {
  const refuse = () => Promise.reject(new PhoneSendError(phoneMessages.notConfigured, { code: 'NotConfigured', refused: true }))
  return { name, sendAlimtalk: refuse, sendText: refuse }
}

/**
 * The configured provider. Without a key and secret (a production site that has not signed up yet)
 * every send is refused with a message saying so: nothing pretends to have gone out.
 */
export const phoneProvider = (): PhoneProvider => {
  const settings = phoneSettings()
  return phoneConfigured(settings) ? providers[settings.provider](settings) : notConfigured(settings.provider)
}
