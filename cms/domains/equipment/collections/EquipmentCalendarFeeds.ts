import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * Private calendar subscriptions (issue 31): one row per member (all their bookings) or per piece of
 * equipment (staff: every booking of it, names masked). Only the SHA-256 of the secret token is kept,
 * so a copy of the database opens no feed; revoking deletes the row, after which the address answers
 * 404. Only the feed service writes here (services/calendar-feed.ts).
 */
export const EquipmentCalendarFeeds: CollectionConfig = {
  slug: 'equipment-calendar-feeds',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '캘린더 구독', plural: '캘린더 구독' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'member', type: 'relationship', relationTo: 'users', unique: true },
    { name: 'equipment', type: 'relationship', relationTo: 'equipment', unique: true },
    { name: 'issuedBy', type: 'relationship', relationTo: 'users' },
  ],
}
