import type { PayloadRequest, Sort, Where } from 'payload'
import type { TechnologySort, TechnologySummary } from '../../../../contract/tech-transfer'
import { anyFieldLike } from '../../../platform/data/keyword-filter'
import { published } from '../../../platform/data/published'
import { readPage } from '../../../platform/data/read-page'
import type { TechnologyListQuery } from '../schemas'
import { technologyCardColumns } from './technology-columns'
import { type TechnologyRow, toTechnologySummary } from './to-technology'

const sorts: Record<TechnologySort, Sort> = {
  newest: ['-publishedAt', '-id'],
  popular: ['-popularity', '-publishedAt', '-id'],
}

/** A value of a `|a|b|` list column (fill-derived-columns.ts). */
const listHas = (column: string, values: string[]): Where => ({ or: values.map((value) => ({ [column]: { like: `|${value}|` } })) })

/** The list's query as parsed (schemas.ts); other domains (the site search) pass only what they use. */
type TechnologyFilter = Partial<Omit<TechnologyListQuery, 'sort' | 'pageIndex' | 'pageSize'>>
type TechnologyPage = TechnologyFilter & { sort: TechnologySort; pageIndex: number; pageSize: number }

export const technologyWhere = (query: TechnologyFilter): Where => {
  const conditions: Where[] = [published]
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary', 'keywords', 'inventorNames']))
  if (query.field) conditions.push({ field: { in: query.field } })
  if (query.subField) conditions.push({ subField: { in: query.subField } })
  if (query.patentStatus) conditions.push(listHas('patentStatusList', query.patentStatus))
  if (query.transferType) conditions.push(listHas('transferTypeList', query.transferType))
  if (query.availability) conditions.push({ availability: { in: query.availability } })
  if (query.trlMin !== undefined) conditions.push({ trl: { greater_than_equal: query.trlMin } })
  if (query.trlMax !== undefined) conditions.push({ trl: { less_than_equal: query.trlMax } })
  return { and: conditions }
}

/** The `|a|b|` column back to its values (fill-derived-columns.ts keeps it on the row). */
const listValues = (list: unknown) => (typeof list === 'string' ? list.split('|').filter(Boolean) : [])

/** Cards of rows read lean: the transfer types come from the row's list column, not a join. */
export const technologyCards = (rows: Record<string, unknown>[]): TechnologySummary[] =>
  rows.map((row) =>
    toTechnologySummary({
      ...(row as unknown as TechnologyRow),
      transferTypes: listValues(row.transferTypeList) as TechnologyRow['transferTypes'],
    }),
  )

/** One page of the published catalogue, as every caller sees it (staff keep drafts to the admin). */
export const listTechnologies = async (req: PayloadRequest, query: TechnologyPage) => {
  const { rows, total } = await readPage(req, {
    collection: 'technologies',
    ...technologyCardColumns,
    where: technologyWhere(query),
    sort: sorts[query.sort],
    page: query.pageIndex,
    limit: query.pageSize,
  })
  return { list: technologyCards(rows), total }
}
