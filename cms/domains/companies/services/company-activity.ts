import type { PayloadRequest, Where } from 'payload'
import { type CompanyActivityRow, serviceLabels } from '../../../../contract/companies'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { maskName } from '../../member-boards'
import { activitySources, type ActivitySource } from '../stamped-collections'
import { isManager } from './caller-company'

/** The newest filings the page shows; older ones stay in each programme's own list. */
const ACTIVITY_LIMIT = 50

type Filed = Record<string, unknown> & { id: number; createdAt: string; state: string; member: number | { id: number; name: string } }

const toRow = (source: ActivitySource, doc: Filed, viewer: User, manager: boolean): CompanyActivityRow => {
  const member = typeof doc.member === 'object' ? doc.member : null
  const name = member?.name ?? ''
  return {
    type: source.type,
    typeLabel: serviceLabels[source.type],
    id: doc.id,
    number: String(doc[source.numberField] ?? ''),
    title: source.title(doc),
    state: doc.state,
    stateLabel: source.states.find((option) => option.value === doc.state)?.label ?? doc.state,
    filedBy: manager || member?.id === viewer.id ? name : maskName(name),
    filedAt: doc.createdAt,
  }
}

/**
 * The company's activity on /myPage/company: what its members filed on its behalf. The 관리자 sees
 * every filing; a 구성원 sees their own, and how many the others filed, not what.
 */
export const companyActivity = async (req: PayloadRequest, user: User, companyId: number) => {
  const manager = isManager(user)
  const rows: CompanyActivityRow[] = []
  let othersCount = 0
  for (const source of activitySources) {
    const ofCompany: Where = { [source.field]: { equals: companyId } }
    const { docs } = await req.payload.find({
      collection: source.collection,
      where: manager ? ofCompany : { and: [ofCompany, { member: { equals: user.id } }] },
      sort: '-createdAt',
      limit: ACTIVITY_LIMIT,
      depth: 1,
      select: Object.fromEntries([source.numberField, ...source.titleFields, 'state', 'member', 'createdAt'].map((field) => [field, true])),
      populate: { users: { name: true } },
      ...systemAccess('company membership'),
      req,
    })
    rows.push(...(docs as unknown as Filed[]).map((doc) => toRow(source, doc, user, manager)))
    if (!manager) {
      const { totalDocs } = await req.payload.count({
        collection: source.collection,
        where: { and: [ofCompany, { member: { not_equals: user.id } }] },
        ...systemAccess('company membership'),
        req,
      })
      othersCount += totalDocs
    }
  }
  rows.sort((a, b) => b.filedAt.localeCompare(a.filedAt))
  return { rows: rows.slice(0, ACTIVITY_LIMIT), othersCount }
}
