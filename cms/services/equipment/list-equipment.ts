import type { PayloadRequest, Where } from 'payload'
import type { EquipmentCategory } from '../../equipment/options'
import { toEquipmentSummary } from './to-equipment'

type EquipmentQuery = { pageNum: number; pageSize: number; searchKeyword?: string; category?: EquipmentCategory }

/** The published catalogue, searchable by name, numbers, maker and model. */
export const listEquipment = async (req: PayloadRequest, query: EquipmentQuery) => {
  const conditions: Where[] = [{ _status: { equals: 'published' } }]
  if (query.category) conditions.push({ category: { equals: query.category } })
  if (query.searchKeyword) {
    const keyword = query.searchKeyword
    conditions.push({
      or: [{ name: { like: keyword } }, { equipmentNo: { like: keyword } }, { nfecNo: { like: keyword } }, { maker: { like: keyword } }, { model: { like: keyword } }],
    })
  }
  const result = await req.payload.find({
    collection: 'equipment',
    where: { and: conditions },
    sort: ['equipmentNo', 'id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    draft: false,
    overrideAccess: true,
    req,
  })
  return { list: result.docs.map(toEquipmentSummary), total: result.totalDocs }
}
