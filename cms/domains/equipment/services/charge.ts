/**
 * What a booking charges (issue 31): the usage-log charge once staff recorded the use, else the
 * quote stored at filing. Typed by shape so it reads any stored reservation.
 */
export type Chargeable = {
  pricing?: { total?: number | null } | null
  usageLog?: { recordedAt?: string | null } | null
  charge?: { total?: number | null } | null
}

export const chargeOf = (reservation: Chargeable): number =>
  (reservation.usageLog?.recordedAt ? reservation.charge?.total : null) ?? reservation.pricing?.total ?? 0
