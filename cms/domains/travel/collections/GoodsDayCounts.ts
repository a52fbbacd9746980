import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'

/**
 * How many people a goods option has booked on one day: one row per `{goodsId}:{YYYY-MM-DD}`
 * (UNIQUE). A booking adds its people in one conditional upsert that refuses to pass the daily
 * capacity, so simultaneous bookings never overfill a day, also across processes; a cancellation
 * takes them off. Only the reservation services write here.
 */
export const GoodsDayCounts: CollectionConfig = {
  slug: 'goods-day-counts',
  labels: { singular: '예약 인원 집계', plural: '예약 인원 집계' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'dayKey', type: 'text', required: true, unique: true },
    { name: 'booked', type: 'number', required: true, defaultValue: 0 },
  ],
}
