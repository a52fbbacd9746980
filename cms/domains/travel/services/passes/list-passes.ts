import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import type { PassDetail, PassSummary } from '../../../../../contract/travel'
import { published, publishedAnd } from '../../../../platform/data/published'
import { notFound } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { Attraction, Pass, PassOption } from '../../../../payload-types'
import { travelMessages } from '../../messages'
import { toPassDetail, toPassSummary } from './to-pass'

/** The options of these passes, in staff's order, grouped by pass. */
export const optionsOf = async (req: PayloadRequest, passIds: number[]): Promise<Map<number, PassOption[]>> => {
  const byPass = new Map<number, PassOption[]>(passIds.map((id) => [id, []]))
  if (passIds.length === 0) return byPass
  const { docs } = await req.payload.find({
    collection: 'pass-options',
    where: { pass: { in: passIds } },
    sort: ['sortOrder', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  for (const option of docs) byPass.get(relationId(option.pass))?.push(option)
  return byPass
}

/** One page of the published passes in staff's order (`GET /pass/list`, and the header search by keyword). */
export const listPasses = async (
  req: PayloadRequest,
  query: { pageNum: number; pageSize: number; psCd?: string; searchKeyword?: string },
): Promise<{ list: PassSummary[]; total: number }> => {
  const conditions: Where[] = [published]
  if (query.psCd) conditions.push({ 'passType.code': { equals: query.psCd } })
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['name', 'summary']))
  const { docs, totalDocs } = await req.payload.find({
    collection: 'passes',
    where: { and: conditions },
    sort: ['sortOrder', 'id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    select: { name: true, passType: true, summary: true, image: true, validDays: true },
    overrideAccess: false,
    req,
  })
  const options = await optionsOf(
    req,
    docs.map((pass) => pass.id),
  )
  return { list: docs.map((pass) => toPassSummary(pass as Pass, options.get(pass.id) ?? [])), total: totalDocs }
}

/** A published pass; a draft or an unknown id is 404 for everyone. */
export const findPublishedPass = async (req: PayloadRequest, passId: number, depth = 0): Promise<Pass> => {
  const { docs } = await req.payload.find({
    collection: 'passes',
    where: publishedAnd({ id: { equals: passId } }),
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: false,
    req,
  })
  if (!docs[0]) throw notFound(travelMessages.passNotFound)
  return docs[0]
}

/** The detail with its options and the published attractions it opens (`GET /pass/detail/{id}`). */
export const getPass = async (req: PayloadRequest, passId: number): Promise<PassDetail> => {
  const pass = await findPublishedPass(req, passId, 2)
  const options = (await optionsOf(req, [pass.id])).get(pass.id) ?? []
  const attractions = (pass.attractions ?? []).filter(
    (attraction): attraction is Attraction => typeof attraction === 'object' && attraction._status === 'published',
  )
  return toPassDetail(pass, options, attractions)
}
