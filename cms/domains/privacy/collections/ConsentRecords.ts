import type { CollectionConfig } from 'payload'
import { consentKinds, consentSources, type ConsentKind, type ConsentSource } from '../../../../contract/privacy'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { shownCreatedAt } from '../fields'
import { notShownToGuests } from '../../../platform/data/content-version'

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

export type ConsentRecordInput = {
  member: number
  kind: ConsentKind
  termsVersion: string | null
  terms: number | null
  agreed: boolean
  source: ConsentSource
}

/**
 * 동의 이력: one row per consent given or withdrawn — at join, on agreeing to a new version of a term,
 * and on each change of the news-mail consent. Rows are only ever added: the history is the proof.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '동의 이력', plural: '동의 이력' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['member', 'kind', 'termsVersion', 'agreed', 'source', 'createdAt'],
    group: '회원 관리',
    description: '회원이 어느 판의 약관에 언제 동의했는지, 소식 메일 수신 동의를 언제 바꿨는지의 기록입니다. 수정하거나 지울 수 없습니다.',
  },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', label: '동의 항목', type: 'select', required: true, options: options(consentKinds), admin: { readOnly: true } },
    { name: 'termsVersion', label: '약관 판', type: 'text', admin: { readOnly: true } },
    { name: 'terms', label: '약관', type: 'relationship', relationTo: 'terms', admin: { readOnly: true } },
    { name: 'agreed', label: '동의', type: 'checkbox', required: true, defaultValue: true, admin: { readOnly: true } },
    { name: 'source', label: '경로', type: 'select', required: true, options: options(consentSources), admin: { readOnly: true } },
    shownCreatedAt('일시'),
  ],
}
