import type { CollectionSlug, FlattenedField, PayloadRequest, Where } from 'payload'
import type { ConsentEntry } from '../../../../contract/privacy'
import type { User } from '../../../payload-types'
import { listConsentHistory } from './consents'

/** What the portal holds of the member, collection by collection, and the field that makes a row theirs. */
const sources: { key: string; title: string; collection: CollectionSlug; owner: string; where?: Where }[] = [
  { key: 'inquiries', title: 'Q&A 문의', collection: 'inquiries', owner: 'author' },
  { key: 'collaborationRequests', title: '산학협력 요청', collection: 'collaboration-requests', owner: 'author' },
  { key: 'comments', title: '댓글', collection: 'post-comments', owner: 'author', where: { deleted: { not_equals: true } } },
  { key: 'advisoryRequests', title: '기술자문 신청', collection: 'advisory-requests', owner: 'member' },
  { key: 'courseApplications', title: '교육 신청', collection: 'course-applications', owner: 'member' },
  { key: 'projectProposals', title: '공동개발 과제 제안', collection: 'project-proposals', owner: 'member' },
  { key: 'familyApplications', title: '가족회사 신청', collection: 'family-applications', owner: 'member' },
  { key: 'equipmentBookings', title: '장비 예약', collection: 'equipment-reservations', owner: 'member' },
  { key: 'passOrders', title: '패스 구매', collection: 'pass-orders', owner: 'member' },
  { key: 'goodsReservations', title: '상품 예약', collection: 'goods-reservations', owner: 'member' },
]

/**
 * Left out of every row: the member's own id (they know it), other people (who answered, who moved a
 * state, the post author of a comment), rich-text trees (their text is in 본문 텍스트) and the portal's
 * own bookkeeping.
 */
const omitted = new Set(['member', 'author', 'postAuthor', 'answeredBy', 'by', 'content', 'answer', 'liveKey', 'stateActions', 'owner'])

const profileFields = [
  'username',
  'name',
  'email',
  'phoneCountry',
  'phone',
  'gender',
  'affiliationType',
  'affiliation',
  'department',
  'memberClass',
  'agreements',
  'status',
  'createdAt',
  'lastLoginAt',
] as const

export type DataField = { label: string; value: DataValue }
export type DataValue = string | number | boolean | null | DataField[] | DataField[][]
export type DataSection = { key: string; title: string; rows: DataField[][] }
export type MyData = { exportedAt: string; loginId: string; profile: DataField[]; consents: ConsentEntry[]; sections: DataSection[] }

/** Payload's own fields whose label is a translation function rather than Korean text. */
const builtInLabels: Record<string, string> = { username: '아이디', email: '이메일', createdAt: '등록일시', updatedAt: '수정일시' }

const labelOf = (field: FlattenedField) => {
  const label = (field as { label?: unknown }).label
  return typeof label === 'string' ? label : (builtInLabels[field.name] ?? field.name)
}

/** A stored value as the member reads it: option labels for selects, nested fields by their labels. */
const toValue = (field: FlattenedField | undefined, value: unknown): DataValue => {
  if (value === undefined || value === null || value === '') return null
  if (field?.type === 'select') {
    const option = field.options.find((each) => (typeof each === 'string' ? each : each.value) === value)
    return option && typeof option === 'object' && typeof option.label === 'string' ? option.label : String(value)
  }
  if ((field?.type === 'group' || field?.type === 'array') && 'flattenedFields' in field) {
    const sub = field.flattenedFields
    return Array.isArray(value) ? (value as Record<string, unknown>[]).map((each) => toFields(sub, each)) : toFields(sub, value as Record<string, unknown>)
  }
  if (Array.isArray(value)) return value.map((each) => String(typeof each === 'object' && each ? ((each as { id?: unknown }).id ?? '') : each)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return value as string | number | boolean
}

const toFields = (fields: FlattenedField[], row: Record<string, unknown>, only?: readonly string[]): DataField[] =>
  fields
    .filter((field) => !omitted.has(field.name) && field.name !== 'id' && (!only || only.includes(field.name)) && row[field.name] !== undefined)
    .map((field) => ({ label: labelOf(field), value: toValue(field, row[field.name]) }))

/**
 * 내 정보 내려받기: everything the portal holds of the member, read with their own access — so it
 * holds exactly what they may see of it, staff memos and other members' rows never.
 */
export const buildMyData = async (req: PayloadRequest, user: User): Promise<MyData> => {
  const fieldsOf = (collection: CollectionSlug) => req.payload.collections[collection].config.flattenedFields
  const own = { overrideAccess: false, user, req, depth: 0 } as const
  const profile = await req.payload.findByID({ collection: 'users', id: user.id, ...own })
  const sections = await Promise.all(
    sources.map(async ({ key, title, collection, owner, where }) => {
      const { docs } = await req.payload.find({
        collection,
        where: { and: [{ [owner]: { equals: user.id } }, ...(where ? [where] : [])] },
        sort: 'createdAt',
        pagination: false,
        ...own,
      })
      return { key, title, rows: docs.map((doc) => toFields(fieldsOf(collection), doc as unknown as Record<string, unknown>)) }
    }),
  )
  return {
    exportedAt: new Date().toISOString(),
    loginId: user.username,
    profile: toFields(fieldsOf('users'), profile as unknown as Record<string, unknown>, profileFields),
    consents: await listConsentHistory(req, user),
    sections,
  }
}
