import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseBody, routeParam } from '../../platform/http/request'
import { requireStaff } from '../../platform/access/require-staff'
import { deliveryIdParam, templateIdParam, testSendBody } from './schemas'
import { monthlyCounts } from './services/monthly-counts'
import { resendDelivery, testSendTemplate } from './services/staff-actions'

/** Staff calls of the notification service (docs/api.md "알림 발송 관리 (직원)"). */
export const notificationStaffEndpoints: Endpoint[] = [
  {
    path: '/v1/notification-deliveries/:id/resend',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await resendDelivery(req, deliveryIdParam.parse(routeParam(req, 'id'))))
    }),
  },
  {
    path: '/v1/notification-templates/:id/test',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      const id = templateIdParam.parse(routeParam(req, 'id'))
      return ok(await testSendTemplate(req, id, (await parseBody(testSendBody, req)).channel))
    }),
  },
  {
    path: '/v1/notification-deliveries/counts',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await monthlyCounts(req))),
  },
]
