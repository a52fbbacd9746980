/**
 * How the portal shows personal data on a screen that does not need it whole: enough for the owner
 * to recognise it, not for someone looking over their shoulder to take it.
 */

/** ho***@example.com. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`
}

/** 010-1234-5678 → 010-****-5678, whatever the separators. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 10 ? `${digits.slice(0, 3)}-****-${digits.slice(-4)}` : '***'
}
