import type { PayloadRequest, Where } from 'payload'
import { type AdvisoryField, advisoryFields } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import type { MatchResult } from '../../../../contract/tech-transfer'
import type { Company, Technology, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { companyIdOf } from '../../companies'
import { fieldsNamedIn, type MatchProfile, normalizedText } from './match-score'
import { splitList } from './to-technology'

/** The company's own description and history as the score reads them. */
export type ProfileSource = {
  company: Pick<Company, 'industry' | 'businessType' | 'introduction'> | null
  cooperationFields: AdvisoryField[]
  advisoryFields: AdvisoryField[]
  askedTechnologies: Pick<Technology, 'field' | 'subField' | 'keywords'>[]
}

/** Far more filings than a company makes; only their fields and technologies are read. */
const HISTORY_LIMIT = 500

/** 업종·업태 words: "이차전지 부품 제조, 도소매" → 이차전지, 부품, 제조, 도소매. */
const wordsOf = (text: string | null | undefined) => (text ?? '').split(/[\s,/·()]+/u).filter((word) => word.length >= 2)

export const buildProfile = (source: ProfileSource): MatchProfile & { basis: MatchResult['basis'] } => {
  const description = normalizedText(source.company?.industry, source.company?.businessType, source.company?.introduction)
  const named = fieldsNamedIn(description)
  const fields = new Set<AdvisoryField>([...source.cooperationFields, ...source.advisoryFields, ...named.fields])
  const subFields = new Set<string>(named.subFields)
  const keywords = new Set<string>([...wordsOf(source.company?.industry), ...wordsOf(source.company?.businessType)])
  for (const technology of source.askedTechnologies) {
    fields.add(technology.field)
    if (technology.subField) subFields.add(technology.subField)
    for (const keyword of splitList(technology.keywords)) keywords.add(keyword)
  }
  const keywordList = [...keywords]
  return {
    fields,
    subFields,
    keywords: keywordList,
    text: normalizedText(description, ...keywordList),
    basis: { fields: [...fields].map((field) => labelOf(advisoryFields, field)), keywords: keywordList },
  }
}

const portal = systemAccess('technology matching')

/** The filings of these companies (or of the member alone), read for their fields and technologies only. */
const filingsOf = async (req: PayloadRequest, owner: Where, limit = HISTORY_LIMIT) => {
  const [advisory, transfers] = await Promise.all([
    req.payload.find({
      collection: 'advisory-requests',
      where: owner,
      select: { field: true, companyRecord: true },
      limit: HISTORY_LIMIT,
      depth: 0,
      req,
      ...portal,
    }),
    req.payload.find({
      collection: 'transfer-requests',
      where: owner,
      select: { technology: true, companyRecord: true, member: true },
      limit,
      depth: 0,
      req,
      ...portal,
    }),
  ])
  const technologyIds = [...new Set(transfers.docs.map((doc) => relationId(doc.technology)))]
  const { docs: technologies } = technologyIds.length
    ? await req.payload.find({
        collection: 'technologies',
        where: { id: { in: technologyIds } },
        select: { field: true, subField: true, keywords: true },
        limit: technologyIds.length,
        depth: 0,
        req,
        ...portal,
      })
    : { docs: [] }
  return { advisory: advisory.docs, transfers: transfers.docs, technologies: new Map(technologies.map((doc) => [doc.id, doc as Technology])) }
}

/** The 협력 분야 of the companies' 가족회사 memberships in force. */
const cooperationFieldsOf = async (req: PayloadRequest, companyIds: number[]) => {
  if (!companyIds.length) return new Map<number, AdvisoryField[]>()
  const { docs } = await req.payload.find({
    collection: 'family-memberships',
    where: { and: [{ company: { in: companyIds } }, { state: { equals: 'active' } }] },
    select: { company: true, cooperationFields: true },
    limit: HISTORY_LIMIT,
    depth: 0,
    req,
    ...portal,
  })
  const fields = new Map<number, AdvisoryField[]>()
  for (const doc of docs) fields.set(relationId(doc.company), [...(fields.get(relationId(doc.company)) ?? []), ...(doc.cooperationFields ?? [])])
  return fields
}

/**
 * The profile of the member's company, from everything its members filed; a member without one is
 * matched on their own filings. The technologies already asked about are left out of the matches.
 */
export const memberProfile = async (req: PayloadRequest, user: User) => {
  const companyId = companyIdOf(user)
  const company = companyId
    ? ((await req.payload.findByID({
        collection: 'companies',
        id: companyId,
        select: { name: true, industry: true, businessType: true, introduction: true },
        depth: 0,
        req,
        disableErrors: true,
        ...portal,
      })) as Pick<Company, 'id' | 'name' | 'industry' | 'businessType' | 'introduction'> | null)
    : null
  const owner: Where = company ? { or: [{ companyRecord: { equals: company.id } }, { member: { equals: user.id } }] } : { member: { equals: user.id } }
  const [filings, cooperation] = await Promise.all([filingsOf(req, owner), cooperationFieldsOf(req, company ? [company.id] : [])])
  const asked = new Set(filings.transfers.map((doc) => relationId(doc.technology)))
  return {
    companyName: company?.name ?? null,
    asked,
    profile: buildProfile({
      company,
      cooperationFields: company ? (cooperation.get(company.id) ?? []) : [],
      advisoryFields: filings.advisory.map((doc) => doc.field),
      askedTechnologies: [...asked].flatMap((id) => filings.technologies.get(id) ?? []),
    }),
  }
}

/** Every company's filings at once; years of them, read for two small columns. */
const ALL_FILINGS = 20_000

/** The companies staff's list scores; past it, the most recently updated ones (the active ones) are scored. */
const COMPANY_LIMIT = 2000

/** Every company's profile at once, for staff's list of the companies a technology fits. */
export const companyProfiles = async (req: PayloadRequest) => {
  const { docs: companies } = await req.payload.find({
    collection: 'companies',
    select: { name: true, industry: true, businessType: true, introduction: true, phone: true },
    sort: '-updatedAt',
    limit: COMPANY_LIMIT,
    depth: 0,
    req,
    ...portal,
  })
  const ids = companies.map((company) => company.id)
  const [filings, cooperation] = await Promise.all([filingsOf(req, { companyRecord: { exists: true } }, ALL_FILINGS), cooperationFieldsOf(req, ids)])
  return companies.map((company) => {
    const mine = <T extends { companyRecord?: unknown }>(docs: T[]) => docs.filter((doc) => relationId(doc.companyRecord as number | null) === company.id)
    const asked = new Set(mine(filings.transfers).map((doc) => relationId(doc.technology)))
    return {
      company: company as Pick<Company, 'id' | 'name' | 'phone'>,
      asked,
      profile: buildProfile({
        company,
        cooperationFields: cooperation.get(company.id) ?? [],
        advisoryFields: mine(filings.advisory).map((doc) => doc.field),
        askedTechnologies: [...asked].flatMap((id) => filings.technologies.get(id) ?? []),
      }),
    }
  })
}
