import { z } from 'zod'
import { plainInteger } from '../../platform/http/plain-integer'
import { notificationMessages as m } from './messages'

/** Request shapes of the staff calls of /api/v1/notification-deliveries and /api/v1/notification-templates. */

export const deliveryIdParam = plainInteger(z.number({ error: m.deliveryNotFound }).int({ error: m.deliveryNotFound }).positive({ error: m.deliveryNotFound }))

export const templateIdParam = plainInteger(z.number({ error: m.templateNotFound }).int({ error: m.templateNotFound }).positive({ error: m.templateNotFound }))

export const testSendBody = z.object({ channel: z.enum(['email', 'alimtalk', 'sms', 'portal'], { error: m.testSendNoChannel }) })
