import type { PayloadRequest } from 'payload'
import type { EquipmentFigures } from '../../../../contract/statistics'
import { allSql, type SQL, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import { heldStates, openMinutesByMonth, utilisationRate } from '../../equipment'
import type { Period } from './period'
import { oneDecimal } from './rounding'

/** 'HH:MM' as minutes of the day, in the SQL both databases speak. */
const minutesOf = (column: SQL) => sql`(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`

/**
 * Per equipment: the bookings whose use falls in the period and held their slots (as the utilisation
 * report counts them: confirmed, cancel asked, used or not shown), their booked hours, and booked ÷
 * open hours, the open hours coming from the equipment office's own arithmetic.
 */
export const equipmentFigures = async (req: PayloadRequest, period: Period): Promise<EquipmentFigures[]> => {
  const { payload } = req
  const reservations = sql.identifier(tableOf(payload, 'equipment-reservations').tableName)
  const slots = sql.identifier(tableOf(payload, 'equipment-reservations', 'slots').tableName)
  const [open, counted] = await Promise.all([
    openMinutesByMonth(
      req,
      period.months.map((span) => span.month),
    ),
    allSql<{ equipment_id: number | string; bookings: number | string; booked_minutes: number | string | null }>(
      payload,
      sql`SELECT r.equipment_id, COUNT(*) AS bookings, SUM(booked.minutes) AS booked_minutes
        FROM ${reservations} r
        LEFT JOIN (SELECT _parent_id, SUM(${minutesOf(sql`s."end"`)} - ${minutesOf(sql`s."start"`)}) AS minutes FROM ${slots} s GROUP BY _parent_id) booked
          ON booked._parent_id = r.id
        WHERE r.use_date >= ${period.firstDay} AND r.use_date < ${period.nextDay}
          AND r.state IN (${sql.join(
            heldStates.map((state) => sql`${state}`),
            sql`, `,
          )})
        GROUP BY r.equipment_id`,
    ),
  ])
  const byEquipment = new Map(counted.map((row) => [Number(row.equipment_id), row]))
  return open.map(({ equipment, openMinutes }) => {
    const row = byEquipment.get(equipment.id)
    const bookedMinutes = Number(row?.booked_minutes ?? 0)
    const openTotal = [...openMinutes.values()].reduce((sum, minutes) => sum + minutes, 0)
    return {
      equipmentId: equipment.id,
      equipmentNo: equipment.equipmentNo,
      equipmentName: equipment.name,
      bookings: Number(row?.bookings ?? 0),
      bookedHours: oneDecimal(bookedMinutes / 60),
      openHours: oneDecimal(openTotal / 60),
      rate: utilisationRate(bookedMinutes, openTotal),
    }
  })
}
