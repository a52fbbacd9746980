import type { Payload } from 'payload'
import { notificationEvents } from '../../../../contract/notifications'
import { systemAccess } from '../../../platform/access/system-access'
import { isUniqueViolation } from '../../../platform/data/raw-sql'
import { defaultTemplates } from '../default-templates'

/**
 * Every event of the catalogue has its template row from the first start on, production included
 * (which gets no demo seed): staff then only paste the approved 알림톡 code and text. Rows staff
 * edited are left as they are. Processes starting together may race: the UNIQUE event keeps one.
 */
export const ensureNotificationTemplates = async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'notification-templates',
    pagination: false,
    depth: 0,
    select: { event: true },
    ...systemAccess('notifications'),
  })
  const present = new Set(docs.map((doc) => doc.event))
  for (const { value: event } of notificationEvents) {
    if (present.has(event)) continue
    const text = defaultTemplates[event]
    try {
      await payload.create({
        collection: 'notification-templates',
        data: { event, alimtalkTemplateCode: text.code, alimtalkText: text.alimtalk, smsText: text.sms },
        ...systemAccess('notifications'),
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}
