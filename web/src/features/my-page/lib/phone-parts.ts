export type PhoneParts = [string, string, string]

export const splitPhone = (phone: string): PhoneParts => {
  const [first = '', second = '', third = ''] = phone.split('-')
  return [first, second, third]
}

export const joinPhone = (parts: PhoneParts) => parts.map((part) => part.trim()).join('-')
