import type { PayloadRequest } from 'payload'
import type { TechnologyNda } from '../../../../contract/tech-transfer'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'

/** The clause in force; read as the portal because the document gate asks before any caller does. */
export const currentNda = async (req: PayloadRequest): Promise<TechnologyNda> => {
  const nda = await req.payload.findGlobal({ slug: 'technology-nda', depth: 0, req, ...systemAccess('technology documents') })
  return { version: nda.version ?? '', text: nda.text ?? '' }
}

/** The technologies whose detailed document the member may open: agreed to this version of the clause. */
export const agreedTechnologyIds = async (req: PayloadRequest, user: Pick<User, 'id'>, version: string): Promise<number[]> => {
  const { docs } = await req.payload.find({
    collection: 'technology-nda-agreements',
    where: { and: [{ member: { equals: user.id } }, { version: { equals: version } }] },
    select: { technology: true },
    depth: 0,
    pagination: false,
    req,
    ...systemAccess('technology documents'),
  })
  return docs.map((doc) => relationId(doc.technology)).filter((id): id is number => id !== null)
}
