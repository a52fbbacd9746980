/** Shared equipment: the catalogue, bookings on time slots, safety training and the admin day view. What other domains and the wiring may use; everything else stays inside. */
export { Equipment } from './collections/Equipment'
export { EquipmentReservations } from './collections/EquipmentReservations'
export { Holidays } from './collections/Holidays'
export { ReservationSlotLocks } from './collections/ReservationSlotLocks'
export { SafetyTrainings } from './collections/SafetyTrainings'
export { equipmentEndpoints } from './endpoints'
export { cancelBookingsOfWithdrawn } from './services/cancel-bookings-of-withdrawn'
export { listEquipment } from './services/list-equipment'
