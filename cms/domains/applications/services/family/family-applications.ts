import type { PayloadRequest } from 'payload'
import { type ApplicationCreated, advisoryFields } from '../../../../../contract/applications'
import type { FamilyApplicationDetail, FamilyApplicationInput } from '../../../../../contract/companies'
import { labelOf } from '../../../../../contract/equipment-options'
import { AppError, badRequest } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { Company, FamilyApplication, FamilyTier, User } from '../../../../payload-types'
import { companyIdOf } from '../../../companies'
import { familyApplyRefusal, familyMessages, toMembershipSummary } from '../../../family'
import { checkOwnFiles, readableFiles, settleOwnFiles } from '../../../member-boards'
import { findApplication } from '../application-doc'
import { programmes } from '../application-registry'
import { fileApplication } from '../file-application'
import { resubmitApplication } from '../resubmit-application'
import { memberMoves, toApplicationSummary, toHistory } from '../to-application'

const programme = programmes.family
const fileKey = (id: number) => `${programme.kind}:${id}`

/** The tier must be one staff still offer; its name goes into the application's title. */
const offeredTier = async (req: PayloadRequest, user: User, id: number) => {
  const tier = (await req.payload.findByID({
    collection: 'family-tiers',
    id,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as FamilyTier | null
  if (!tier || !tier.active) throw badRequest(familyMessages.tierUnknown)
  return tier
}

/** Every rule is checked before the first write, so a refused application leaves nothing half-saved. */
const checkInput = async (req: PayloadRequest, user: User, input: FamilyApplicationInput, key: string | null) => {
  if (!input.privacyConsent) throw badRequest(familyMessages.privacyConsentRequired)
  const tier = await offeredTier(req, user, input.tierId)
  await checkOwnFiles(req, user, [input.certificateId], 'attachment', key, familyMessages.certificateNotUsable)
  return tier
}

const applicationData = (input: FamilyApplicationInput) => ({
  tier: input.tierId,
  contactName: input.contactName,
  contactPhone: input.contactPhone,
  contactEmail: input.contactEmail,
  cooperationFields: input.cooperationFields,
  listingConsent: input.listingConsent,
  certificate: input.certificateId,
})

const companyOf = async (req: PayloadRequest, user: User, companyId: number) =>
  (await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, overrideAccess: false, user, req })) as Company

/**
 * POST /api/v1/applications/family: the company's 관리자 applies for a tier (or renews), filed as 접수
 * for the company; the certificate becomes a private file of the application.
 */
export const fileFamilyApplication = async (req: PayloadRequest, user: User, input: FamilyApplicationInput): Promise<ApplicationCreated> => {
  const refusal = await familyApplyRefusal(req, user)
  // Who the caller is refuses with 403; what the company already has, with 409.
  if (refusal) throw new AppError(refusal === familyMessages.managerOnly || refusal === familyMessages.notCompanyMember ? 403 : 409, refusal)
  const companyId = companyIdOf(user)!
  const tier = await checkInput(req, user, input, null)
  const company = await companyOf(req, user, companyId)
  const doc = await fileApplication(req, programme, user, {
    ...applicationData(input),
    company: companyId,
    title: familyMessages.applicationTitle(company.name, tier.name),
    privacyAgreedAt: new Date().toISOString(),
  })
  await settleOwnFiles(req, user, [input.certificateId], fileKey(doc.id))
  return { id: doc.id, applicationNo: doc.applicationNo ?? '' }
}

/** GET /api/v1/applications/family/{id}: the application with its certificate and timeline, for its filer and staff. */
export const getFamilyApplication = async (req: PayloadRequest, user: User, id: number): Promise<FamilyApplicationDetail> => {
  const doc = await findApplication<FamilyApplication>(req, user, programme, id, 1)
  const tier = typeof doc.tier === 'object' ? doc.tier : null
  const company = typeof doc.company === 'object' ? doc.company : null
  return {
    ...toApplicationSummary(programme, doc),
    ...memberMoves(doc),
    companyId: relationId(doc.company),
    companyName: company?.name ?? '',
    tierId: relationId(doc.tier),
    tierName: tier?.name ?? '',
    contactName: doc.contactName,
    contactPhone: doc.contactPhone,
    contactEmail: doc.contactEmail,
    cooperationFields: (doc.cooperationFields ?? []).map((value) => ({ value, label: labelOf(advisoryFields, value) })),
    listingConsent: Boolean(doc.listingConsent),
    certificate: readableFiles(doc.certificate && typeof doc.certificate === 'object' ? [doc.certificate] : [])[0] ?? null,
    membership: typeof doc.membership === 'object' && doc.membership && tier ? toMembershipSummary(doc.membership, tier) : null,
    history: toHistory(doc),
  }
}

/**
 * PATCH /api/v1/applications/family/{id}: after staff asked for a revision, the filer sends it back
 * edited (tier, contact, fields, consent, certificate); it moves to 재제출.
 */
export const resubmitFamilyApplication = async (req: PayloadRequest, user: User, id: number, input: FamilyApplicationInput): Promise<ApplicationCreated> => {
  const key = fileKey(id)
  const { before, moved } = await resubmitApplication<FamilyApplication>(req, user, programme, id, applicationData(input), async () => {
    await checkInput(req, user, input, key)
  })
  await settleOwnFiles(req, user, [input.certificateId], key)
  const dropped = relationId(before.certificate)
  if (dropped !== input.certificateId) await settleOwnFiles(req, user, [dropped], null)
  return { id: moved.id, applicationNo: moved.applicationNo ?? '' }
}
