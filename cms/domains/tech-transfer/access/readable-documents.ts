import type { Access, PayloadRequest, Where } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { companyIdOf } from '../../companies'
import { agreedTechnologyIds, currentNda } from '../services/nda'

/** Matches no row: `id` always exists. */
const none: Where = { id: { exists: false } }

const idsIn = (ids: (number | null)[]): Where => {
  const present = ids.filter((id): id is number => id !== null)
  return present.length ? { id: { in: present } } : none
}

/** The documents published technologies point at, read as the portal (the caller's rule is being decided). */
const publishedTechnologies = async (req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'technologies',
    where: { _status: { equals: 'published' } },
    select: { summaryDocument: true, detailDocument: true },
    depth: 0,
    pagination: false,
    req,
    ...systemAccess('technology documents'),
  })
  return docs.map((doc) => ({
    id: doc.id,
    summary: relationId(doc.summaryDocument as number | { id: number } | null | undefined),
    detail: relationId(doc.detailDocument as number | { id: number } | null | undefined),
  }))
}

/**
 * A published technology's summary is everyone's; its detailed document opens to a 기업회원 who agreed
 * to the NDA's current version for that technology. Staff read every document, drafts' included; to
 * everyone else a document of an unpublished technology does not exist yet.
 */
export const readableDocuments: Access = async ({ req }) => {
  const { user } = req
  if (hasStaffRole(user)) return true
  const technologies = await publishedTechnologies(req)
  const summaries: Where = { and: [{ kind: { equals: 'summary' } }, idsIn(technologies.map((technology) => technology.summary))] }
  if (!user || companyIdOf(user) === null) return summaries
  const agreed = new Set(await agreedTechnologyIds(req, user, (await currentNda(req)).version))
  if (agreed.size === 0) return summaries
  const details = idsIn(technologies.filter((technology) => agreed.has(technology.id)).map((technology) => technology.detail))
  return { or: [summaries, { and: [{ kind: { equals: 'detail' } }, details] }] }
}
