/**
 * The length of a 문자 as Korean carriers and SOLAPI count it: bytes in EUC-KR, where ASCII takes one
 * byte and every other character (한글, 한자, symbols) two.
 */
export const smsBytes = (text: string) => {
  let bytes = 0
  for (const character of text) bytes += character.codePointAt(0)! <= 0x7f ? 1 : 2
  return bytes
}

/** The most an SMS holds; a longer text goes as LMS. */
export const SMS_MAX_BYTES = 90
/** The most an LMS holds, and the most its subject holds. */
export const LMS_MAX_BYTES = 2000
export const LMS_SUBJECT_MAX_BYTES = 40

export const textKind = (text: string): 'SMS' | 'LMS' => (smsBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS')
