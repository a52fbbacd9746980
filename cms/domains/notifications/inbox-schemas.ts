import { z } from 'zod'
import { notificationChannels, notificationEventOf, type NotificationChannel, type NotificationEvent } from '../../../contract/notifications'
import { timeOfDayPattern } from '../../../contract/notification-inbox'
import { plainInteger } from '../../platform/http/plain-integer'
import { inboxMessages } from './inbox-messages'

export const notificationId = plainInteger(
  z.number({ error: inboxMessages.badId }).int({ error: inboxMessages.badId }).positive({ error: inboxMessages.badId }),
)

const channelValues: readonly string[] = notificationChannels.map((channel) => channel.value)

const timeOfDay = (which: '시작' | '끝') =>
  z.string({ error: inboxMessages.quietHoursTime(which) }).regex(timeOfDayPattern, inboxMessages.quietHoursTime(which))

const quietHours = z
  .object(
    {
      enabled: z.boolean({ error: inboxMessages.quietHoursEnabled }),
      start: timeOfDay('시작'),
      end: timeOfDay('끝'),
    },
    { error: inboxMessages.quietHoursRequired },
  )
  .refine((hours) => !hours.enabled || hours.start !== hours.end, { message: inboxMessages.quietHoursSame })

/**
 * Every event key must be one of the catalogue's and every channel one of the four; an unknown one is
 * refused by name rather than dropped, so a stale screen learns why nothing was saved.
 */
const channels = z
  .record(z.string(), z.array(z.string(), { error: inboxMessages.channelsList }), { error: inboxMessages.preferencesRequired })
  .transform((record, context) => {
    const checked: Partial<Record<NotificationEvent, NotificationChannel[]>> = {}
    for (const [event, chosen] of Object.entries(record)) {
      if (!notificationEventOf(event)) {
        context.addIssue({ code: 'custom', message: inboxMessages.unknownEvent(event) })
        return z.NEVER
      }
      const unknown = chosen.find((channel) => !channelValues.includes(channel))
      if (unknown !== undefined) {
        context.addIssue({ code: 'custom', message: inboxMessages.unknownChannel(unknown) })
        return z.NEVER
      }
      checked[event as NotificationEvent] = chosen as NotificationChannel[]
    }
    return checked
  })

export const preferencesBody = z.object({ channels, quietHours }, { error: inboxMessages.preferencesRequired })
