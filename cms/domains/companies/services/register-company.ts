import type { PayloadRequest } from 'payload'
import type { CompanyLookup } from '../../../../contract/companies'
import type { Company, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { AppError, notFound } from '../../../platform/http/errors'
import { companyIdOf } from '../company-of'
import { companyMessages as m } from '../messages'
import type { CompanyInputBody, CompanyPatchBody } from '../schemas'
import { requireManager } from './caller-company'
import { joinCompany } from './membership'

/** Registering or joining needs class 기업회원 and no company yet. */
export const requireCompanylessCompanyMember = (user: User) => {
  if (user.memberClass !== 'company') throw new AppError(403, m.companyClassRequired)
  if (companyIdOf(user) !== null) throw new AppError(409, m.alreadyInCompany)
}

export const findByBusinessNumber = async (req: PayloadRequest, businessNumber: string) => {
  const { docs } = await req.payload.find({
    collection: 'companies',
    where: { businessNumber: { equals: businessNumber } },
    limit: 1,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  return (docs[0] as Company | undefined) ?? null
}

/** A number another company holds, now or as its pending change, is refused before the write. */
const checkNumberFree = async (req: PayloadRequest, businessNumber: string, exceptId: number | null) => {
  const holder = await findByBusinessNumber(req, businessNumber)
  if (holder && holder.id !== exceptId) throw new AppError(409, m.duplicateBusinessNumber)
  // A number another company asked to change to is spoken for until staff decide on it.
  const { docs } = await req.payload.find({
    collection: 'companies',
    where: { pendingBusinessNumber: { equals: businessNumber }, ...(exceptId === null ? {} : { id: { not_equals: exceptId } }) },
    limit: 1,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  if (docs.length > 0) throw new AppError(409, m.businessNumberPendingElsewhere)
}

const companyData = <T extends CompanyPatchBody>({ logoId, ...input }: T) => ({ ...input, ...(logoId !== undefined ? { logo: logoId } : {}) })

/** A logo the company uploaded itself, or none: another company's logo id is refused. */
const checkLogo = async (req: PayloadRequest, companyId: number, logoId: number | null | undefined) => {
  if (!logoId) return
  const logo = await req.payload.findByID({ collection: 'company-logos', id: logoId, depth: 0, req, disableErrors: true })
  if (!logo || relationId(logo.company) !== companyId) throw new AppError(400, m.logoRequired)
}

/**
 * POST /api/v1/companies: a 기업회원 without a company registers one and becomes its 관리자. The
 * UNIQUE business number decides between two registering the same company at once. The logo comes
 * afterwards (POST /companies/mine/logo), once there is a company to own it.
 */
export const registerCompany = async (req: PayloadRequest, user: User, input: CompanyInputBody) => {
  requireCompanylessCompanyMember(user)
  await checkNumberFree(req, input.businessNumber, null)
  const company = await req.payload
    .create({ collection: 'companies', data: companyData({ ...input, logoId: undefined }), depth: 0, ...systemAccess('company membership'), req })
    .catch(async (error: unknown) => {
      if (await findByBusinessNumber(req, input.businessNumber)) throw new AppError(409, m.duplicateBusinessNumber)
      throw error
    })
  await joinCompany(req, user.id, company.id, 'manager')
  return company.id
}

/**
 * PATCH /api/v1/companies/mine: the 관리자 edits the profile. A new business number does not replace
 * the old one: it waits in pendingBusinessNumber until staff confirm it in the admin.
 */
export const updateMyCompany = async (req: PayloadRequest, user: User, input: CompanyPatchBody) => {
  const companyId = requireManager(user)
  const { businessNumber, ...rest } = input
  const current = (await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, ...systemAccess('company membership'), req })) as Company
  let pending: { pendingBusinessNumber?: string | null } = {}
  if (businessNumber !== undefined) {
    if (businessNumber === current.businessNumber) pending = { pendingBusinessNumber: null }
    else {
      await checkNumberFree(req, businessNumber, companyId)
      pending = { pendingBusinessNumber: businessNumber }
    }
  }
  await checkLogo(req, companyId, rest.logoId)
  await req.payload.update({
    collection: 'companies',
    id: companyId,
    data: { ...companyData(rest), ...pending },
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  return companyId
}

/** GET /api/v1/companies/lookup: the company a 기업회원 asks to join, by its number. */
export const lookupCompany = async (req: PayloadRequest, businessNumber: string): Promise<CompanyLookup> => {
  const company = await findByBusinessNumber(req, businessNumber)
  if (!company) throw notFound(m.companyNotFound)
  return { id: company.id, name: company.name, ceo: company.ceo }
}
