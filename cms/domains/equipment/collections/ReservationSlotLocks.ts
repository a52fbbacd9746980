import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'

/**
 * One row per slot a live reservation holds (신청, 승인, 취소요청). The UNIQUE `slotKey`
 * (`{equipmentId}:{YYYY-MM-DD}:{HH:MM}`) is what makes a double booking impossible, also across
 * several server processes: the second insert of a key fails in the database. Rows go when their
 * reservation is rejected, cancelled or completed. Only the reservation services write here.
 */
export const ReservationSlotLocks: CollectionConfig = {
  slug: 'reservation-slot-locks',
  labels: { singular: '예약 시간 점유', plural: '예약 시간 점유' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'slotKey', type: 'text', required: true, unique: true },
    { name: 'reservation', type: 'relationship', relationTo: 'equipment-reservations', required: true, index: true },
  ],
}
