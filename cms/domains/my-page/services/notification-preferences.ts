import type { PayloadRequest } from 'payload'
import type { NotificationPreferencesInput, NotificationPreferencesView } from '../../../../contract/notification-inbox'
import {
  chosenChannels,
  defaultQuietHours,
  notificationEvents,
  phoneChannels,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '../../../../contract/notifications'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { updateUser } from '../../account'
import { inboxMessages } from '../../notifications'

type Stored = { preferences: NotificationPreferences; phoneVerified: boolean }

/** The member's own row as it is now: the session's copy may predate a save or a phone check. */
const readStored = async (req: PayloadRequest, member: User): Promise<Stored> => {
  const row = await req.payload.findByID({
    collection: 'users',
    id: member.id,
    select: { notificationPreferences: true, phoneVerifiedAt: true },
    depth: 0,
    overrideAccess: false,
    user: member,
    req,
  })
  const stored = row.notificationPreferences
  const preferences = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as NotificationPreferences) : {}
  return { preferences, phoneVerified: Boolean(row.phoneVerifiedAt) }
}

const toView = ({ preferences, phoneVerified }: Stored): NotificationPreferencesView => ({
  events: notificationEvents.map((definition) => ({
    event: definition.value,
    label: definition.label,
    group: definition.group,
    channels: chosenChannels(preferences, definition.value),
    locked: [...('locked' in definition ? definition.locked : [])],
    urgent: 'urgent' in definition && definition.urgent,
  })),
  quietHours: preferences.quietHours ?? defaultQuietHours,
  phoneVerified,
  phoneNotice: phoneVerified ? null : inboxMessages.phoneNotVerified,
})

export const readMyPreferences = async (req: PayloadRequest, member: User) => toView(await readStored(req, member))

const phonePart = (channels: readonly NotificationChannel[]) => channels.filter((channel) => phoneChannels.includes(channel)).join(',')

/**
 * Saves the member's channels per event and quiet hours. Locked channels stay whatever was sent (the
 * security notice always goes by e-mail); the phone channels can change only once the profile phone
 * is verified, as 알림톡 and 문자 go to nothing else. Events not sent keep what was stored.
 */
export const saveMyPreferences = async (req: PayloadRequest, member: User, input: NotificationPreferencesInput) => {
  const stored = await readStored(req, member)
  const channels = { ...stored.preferences.channels }
  for (const [key, sent] of Object.entries(input.channels)) {
    const event = key as NotificationEvent
    const next = chosenChannels({ channels: { [event]: sent } }, event)
    if (!stored.phoneVerified && phonePart(next) !== phonePart(chosenChannels(stored.preferences, event))) {
      throw new AppError(400, inboxMessages.phoneNotVerified)
    }
    channels[event] = next
  }
  const preferences: NotificationPreferences = { channels, quietHours: input.quietHours }
  await updateUser(req, member.id, { notificationPreferences: preferences })
  return toView({ preferences, phoneVerified: stored.phoneVerified })
}
