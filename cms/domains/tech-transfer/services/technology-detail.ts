import type { PayloadRequest } from 'payload'
import { labelOf } from '../../../../contract/equipment-options'
import { patentStatuses, type TechnologyDetail, type TechnologySummary } from '../../../../contract/tech-transfer'
import type { Technology, TechnologyDocument, User } from '../../../payload-types'
import { publishedAnd } from '../../../platform/data/published'
import { readPage } from '../../../platform/data/read-page'
import { relationId } from '../../../platform/data/relation-id'
import { notFound } from '../../../platform/http/errors'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { displayName } from '../../../platform/uploads/upload-original-name'
import { techMessages as msg } from '../messages'
import { detailDocumentFor } from './document-access'
import { technologyCards } from './list-technologies'
import { myOpenTransferRequest } from './my-request'
import { currentNda } from './nda'
import { recordView } from './record-view'
import { technologyCardColumns } from './technology-columns'
import { toTechnologySummary } from './to-technology'

const RELATED_MAX = 4
/** Candidates scored for 관련 기술: the most popular of the same field or sharing a keyword. */
const RELATED_POOL = 24

const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** Same field counts 2, each shared keyword 1; ties go to the more popular (the pool's order). */
const relatedOf = async (req: PayloadRequest, technology: TechnologySummary): Promise<TechnologySummary[]> => {
  const keywords = technology.keywords.map((keyword) => keyword.toLowerCase())
  const { rows } = await readPage(req, {
    collection: 'technologies',
    ...technologyCardColumns,
    where: publishedAnd(
      { id: { not_equals: technology.id } },
      { or: [{ field: { equals: technology.field } }, ...keywords.map((keyword) => ({ keywords: { like: keyword } }))] },
    ),
    sort: ['-popularity', '-id'],
    page: 1,
    limit: RELATED_POOL,
    withTotal: false,
  })
  const cards = technologyCards(rows)
  const score = (card: TechnologySummary) =>
    (card.field === technology.field ? 2 : 0) + card.keywords.filter((keyword) => keywords.includes(keyword.toLowerCase())).length
  return cards
    .map((card, index) => ({ card, index, score: score(card) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED_MAX)
    .map(({ card }) => card)
}

const summaryDocumentOf = (doc: Technology): TechnologyDetail['summaryDocument'] => {
  const file = populated<TechnologyDocument>(doc.summaryDocument)
  if (!file?.url) return null
  return { id: file.id, filename: displayName(file), title: null, url: file.url, filesize: file.filesize ?? 0, mimeType: file.mimeType ?? 'application/pdf' }
}

/**
 * A published technology's page: read through the Local API at depth 1 (the overview's figures, the
 * documents, the inventors' experts) under the caller's access, then the visit is counted.
 */
export const technologyDetail = async (req: PayloadRequest, id: number): Promise<TechnologyDetail> => {
  const { docs } = await req.payload.find({
    collection: 'technologies',
    where: publishedAnd({ id: { equals: id } }),
    depth: 1,
    draft: false,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const doc = docs[0]
  if (!doc) throw notFound(msg.notFound)
  const summary = toTechnologySummary({
    ...doc,
    subField: doc.subField ?? null,
    patentStatus: doc.patentStatus ?? null,
    keywords: doc.keywords ?? null,
    inventorNames: doc.inventorNames ?? null,
    views: doc.views ?? 0,
    inquiries: doc.inquiries ?? 0,
    thumbnailUrl: populated(doc.thumbnail)?.url ?? null,
    transferTypes: doc.transferTypes ?? [],
  })
  const nda = await currentNda(req)
  const [detailDocument, related, myRequest] = await Promise.all([
    detailDocumentFor(req, id, relationId(doc.detailDocument as number | { id: number } | null | undefined), nda.version),
    relatedOf(req, summary),
    myOpenTransferRequest(req, req.user as User | null, id),
    recordView(req, id),
  ])
  return {
    ...summary,
    overviewHtml: richTextToHtml(doc.overview),
    applications: doc.applications,
    effects: doc.effects,
    terms: doc.terms ?? null,
    patents: (doc.patents ?? []).map((patent) => ({
      number: patent.number,
      country: patent.country,
      status: patent.status,
      statusLabel: labelOf(patentStatuses, patent.status),
      appliedAt: patent.appliedAt ?? null,
      registeredAt: patent.registeredAt ?? null,
    })),
    inventors: (doc.inventors ?? []).map((inventor) => ({
      name: inventor.name,
      department: inventor.department ?? null,
      // Only an expert the caller can see (published) is linked; a draft one would lead nowhere.
      expertId: populated(inventor.expert)?.id ?? null,
    })),
    summaryDocument: summaryDocumentOf(doc),
    detailDocument,
    nda,
    related,
    myRequest,
  }
}
