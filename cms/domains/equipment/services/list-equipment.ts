import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../platform/data/keyword-filter'
import { published } from '../../../platform/data/published'
import { uploadColumn } from '../../../platform/data/computed-columns'
import { readArrayRows } from '../../../platform/data/read-array-rows'
import { readPage } from '../../../platform/data/read-page'
import { equipmentCategories, type EquipmentCategory } from '../../../../contract/equipment-options'
import { type EquipmentRow, summaryOfEquipmentRow } from './to-equipment'

type EquipmentQuery = { pageNum: number; pageSize: number; searchKeyword?: string; category?: EquipmentCategory }

const catalogueColumns = {
  fields: ['equipmentNo', 'nfecNo', 'name', 'category', 'maker', 'model', 'location', 'bookable', 'safetyTrainingRequired'],
  computed: {
    imageUrl: uploadColumn('image', { table: 'media', value: 'url', size: 'card' }),
    imageAlt: uploadColumn('image', { table: 'media', value: 'alt' }),
  },
} as const

/**
 * The published catalogue, searchable by name, numbers, maker, model, description and category. Staff see drafts in the
 * admin, not here: the catalogue is what visitors see.
 */
export const listEquipment = async (req: PayloadRequest, query: EquipmentQuery) => {
  const conditions: Where[] = [published]
  if (query.category) conditions.push({ category: { equals: query.category } })
  if (query.searchKeyword) {
    const keyword = query.searchKeyword
    // "장비" or "분석" also finds the equipment of the categories named so.
    const namedCategories = equipmentCategories.filter((category) => category.label.includes(keyword)).map((category) => category.value)
    const byText = anyFieldLike(keyword, ['name', 'equipmentNo', 'nfecNo', 'maker', 'model', 'description'])
    conditions.push(namedCategories.length ? { or: [byText, { category: { in: namedCategories } }] } : byText)
  }
  const { rows, total } = await readPage(req, {
    collection: 'equipment',
    ...catalogueColumns,
    where: { and: conditions },
    sort: ['equipmentNo', 'id'],
    page: query.pageNum,
    limit: query.pageSize,
  })
  const modes = await readArrayRows(req.payload, {
    collection: 'equipment',
    field: 'usageModes',
    parentIds: rows.map((row) => row.id as number),
    columns: ['mode', 'fee', 'feeUnit', 'bySamples'],
  })
  return {
    list: rows.map((row) =>
      summaryOfEquipmentRow({ ...(row as unknown as EquipmentRow), usageModes: (modes.get(row.id as number) ?? []) as EquipmentRow['usageModes'] }),
    ),
    total,
  }
}
