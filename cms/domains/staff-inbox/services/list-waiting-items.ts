import type { Payload, Where } from 'payload'
import { applicationStates, waitingApplicationStates } from '../../../../contract/applications'
import { labelOf, reservationStates } from '../../../../contract/equipment-options'
import { notificationChannels, notificationEvents } from '../../../../contract/notifications'
import { relationId } from '../../../platform/data/relation-id'
import type { OutgoingMail } from '../../../platform/mail/outgoing-mail'
import type { PostType, User } from '../../../payload-types'
import { type ApplicationDoc } from '../../applications'
import { programmes } from '../../applications'
import { memberBoards } from '../../member-boards'

/** One thing a member waits on staff for: a post to answer, a booking or an application to decide. */
export type WaitingItem = {
  kind: string
  kindLabel: string
  /** 유형 of a post, or the state the booking or application waits in. */
  detail: string
  href: string
  title: string
  who: string
  secret: boolean
  /** Since when it has waited: written, filed, or last sent back to staff. */
  since: string
}

/** How many of a kind wait, and the admin list that shows exactly them. */
export type WaitingCount = { kind: string; label: string; count: number; href: string }

export type StaffInbox = { counts: WaitingCount[]; items: WaitingItem[] }

/** More than a day's worth on a busy week; the lists in the admin hold the rest. */
const INBOX_SIZE = 30

/** The admin list filtered the way its own filter builder writes it (one condition per value, joined by or). */
const listHref = (collection: string, field: string, values: readonly string[]) =>
  `/admin/collections/${collection}?${values.map((value, index) => `where[or][${index}][and][0][${field}][equals]=${encodeURIComponent(value)}`).join('&')}`

/** The moment the latest history entry records, which is when the item came back to staff. */
const lastMove = (history: { at: string }[] | null | undefined, fallback: string) => history?.at(-1)?.at ?? fallback

type Source = { count: WaitingCount; items: WaitingItem[] }

const memberPostSources = (payload: Payload, user: User): Promise<Source>[] =>
  Object.values(memberBoards).map(async (board) => {
    const where: Where = { and: [{ answerState: { equals: 'waiting' } }, { pinned: { not_equals: true } }] }
    const { docs, totalDocs } = await payload.find({
      collection: board.collection,
      where,
      sort: 'createdAt',
      limit: INBOX_SIZE,
      depth: 1,
      select: { title: true, postType: true, authorName: true, secret: true, createdAt: true },
      overrideAccess: false,
      user,
    })
    return {
      count: { kind: board.key, label: board.label, count: totalDocs, href: listHref(board.collection, 'answerState', ['waiting']) },
      items: docs.map((doc) => ({
        kind: board.key,
        kindLabel: board.label,
        detail: typeof doc.postType === 'object' ? ((doc.postType as PostType).label ?? '') : String(relationId(doc.postType) ?? ''),
        href: `/admin/collections/${board.collection}/${doc.id}`,
        title: doc.title,
        who: doc.authorName ?? '',
        secret: Boolean(doc.secret),
        since: doc.createdAt,
      })),
    }
  })

/** Bookings staff must decide: new ones (신청) and cancel requests (취소요청). */
const bookingSource = async (payload: Payload, user: User): Promise<Source> => {
  const states = ['standby', 'cancel-ask'] as const
  const { docs, totalDocs } = await payload.find({
    collection: 'equipment-reservations',
    where: { state: { in: [...states] } },
    sort: 'createdAt',
    limit: INBOX_SIZE,
    depth: 0,
    select: { reservationNo: true, useDate: true, timeRange: true, applicantName: true, organisation: true, state: true, history: true, createdAt: true },
    overrideAccess: false,
    user,
  })
  const label = '장비 예약'
  return {
    count: { kind: 'equipment', label, count: totalDocs, href: listHref('equipment-reservations', 'state', states) },
    items: docs.map((doc) => ({
      kind: 'equipment',
      kindLabel: label,
      detail: labelOf(reservationStates, doc.state),
      href: `/admin/collections/equipment-reservations/${doc.id}`,
      title: `${doc.reservationNo} · ${doc.useDate.replaceAll('-', '.')} ${doc.timeRange}`,
      who: `${doc.applicantName} (${doc.organisation})`,
      secret: false,
      since: lastMove(doc.history, doc.createdAt),
    })),
  }
}

/** Applications of every programme that are new (접수) or came back revised (재제출). */
const applicationSources = (payload: Payload, user: User): Promise<Source>[] =>
  Object.values(programmes).map(async (programme) => {
    const { docs, totalDocs } = await payload.find({
      collection: programme.collection,
      where: { state: { in: [...waitingApplicationStates] } },
      sort: 'updatedAt',
      limit: INBOX_SIZE,
      depth: 0,
      select: { applicationNo: true, title: true, company: true, contactName: true, state: true, history: true, createdAt: true },
      overrideAccess: false,
      user,
    })
    const label = `${programme.label} 신청`
    return {
      count: { kind: programme.kind, label, count: totalDocs, href: listHref(programme.collection, 'state', waitingApplicationStates) },
      items: (docs as ApplicationDoc[]).map((doc) => ({
        kind: programme.kind,
        kindLabel: label,
        detail: labelOf(applicationStates, doc.state),
        href: `/admin/collections/${programme.collection}/${doc.id}`,
        title: doc.title,
        // A 가족회사 application names its company in the title; the others carry the name the member typed.
        who: typeof doc.company === 'string' ? `${doc.contactName} (${doc.company})` : doc.contactName,
        secret: false,
        since: lastMove(doc.history, doc.createdAt),
      })),
    }
  })

/**
 * Mails that failed every retry (cms/platform/jobs/send-mail-task.ts): the member was not told of a booking,
 * an application or an answer, so staff reach them another way.
 */
const failedMailSource = async (payload: Payload, user: User): Promise<Source> => {
  const { docs, totalDocs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendMail' } }, { hasError: { equals: true } }] },
    sort: 'createdAt',
    limit: INBOX_SIZE,
    depth: 0,
    select: { input: true, totalTried: true, createdAt: true },
    overrideAccess: false,
    user,
  })
  const label = '보내지 못한 메일'
  return {
    count: { kind: 'mail', label, count: totalDocs, href: listHref('payload-jobs', 'hasError', ['true']) },
    items: docs.map((doc) => {
      const mail = doc.input as Partial<OutgoingMail> | null
      return {
        kind: 'mail',
        kindLabel: label,
        detail: `${doc.totalTried ?? 0}번 시도`,
        href: `/admin/collections/payload-jobs/${doc.id}`,
        title: mail?.subject ?? '',
        who: mail?.to ?? '',
        secret: false,
        since: doc.createdAt,
      }
    }),
  }
}

/**
 * Notifications that failed (a refused 알림톡, a template that does not fit, every retry spent): the
 * delivery log shows why, and a failed row can be sent again from it. The recipient stays masked.
 */
const failedNotificationSource = async (payload: Payload, user: User): Promise<Source> => {
  const { docs, totalDocs } = await payload.find({
    collection: 'notification-deliveries',
    where: { state: { equals: 'failed' } },
    sort: 'createdAt',
    limit: INBOX_SIZE,
    depth: 0,
    select: { event: true, channel: true, recipient: true, error: true, createdAt: true },
    overrideAccess: false,
    user,
  })
  const label = '보내지 못한 알림'
  return {
    count: { kind: 'notification', label, count: totalDocs, href: listHref('notification-deliveries', 'state', ['failed']) },
    items: docs.map((doc) => ({
      kind: 'notification',
      kindLabel: label,
      detail: `${labelOf(notificationChannels, doc.channel)} · ${doc.error ?? ''}`,
      href: `/admin/collections/notification-deliveries/${doc.id}`,
      title: labelOf(notificationEvents, doc.event),
      who: doc.recipient ?? '',
      secret: false,
      since: doc.createdAt,
    })),
  }
}

/**
 * The staff inbox on the admin dashboard: everything members wait on, oldest first, with a count per
 * kind, and the mails and notifications that could not be sent. Staff notices (pinned posts) wait for nothing and are left out. Read as the signed-in staff user.
 */
export const listWaitingItems = async (payload: Payload, user: User): Promise<StaffInbox> => {
  const sources = await Promise.all([
    ...memberPostSources(payload, user),
    bookingSource(payload, user),
    ...applicationSources(payload, user),
    failedMailSource(payload, user),
    failedNotificationSource(payload, user),
  ])
  return {
    counts: sources.map((source) => source.count),
    items: sources
      .flatMap((source) => source.items)
      .sort((a, b) => a.since.localeCompare(b.since))
      .slice(0, INBOX_SIZE),
  }
}

/** "3일 4시간", "5시간", "20분": how long an item has waited, as staff read it at a glance. */
export const waitedFor = (since: string, now: Date) => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`
  if (hours > 0) return `${hours}시간`
  return `${minutes}분`
}
