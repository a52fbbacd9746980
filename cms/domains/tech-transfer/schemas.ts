import { z } from 'zod'
import { advisoryFields } from '../../../contract/applications'
import {
  patentStatuses,
  technologyAvailabilities,
  technologySorts,
  type TechnologySort,
  transferTypes,
  TRL_MAX,
  TRL_MIN,
} from '../../../contract/tech-transfer'
import { plainInteger } from '../../platform/http/plain-integer'
import { catalogueQueryPaging, commaListOf, searchKeyword } from '../../platform/http/paging'
import { techMessages as msg } from './messages'
import { subFieldOptions } from './vocabulary'

export const TECHNOLOGY_PAGE_SIZE = 12
export const TECHNOLOGY_PAGE_SIZE_MAX = 48

const anyOf = (options: readonly { value: string }[], label: string) => commaListOf(options, msg.badQuery(label))

const trlBound = plainInteger(
  z.number({ error: msg.trlRange }).int({ error: msg.trlRange }).min(TRL_MIN, { error: msg.trlRange }).max(TRL_MAX, { error: msg.trlRange }),
).optional()

export const technologyListQuery = z
  .object({
    searchKeyword,
    field: anyOf(advisoryFields, '기술 분야'),
    subField: anyOf(subFieldOptions, '세부 분야'),
    patentStatus: anyOf(patentStatuses, '권리 상태'),
    transferType: anyOf(transferTypes, '이전 형태'),
    availability: anyOf(technologyAvailabilities, '이전 가능 여부'),
    trlMin: trlBound,
    trlMax: trlBound,
    sort: z.enum(technologySorts.map((sort) => sort.value) as [TechnologySort, ...TechnologySort[]], { error: msg.badQuery('정렬') }).default('newest'),
    ...catalogueQueryPaging({
      size: TECHNOLOGY_PAGE_SIZE,
      max: TECHNOLOGY_PAGE_SIZE_MAX,
      badIndex: msg.badQuery('페이지 번호'),
      badSize: msg.pageSizeMax(TECHNOLOGY_PAGE_SIZE_MAX),
    }),
  })
  .refine((query) => query.trlMin === undefined || query.trlMax === undefined || query.trlMin <= query.trlMax, { message: msg.trlOrder })

export type TechnologyListQuery = z.infer<typeof technologyListQuery>

export const technologyIdParam = plainInteger(z.number({ error: msg.notFound }).int({ error: msg.notFound }).positive({ error: msg.notFound }))

export const ndaBody = z.object({
  version: z.string({ error: msg.ndaVersionStale }).trim().min(1, { error: msg.ndaVersionStale }),
  agree: z.literal(true, { error: msg.ndaAgreeRequired }),
})
