import type { CollectionConfig, Field, FieldHook, Option } from 'payload'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'
import { withAdminDefaults } from '../admin/admin-defaults'
import type { OutgoingMail } from '../mail/outgoing-mail'

/** Payload's own field names of its job rows, as staff read them. */
const fieldLabels: Record<string, string> = {
  completedAt: '완료일시',
  totalTried: '시도 횟수',
  hasError: '실패',
  taskSlug: '작업 종류',
  queue: '대기열',
  waitUntil: '실행 예정일시',
  processing: '처리 중',
}

const descriptions: Record<string, string> = {
  hasError: '모든 재시도가 실패한 작업입니다. 다시 시도되지 않습니다.',
}

/** Payload's JSON fields (its code editor loads from a CDN the admin's CSP refuses): read through the fields below. */
const hiddenInAdmin = new Set(['input', 'taskStatus', 'error', 'log'])

type JobRow = { input?: Partial<OutgoingMail> | null; error?: { message?: string } | null }

const readable = (name: string, label: string, type: 'text' | 'textarea', value: (job: JobRow) => string | null | undefined, description?: string) =>
  ({
    name,
    label,
    type,
    virtual: true,
    admin: { readOnly: true, description },
    hooks: { afterRead: [({ siblingData }: { siblingData: unknown }) => value(siblingData as JobRow) ?? null] },
  }) as Field

/** What a mail job is about and why it failed, as staff read it. */
const mailFields: Field[] = [
  readable('mailTo', '받는 사람', 'text', (job) => job.input?.to),
  readable('mailSubject', '제목', 'text', (job) => job.input?.subject),
  readable('mailText', '본문', 'textarea', (job) => job.input?.text),
  readable('failure', '실패 사유', 'text', (job) => job.error?.message, '메일 서버나 연결이 돌려준 오류를 그대로 옮겼습니다.'),
]

const optionLabels: Record<string, string> = {
  inline: '기타',
  schedulePublish: '예약 게시',
  sendMail: '메일 발송',
}

const koreanOption = (option: Option): Option => (typeof option === 'string' ? { label: optionLabels[option] ?? option, value: option } : option)

type StoredError = { stack?: unknown } | null | undefined

const withoutStack = (error: StoredError) => {
  if (!error || typeof error !== 'object') return error
  const { stack: _stack, ...rest } = error
  return rest
}

/**
 * Payload keeps each failure's stack trace; staff see what failed, never the server's insides. Field
 * hooks, since Payload runs collection hooks of its job rows only with the slower `jobs.runHooks`.
 */
const stackless: Record<string, FieldHook> = {
  error: ({ value }) => withoutStack(value as StoredError),
  log: ({ value }) => (Array.isArray(value) ? value.map((entry: { error?: StoredError }) => ({ ...entry, error: withoutStack(entry.error) })) : value),
}

const inKorean = (field: Field): Field => {
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, label: '상태', fields: tab.fields.map(inKorean) })) }
  if (!('name' in field)) return field
  const named = { ...field, label: fieldLabels[field.name] ?? field.label } as Field & { admin?: Record<string, unknown>; hooks?: { afterRead?: FieldHook[] } }
  if (descriptions[field.name]) named.admin = { ...named.admin, description: descriptions[field.name] }
  if (hiddenInAdmin.has(field.name)) named.admin = { ...named.admin, hidden: true }
  const hideStack = stackless[field.name]
  if (hideStack) named.hooks = { ...named.hooks, afterRead: [...(named.hooks?.afterRead ?? []), hideStack] }
  if (named.type === 'select') return { ...named, options: named.options.map(koreanOption) }
  return named
}

/**
 * Payload's job rows (scheduled publishing and queued mail) shown to staff, read-only and in Korean,
 * so a mail that failed every retry is seen and its member can be reached another way. Nobody edits
 * or queues a job by hand: the input of a mail job is the mail, and editing it would send anything
 * to anyone.
 */
export const withStaffJobList = ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig =>
  withAdminDefaults({
    ...defaultJobsCollection,
    labels: { singular: '발송·게시 작업', plural: '발송·게시 작업' },
    admin: {
      ...defaultJobsCollection.admin,
      group: '운영',
      // Only staff sign in to the admin at all.
      hidden: false,
      defaultColumns: ['taskSlug', 'mailTo', 'mailSubject', 'hasError', 'totalTried', 'createdAt'],
    },
    access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
    fields: [...mailFields, ...defaultJobsCollection.fields.map(inKorean)],
  })
