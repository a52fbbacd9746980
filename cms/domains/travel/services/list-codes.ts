import type { PayloadRequest, Where } from 'payload'
import { codeGroupList, type CodeGroup } from '../../../../contract/travel-options'
import type { TravelCode } from '../../../../contract/travel'
import { notFound } from '../../../platform/http/errors'
import type { TravelCode as TravelCodeDoc } from '../../../payload-types'
import { travelMessages } from '../messages'

const isCodeGroup = (group: string): group is CodeGroup => (codeGroupList as string[]).includes(group)

/** A code group has a few dozen codes at most (시군구 the most); one page holds them all. */
const GROUP_LIMIT = 500

/** Read at depth 1, so a 시군구's parent arrives as its 시도 row. */
const toTravelCode = (doc: TravelCodeDoc): TravelCode => ({
  code: doc.code,
  codeName: doc.codeName,
  group: doc.group,
  parentCode: doc.parent && typeof doc.parent === 'object' ? doc.parent.code : null,
})

const findCodes = (req: PayloadRequest, where: Where, limit: number) =>
  req.payload.find({ collection: 'travel-codes', where, sort: ['sortOrder', 'code'], limit, pagination: false, depth: 1, overrideAccess: false, req })

/** The codes of one group in use, in the order staff set. */
export const listCodes = async (req: PayloadRequest, group: string): Promise<TravelCode[]> => {
  if (!isCodeGroup(group)) throw notFound(travelMessages.unknownCodeGroup)
  const { docs } = await findCodes(req, { and: [{ group: { equals: group } }, { active: { equals: true } }] }, GROUP_LIMIT)
  return docs.map(toTravelCode)
}

/** One code with its name (`GET /codes-name/{code}`), also one staff no longer offer: older rows still name it. */
export const getCodeName = async (req: PayloadRequest, code: string): Promise<TravelCode> => {
  const [doc] = (await findCodes(req, { code: { equals: code } }, 1)).docs
  if (!doc) throw notFound(travelMessages.unknownCode)
  return toTravelCode(doc)
}

/** The names of these codes (those that exist), for rows that keep a code as text. */
export const codeNamesOf = async (req: PayloadRequest, codes: string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(codes)]
  if (wanted.length === 0) return new Map()
  const { docs } = await findCodes(req, { code: { in: wanted } }, wanted.length)
  return new Map(docs.map((doc) => [doc.code, doc.codeName]))
}
