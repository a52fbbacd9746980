import type { PayloadRequest } from 'payload'
import type { NdaAgreement, TechnologyDetail } from '../../../../contract/tech-transfer'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { publishedAnd } from '../../../platform/data/published'
import { relationId } from '../../../platform/data/relation-id'
import { AppError, notFound } from '../../../platform/http/errors'
import { companyIdOf } from '../../companies'
import { techMessages as msg } from '../messages'
import { detailDocumentFor } from './document-access'
import { agreedTechnologyIds, currentNda } from './nda'

/**
 * A 기업회원 agrees to the NDA's current version for one technology; the agreement is kept with the
 * version (an older page's version is refused, so nobody agrees to a text they did not see). Agreeing
 * twice to the same version keeps the first record.
 */
export const agreeNda = async (req: PayloadRequest, user: User, technologyId: number, body: NdaAgreement): Promise<TechnologyDetail['detailDocument']> => {
  const company = companyIdOf(user)
  if (company === null) throw new AppError(403, msg.companyOnly)
  const { docs } = await req.payload.find({
    collection: 'technologies',
    where: publishedAnd({ id: { equals: technologyId } }),
    select: { detailDocument: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  const technology = docs[0]
  if (!technology) throw notFound(msg.notFound)
  const documentId = relationId(technology.detailDocument as number | { id: number } | null | undefined)
  if (documentId === null) throw new AppError(409, msg.noDetailDocument)
  const nda = await currentNda(req)
  if (body.version !== nda.version) throw new AppError(409, msg.ndaVersionStale)
  if (!(await agreedTechnologyIds(req, user, nda.version)).includes(technologyId)) {
    await req.payload.create({
      collection: 'technology-nda-agreements',
      data: { member: user.id, company, technology: technologyId, version: nda.version, agreedAt: new Date().toISOString() },
      req,
      ...systemAccess('technology documents'),
    })
  }
  return detailDocumentFor(req, technologyId, documentId, nda.version)
}
