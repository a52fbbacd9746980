import type { CollectionAfterReadHook, CollectionConfig, Field, Option } from 'payload'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

/** Payload's own field names of its job rows, as staff read them. */
const fieldLabels: Record<string, string> = {
  input: '작업 내용',
  taskStatus: '작업 상태',
  completedAt: '완료일시',
  totalTried: '시도 횟수',
  hasError: '실패',
  error: '오류',
  log: '실행 기록',
  executedAt: '실행일시',
  taskSlug: '작업 종류',
  taskID: '작업 ID',
  output: '결과',
  state: '결과',
  queue: '대기열',
  waitUntil: '실행 예정일시',
  processing: '처리 중',
}

const descriptions: Record<string, string> = {
  input: '메일이면 받는 사람, 제목과 본문입니다.',
  hasError: '모든 재시도가 실패한 작업입니다. 다시 시도되지 않습니다.',
  error: '마지막 시도의 오류입니다.',
  log: '시도할 때마다 남는 기록입니다.',
}

const optionLabels: Record<string, string> = {
  inline: '기타',
  schedulePublish: '예약 게시',
  sendMail: '메일 발송',
  failed: '실패',
  succeeded: '성공',
}

const koreanOption = (option: Option): Option => (typeof option === 'string' ? { label: optionLabels[option] ?? option, value: option } : option)

const inKorean = (field: Field): Field => {
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, label: '상태', fields: tab.fields.map(inKorean) })) }
  if (!('name' in field)) return field
  const named = { ...field, label: fieldLabels[field.name] ?? field.label } as Field & { admin?: Record<string, unknown> }
  if (descriptions[field.name]) named.admin = { ...named.admin, description: descriptions[field.name] }
  if (named.type === 'array') return { ...named, fields: named.fields.map(inKorean) }
  if (named.type === 'select' || named.type === 'radio') return { ...named, options: named.options.map(koreanOption) } as Field
  return named
}

type StoredError = { stack?: unknown } | null | undefined

const withoutStack = (error: StoredError) => {
  if (!error || typeof error !== 'object') return error
  const { stack: _stack, ...rest } = error
  return rest
}

/** Payload keeps each failure's stack trace; the admin shows staff what failed, never the server's insides. */
const hideStacks: CollectionAfterReadHook = ({ doc }) => ({
  ...doc,
  error: withoutStack(doc.error),
  log: Array.isArray(doc.log) ? doc.log.map((entry: { error?: StoredError }) => ({ ...entry, error: withoutStack(entry.error) })) : doc.log,
})

/**
 * Payload's job rows (scheduled publishing and queued mail) shown to staff, read-only and in Korean,
 * so a mail that failed every retry is seen and its member can be reached another way. Nobody edits
 * or queues a job by hand: the input of a mail job is the mail, and editing it would send anything
 * to anyone.
 */
export const withStaffJobList = ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: { singular: '발송·게시 작업', plural: '발송·게시 작업' },
  admin: {
    ...defaultJobsCollection.admin,
    group: '운영',
    // Only staff sign in to the admin at all.
    hidden: false,
    defaultColumns: ['taskSlug', 'hasError', 'totalTried', 'completedAt', 'waitUntil', 'createdAt'],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  hooks: { ...defaultJobsCollection.hooks, afterRead: [...(defaultJobsCollection.hooks?.afterRead ?? []), hideStacks] },
  fields: defaultJobsCollection.fields.map(inKorean),
})
