import { memberClassConditions, memberClassServices, type MemberClassValue, serviceLabels } from '@contract/companies'

/**
 * What a member class may apply for, in one sentence, from the rule both sides hold
 * (contract/companies.ts): the join screen and the my-page class control say the same thing.
 */
export const describeMemberClassServices = (memberClass: string) => {
  const services = memberClassServices[memberClass as MemberClassValue]
  if (!services) return ''
  const list = services.map((service) => serviceLabels[service]).join(', ')
  const condition = memberClassConditions[memberClass as MemberClassValue]
  return `신청할 수 있는 서비스: ${list}.${condition ? ` ${condition}` : ''}`
}
