import type { PayloadRequest } from 'payload'
import { companyRoles, type MemberCompany } from '../../../../contract/companies'
import { labelOf } from '../../../../contract/equipment-options'
import type { Company, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { companyIdOf } from '../company-of'

/** The member's company row with only the `select`ed fields, read as the portal; null without one. */
export const memberCompanyRow = async <K extends keyof Company>(req: PayloadRequest, user: Pick<User, 'company'>, select: Record<K, true>) => {
  const id = companyIdOf(user)
  if (id === null) return null
  return (await req.payload.findByID({
    collection: 'companies',
    id,
    depth: 0,
    select: select as Record<string, boolean>,
    ...systemAccess('company membership'),
    req,
    disableErrors: true,
  })) as Pick<Company, 'id' | K> | null
}

/** The member's company as my-page and the filing forms name it, or null without one. */
export const companyOfMember = async (req: PayloadRequest, user: Pick<User, 'company' | 'companyRole'>): Promise<MemberCompany | null> => {
  const company = await memberCompanyRow(req, user, { name: true })
  if (!company) return null
  const id = company.id
  const role = user.companyRole ?? 'member'
  return { id, name: company.name, role, roleLabel: labelOf(companyRoles, role) }
}
