import type { PayloadRequest } from 'payload'
import { applicationStates } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import type { TechnologyInterest } from '../../../../contract/tech-transfer'
import type { Company, Technology, TransferRequest, User } from '../../../payload-types'
import { relationId } from '../../../platform/data/relation-id'
import { notFound } from '../../../platform/http/errors'
import { techMessages as msg } from '../messages'
import { companyProfiles } from './match-profile'
import { scoreTechnology } from './match-score'
import { splitList } from './to-technology'

/** More than staff would call in a week; the views and requests lists in the admin hold the rest. */
const INTEREST_LIMIT = 200

const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/**
 * Staff's list of who to reach out to about one technology, read with the staff member's own access
 * (the views and requests are staff's to read, and reading members' contacts is logged as any other
 * read): one row per company — or per member without one — that viewed it, asked about it or whose
 * profile matches it; those who asked first, then by score, then by views.
 */
export const technologyInterest = async (req: PayloadRequest, staff: User, technologyId: number): Promise<TechnologyInterest[]> => {
  const technology = (await req.payload.findByID({
    collection: 'technologies',
    id: technologyId,
    select: { field: true, subField: true, keywords: true },
    depth: 0,
    overrideAccess: false,
    user: staff,
    req,
    disableErrors: true,
  })) as Pick<Technology, 'id' | 'field' | 'subField' | 'keywords'> | null
  if (!technology) throw notFound(msg.notFound)
  const asStaff = { overrideAccess: false, user: staff, req } as const
  const [views, requests, profiles] = await Promise.all([
    req.payload.find({
      collection: 'technology-views',
      where: { technology: { equals: technologyId } },
      sort: '-lastViewedAt',
      limit: INTEREST_LIMIT,
      depth: 1,
      populate: { users: { name: true, email: true, phone: true }, companies: { name: true, phone: true } },
      ...asStaff,
    }),
    req.payload.find({
      collection: 'transfer-requests',
      where: { technology: { equals: technologyId } },
      sort: '-createdAt',
      limit: INTEREST_LIMIT,
      depth: 1,
      select: { applicationNo: true, state: true, company: true, contactName: true, phone: true, email: true, companyRecord: true, member: true },
      populate: { companies: { name: true }, users: { name: true } },
      ...asStaff,
    }),
    companyProfiles(req),
  ])
  const rows = new Map<string, TechnologyInterest>()
  const rowOf = (key: string, seed: Omit<TechnologyInterest, 'views' | 'lastViewedAt' | 'request' | 'match'>) => {
    if (!rows.has(key)) rows.set(key, { ...seed, views: 0, lastViewedAt: null, request: null, match: null })
    return rows.get(key)!
  }
  // Requests first: the contact a company gave on its request is the one to call.
  for (const request of requests.docs as TransferRequest[]) {
    const company = populated<Company>(request.companyRecord)
    const key = company ? `c${company.id}` : `m${relationId(request.member)}`
    const row = rowOf(key, {
      companyId: company?.id ?? null,
      companyName: company?.name ?? request.company,
      contactName: request.contactName,
      phone: request.phone,
      email: request.email,
    })
    row.request ??= { id: request.id, applicationNo: request.applicationNo ?? '', stateLabel: labelOf(applicationStates, request.state) }
  }
  for (const view of views.docs) {
    const member = populated<User>(view.member)
    const company = populated<Company>(view.company)
    const key = company ? `c${company.id}` : `m${relationId(view.member)}`
    const row = rowOf(key, {
      companyId: company?.id ?? null,
      companyName: company?.name ?? member?.name ?? '',
      contactName: member?.name ?? '',
      phone: member?.phone ?? company?.phone ?? null,
      email: member?.email ?? null,
    })
    row.views += view.count
    if (!row.lastViewedAt || view.lastViewedAt > row.lastViewedAt) row.lastViewedAt = view.lastViewedAt
  }
  const candidate = { field: technology.field, subField: technology.subField, keywords: splitList(technology.keywords) }
  for (const { company, profile } of profiles) {
    const match = scoreTechnology(profile, candidate)
    if (!match) continue
    rowOf(`c${company.id}`, { companyId: company.id, companyName: company.name, contactName: '', phone: company.phone ?? null, email: null }).match = match
  }
  return [...rows.values()]
    .sort((a, b) => Number(Boolean(b.request)) - Number(Boolean(a.request)) || (b.match?.score ?? 0) - (a.match?.score ?? 0) || b.views - a.views)
    .slice(0, INTEREST_LIMIT)
}
