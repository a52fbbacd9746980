/** What the portal asks of a 알림톡/문자 provider; one file per provider implements it (providers.ts). */
export type PhoneProvider = {
  name: string
  /**
   * A Kakao 알림톡 from an approved template, named by its code with `variables` keyed `#{이름}`: the
   * provider fills the template it holds, so the text itself is not sent (SOLAPI asks for code and
   * variables without text).
   */
  sendAlimtalk(m: { to: string; templateCode: string; variables: Record<string, string> }): Promise<{ messageId: string }>
  /** A 문자: SMS up to 90 bytes as SOLAPI counts (sms-length.ts), LMS above; the subject only goes with LMS. */
  sendText(m: { to: string; text: string; subject?: string }): Promise<{ messageId: string; kind: 'SMS' | 'LMS' }>
}

/**
 * A send that did not happen. `refused`: the provider declined this message for this recipient (no
 * KakaoTalk, a template that does not match, a number it will not take), so trying again is useless
 * and a 알림톡 falls back to 문자. Not refused: the network, the provider's server or our credentials
 * failed, and the same message may go through on a later try.
 */
export class PhoneSendError extends Error {
  readonly code: string
  readonly refused: boolean

  constructor(message: string, { code, refused, cause }: { code: string; refused: boolean; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause })
    this.name = 'PhoneSendError'
    this.code = code
    this.refused = refused
  }
}
