import type { PayloadRequest } from 'payload'
import { type CompanyProfile, companySizes } from '../../../../contract/companies'
import { labelOf } from '../../../../contract/equipment-options'
import type { Company, CompanyLogo, User } from '../../../payload-types'
import { relationId } from '../../../platform/data/relation-id'
import { notFound } from '../../../platform/http/errors'
import { companyMessages as m } from '../messages'

export const toCompanyProfile = (company: Company, logo: CompanyLogo | null): CompanyProfile => ({
  id: company.id,
  name: company.name,
  businessNumber: company.businessNumber,
  pendingBusinessNumber: company.pendingBusinessNumber ?? null,
  ceo: company.ceo,
  industry: company.industry ?? null,
  businessType: company.businessType ?? null,
  address: company.address ?? null,
  phone: company.phone ?? null,
  homepage: company.homepage ?? null,
  size: company.size,
  sizeLabel: labelOf(companySizes, company.size),
  foundedOn: company.foundedOn ? company.foundedOn.slice(0, 10) : null,
  logoUrl: logo?.url ?? null,
  introduction: company.introduction ?? null,
})

/** The caller's company as they may read it (companies: staff or its own members), with its logo. */
export const loadCompanyProfile = async (req: PayloadRequest, user: User, companyId: number): Promise<CompanyProfile> => {
  const company = (await req.payload.findByID({
    collection: 'companies',
    id: companyId,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as Company | null
  if (!company) throw notFound(m.noCompany)
  const logoId = relationId(company.logo)
  const logo = logoId
    ? ((await req.payload.findByID({ collection: 'company-logos', id: logoId, depth: 0, req, disableErrors: true })) as CompanyLogo | null)
    : null
  return toCompanyProfile(company, logo)
}
