import type { Access } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { companyIdOf } from '../../companies'
import { agreedTechnologyIds, currentNda } from '../services/nda'

const summaries = { kind: { equals: 'summary' } } as const

/**
 * Summaries are public. A detailed document opens to staff, and to a 기업회원 for the published
 * technologies whose current NDA version they agreed to; to everyone else it does not exist.
 */
export const readableDocuments: Access = async ({ req }) => {
  const { user } = req
  if (hasStaffRole(user)) return true
  if (!user || companyIdOf(user) === null) return summaries
  const agreed = await agreedTechnologyIds(req, user, (await currentNda(req)).version)
  if (agreed.length === 0) return summaries
  const { docs } = await req.payload.find({
    collection: 'technologies',
    where: { and: [{ id: { in: agreed } }, { _status: { equals: 'published' } }] },
    select: { detailDocument: true },
    depth: 0,
    pagination: false,
    req,
    ...systemAccess('technology documents'),
  })
  const opened = docs.map((doc) => relationId(doc.detailDocument)).filter((id): id is number => id !== null)
  return opened.length === 0 ? summaries : { or: [summaries, { id: { in: opened } }] }
}
