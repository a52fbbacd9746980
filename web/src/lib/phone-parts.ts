/** A phone number as the forms edit it: three parts, e.g. ['010', '1234', '5678']. */
export type PhoneParts = [string, string, string]

export const emptyPhone = (): PhoneParts => ['010', '', '']

/** "010-1234-5678", the form the server stores and checks (accountRules.phone). */
export const joinPhone = (parts: readonly string[]) => parts.map((part) => part.trim()).join('-')

export const splitPhone = (phone: string | null | undefined): PhoneParts => {
  const [first = '', second = '', third = ''] = (phone ?? '').split('-')
  return [first, second, third]
}
