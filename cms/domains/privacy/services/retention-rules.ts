import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import type { RetentionKey } from '../../../../contract/privacy'
import { systemAccess } from '../../../platform/access/system-access'
import { privacyMessages } from '../messages'

/** What one rule destroyed in one run: rows anonymised or deleted, and files removed with them. */
export type Destroyed = { count: number; files: number }

/** One run takes at most this many rows per collection; the rest follow in the next day's run. */
const BATCH = 500
const ANON = privacyMessages.anonymised
const ANON_EMAIL = 'destroyed@invalid.local'
/** The job's own writes: hooks that react to a member's or staff's change can tell them apart. */
const context = { retention: true }

type Row = { id: number } & Record<string, unknown>

const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((each) => (typeof each === 'object' && each ? (each as { id: number }).id : each)).filter((id): id is number => typeof id === 'number')
    : []

const findRows = async (req: PayloadRequest, collection: CollectionSlug, where: Where) =>
  (await req.payload.find({ collection, where, limit: BATCH, depth: 0, pagination: false, ...systemAccess('retention'), req })).docs as unknown as Row[]

/** Deletes rows (upload rows take their stored files with them, on disk or in the bucket). */
const deleteRows = async (req: PayloadRequest, collection: CollectionSlug, where: Where) => {
  const { docs } = await req.payload.delete({ collection, where, depth: 0, ...systemAccess('retention'), req, context })
  return docs as unknown as Row[]
}

/** Post files by id; what is left of them after a post or an application lost its personal data. */
const deleteFiles = async (req: PayloadRequest, fileIds: number[]) =>
  fileIds.length ? (await deleteRows(req, 'post-files', { id: { in: fileIds } })).length : 0

/**
 * Keeps the row (numbers, states and dates stay for statistics) but clears what identifies or was
 * written by a person, and removes its attachments.
 */
const anonymise = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
  patch: (row: Row) => Record<string, unknown>,
  fileFields: string[] = [],
) => {
  const rows = await findRows(req, collection, where)
  let files = 0
  for (const row of rows) {
    files += await deleteFiles(
      req,
      fileFields.flatMap((field) => ids(row[field])),
    )
    const data = { ...patch(row), ...Object.fromEntries(fileFields.map((field) => [field, []])) }
    await req.payload.update({ collection, id: row.id, data, depth: 0, ...systemAccess('retention'), req, context })
  }
  return { count: rows.length, files }
}

const sum = (parts: Destroyed[]): Destroyed =>
  parts.reduce((total, part) => ({ count: total.count + part.count, files: total.files + part.files }), { count: 0, files: 0 })

/** 처리 이력 stays (state and time), without staff names or the reasons written into it. */
const bareHistory = (row: Row) => ({
  history: (Array.isArray(row.history) ? row.history : []).map(({ state, at }: { state: string; at: string }) => ({ state, at, by: null, reason: null })),
})

const finishedBefore = (cutoff: string): Where => ({
  and: [{ state: { in: ['done', 'rejected', 'withdrawn'] } }, { updatedAt: { less_than: cutoff } }, { contactName: { not_equals: ANON } }],
})

const contactCleared = { company: ANON, contactName: ANON, phone: ANON, email: ANON_EMAIL }

/** Each rule of contract/privacy.ts: what is past its period (`cutoff`) and how it is destroyed. */
export const destroyers: Record<RetentionKey, (req: PayloadRequest, cutoff: string) => Promise<Destroyed>> = {
  applications: async (req, cutoff) =>
    sum([
      await anonymise(req, 'advisory-requests', finishedBefore(cutoff), (row) => ({ ...contactCleared, title: ANON, description: ANON, ...bareHistory(row) }), [
        'attachments',
      ]),
      await anonymise(req, 'course-applications', finishedBefore(cutoff), (row) => ({ ...contactCleared, motivation: ANON, ...bareHistory(row) })),
      await anonymise(req, 'project-proposals', finishedBefore(cutoff), (row) => ({ ...contactCleared, title: ANON, summary: ANON, ...bareHistory(row) }), [
        'attachments',
      ]),
    ]),

  equipmentBookings: (req, cutoff) =>
    anonymise(req, 'equipment-reservations', { and: [{ endAt: { less_than: cutoff } }, { applicantName: { not_equals: ANON } }] }, (row) => ({
      applicantName: ANON,
      organisation: ANON,
      phone: ANON,
      email: ANON_EMAIL,
      purpose: ANON,
      ...bareHistory(row),
    })),

  memberPosts: async (req, cutoff) => {
    const parts: Destroyed[] = []
    for (const collection of ['inquiries', 'collaboration-requests'] as const) {
      const posts = await deleteRows(req, collection, { and: [{ answerState: { equals: 'answered' } }, { answeredAt: { less_than: cutoff } }] })
      let files = 0
      for (const post of posts) {
        files += await deleteFiles(req, [...ids(post.images), ...ids(post.attachments)])
        await deleteRows(req, 'post-comments', { and: [{ 'post.relationTo': { equals: collection } }, { 'post.value': { equals: post.id } }] })
      }
      parts.push({ count: posts.length, files })
    }
    return sum(parts)
  },

  withdrawnAccounts: async (req, cutoff) => {
    const rows = await findRows(req, 'users', {
      and: [{ status: { equals: 'withdrawn' } }, { 'withdrawal.withdrawnAt': { less_than: cutoff } }, { username: { not_like: 'withdrawn-' } }],
    })
    for (const row of rows) {
      // The login id is free again: the period that kept it from being reused has passed.
      const data = { username: `withdrawn-${row.id}`, withdrawal: { ...(row.withdrawal as object), reason: null } }
      await req.payload.update({ collection: 'users', id: row.id, data, depth: 0, ...systemAccess('retention'), req, context })
    }
    return { count: rows.length, files: 0 }
  },

  // Built by the access-log domain; the rule applies once that collection exists in this portal.
  accessLogs: async (req, cutoff) =>
    'access-logs' in req.payload.collections
      ? { count: (await deleteRows(req, 'access-logs' as CollectionSlug, { createdAt: { less_than: cutoff } })).length, files: 0 }
      : { count: 0, files: 0 },

  mailJobs: async (req, cutoff) => ({
    count: (
      await deleteRows(req, 'payload-jobs', {
        or: [{ completedAt: { less_than: cutoff } }, { and: [{ hasError: { equals: true } }, { updatedAt: { less_than: cutoff } }] }],
      })
    ).length,
    files: 0,
  }),

  unusedUploads: async (req, cutoff) => {
    const postFiles = (await deleteRows(req, 'post-files', { and: [{ attachedTo: { exists: false } }, { createdAt: { less_than: cutoff } }] })).length
    const avatars = await findRows(req, 'avatars', { createdAt: { less_than: cutoff } })
    const { docs: users } = await req.payload.find({
      collection: 'users',
      where: { avatar: { in: avatars.map((avatar) => avatar.id) } },
      select: { avatar: true },
      pagination: false,
      depth: 0,
      ...systemAccess('retention'),
      req,
    })
    const inUse = new Set(users.map((user) => user.avatar))
    const unused = avatars.map((avatar) => avatar.id).filter((id) => !inUse.has(id))
    const removed = unused.length ? (await deleteRows(req, 'avatars', { id: { in: unused } })).length : 0
    return { count: postFiles + removed, files: postFiles + removed }
  },

  travelOrders: async (req, cutoff) =>
    sum([
      { count: (await deleteRows(req, 'pass-orders', { createdAt: { less_than: cutoff } })).length, files: 0 },
      { count: (await deleteRows(req, 'goods-reservations', { createdAt: { less_than: cutoff } })).length, files: 0 },
    ]),
}
