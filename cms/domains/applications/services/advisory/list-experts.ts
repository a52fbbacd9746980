import type { PayloadRequest, Where } from 'payload'
import { published } from '../../../../platform/data/published'
import { type AdvisoryExpert, type AdvisoryField, advisoryFields } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import type { AdvisoryExpert as ExpertDoc, Media } from '../../../../payload-types'

const toExpert = (doc: ExpertDoc): AdvisoryExpert => ({
  id: doc.id,
  name: doc.name,
  department: doc.department,
  position: doc.position,
  field: doc.field,
  fieldLabel: labelOf(advisoryFields, doc.field),
  expertise: doc.expertise,
  career: doc.career ?? null,
  photoUrl: typeof doc.photo === 'object' && doc.photo ? ((doc.photo as Media).url ?? null) : null,
})

/** The published advisory experts for /cooperation/advice and the request form's expert select. */
export const listExperts = async (req: PayloadRequest, query: { field?: AdvisoryField; pageNum: number; pageSize: number }) => {
  // Staff see drafts through the collection's rule; the list companies choose from is the published one.
  const where: Where = { and: [published, ...(query.field ? [{ field: { equals: query.field } }] : [])] }
  const result = await req.payload.find({
    collection: 'advisory-experts',
    where,
    sort: ['sortOrder', 'name'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    draft: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { list: result.docs.map((doc) => toExpert(doc as ExpertDoc)), total: result.totalDocs }
}
