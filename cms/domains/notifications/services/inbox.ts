import type { PayloadRequest, Where } from 'payload'
import type { MyNotification } from '../../../../contract/notification-inbox'
import type { NotificationEvent } from '../../../../contract/notifications'
import { systemAccess } from '../../../platform/access/system-access'
import { findOwnPage } from '../../../platform/data/find-own-page'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import type { Notification, User } from '../../../payload-types'
import { inboxMessages } from '../inbox-messages'

const toMyNotification = (row: Notification): MyNotification => ({
  id: row.id,
  event: row.event as NotificationEvent,
  title: row.title,
  body: row.body ?? '',
  link: row.link || null,
  read: Boolean(row.readAt),
  readAt: row.readAt ?? null,
  createdAt: row.createdAt,
})

const unreadOf = (member: User): Where => ({ and: [{ member: { equals: member.id } }, { readAt: { exists: false } }] })

/** The member's own notifications, newest first; staff too see only their own here. */
export const listMyNotifications = async (req: PayloadRequest, member: User, page: { pageNum: number; pageSize: number }) => {
  const result = await findOwnPage(req, member, 'notifications', { sort: ['-createdAt', '-id'], page, depth: 0 })
  return { list: result.docs.map(toMyNotification), total: result.totalDocs }
}

export const countMyUnread = async (req: PayloadRequest, member: User) => {
  const { totalDocs } = await req.payload.count({ collection: 'notifications', where: unreadOf(member), overrideAccess: false, user: member, req })
  return { unread: totalDocs }
}

/**
 * Marking read is the portal's bookkeeping (nobody may edit a notification through the API), so it
 * writes with system access — only after the member's own read found the row and it is theirs: staff
 * may read every row, but mark only their own.
 */
export const markMyNotificationRead = async (req: PayloadRequest, member: User, id: number) => {
  const found = await req.payload
    .find({
      collection: 'notifications',
      where: { and: [{ id: { equals: id } }, { member: { equals: member.id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: member,
      req,
    })
    .then((result) => result.docs[0])
  if (!found || relationId(found.member) !== member.id) throw new AppError(404, inboxMessages.notFound)
  if (found.readAt) return toMyNotification(found)
  const updated = await req.payload.update({
    collection: 'notifications',
    id,
    data: { readAt: new Date().toISOString() },
    depth: 0,
    ...systemAccess('notification inbox'),
    req,
  })
  return toMyNotification(updated)
}

export const markAllMyNotificationsRead = async (req: PayloadRequest, member: User) => {
  const { docs } = await req.payload.update({
    collection: 'notifications',
    where: unreadOf(member),
    data: { readAt: new Date().toISOString() },
    depth: 0,
    ...systemAccess('notification inbox'),
    req,
  })
  return { marked: docs.length }
}
