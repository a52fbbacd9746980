import { emailDomains } from '@contract/account-rules'

export const DIRECT_INPUT = 'direct'

export type EmailParts = { local: string; domainChoice: string; customDomain: string }

export const splitEmail = (email: string): EmailParts => {
  const [local = '', domain = ''] = email.split('@')
  const known = (emailDomains as readonly string[]).includes(domain)
  return { local, domainChoice: known ? domain : DIRECT_INPUT, customDomain: known ? '' : domain }
}

export const joinEmail = ({ local, domainChoice, customDomain }: EmailParts) => {
  const domain = domainChoice === DIRECT_INPUT ? customDomain : domainChoice
  return `${local.trim()}@${domain.trim()}`.toLowerCase()
}
