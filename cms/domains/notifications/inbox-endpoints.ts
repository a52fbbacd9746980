import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import type { User } from '../../payload-types'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { memberPage } from '../../platform/http/member-page'
import { routeParam } from '../../platform/http/request'
import { notificationId } from './inbox-schemas'
import { countMyUnread, listMyNotifications, markAllMyNotificationsRead, markMyNotificationRead } from './services/inbox'

/** Every route here answers the signed-in member about their own notifications, in the envelope. */
const forMember = (serve: (req: PayloadRequest, member: User) => Promise<unknown>) => withEnvelope(async (req) => ok(await serve(req, requireMember(req))))

/**
 * The member's notifications (docs/api.md "알림"): each member sees and marks only their own. The
 * preferences are my-page's routes, as saving them writes the member's account row.
 */
export const notificationInboxEndpoints: Endpoint[] = [
  { path: '/v1/mypage/notifications', method: 'get', handler: memberPage(listMyNotifications) },
  { path: '/v1/mypage/notifications/unread-count', method: 'get', handler: forMember(countMyUnread) },
  { path: '/v1/mypage/notifications/read-all', method: 'post', handler: forMember(markAllMyNotificationsRead) },
  {
    path: '/v1/mypage/notifications/:id/read',
    method: 'post',
    handler: forMember((req, member) => markMyNotificationRead(req, member, notificationId.parse(routeParam(req, 'id')))),
  },
]
