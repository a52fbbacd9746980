import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { SeriesRequest } from '../../contract/equipment'
import { weekdayOf } from '../../cms/platform/time/kst'
import { bearer, v1 } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, workingDay } from '../helpers/equipment'
import { createMember, type TestMember } from '../helpers/members'

/**
 * A booking's row, its slots and its number are one transaction on PostgreSQL, as are a series' rows.
 * Here a trigger refuses the slots of one piece of equipment, standing in for a process that dies
 * between the booking's row and its slots: nothing may be left that holds no slot.
 */
let database: pg.Client
let member: TestMember
let token: string

beforeAll(async () => {
  database = new pg.Client({ connectionString: inject('sharedPortalEnv').DATABASE_URL })
  await database.connect()
  member = await createMember('atomic')
  token = await memberToken(member)
})

afterAll(async () => {
  await database?.end()
})

/** Runs `work` while every slot lock of the equipment is refused; the trigger goes again whatever happens. */
const withSlotsRefused = async (equipmentId: number, work: () => Promise<void>) => {
  const name = `refuse_slots_${equipmentId}`
  await database.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.slot_key LIKE '${equipmentId}:%' THEN RAISE EXCEPTION 'slots refused for the test'; END IF;
      RETURN NEW;
    END $$`)
  await database.query(`CREATE TRIGGER ${name} BEFORE INSERT ON reservation_slot_locks FOR EACH ROW EXECUTE FUNCTION ${name}()`)
  try {
    await work()
  } finally {
    await database.query(`DROP TRIGGER ${name} ON reservation_slot_locks`)
    await database.query(`DROP FUNCTION ${name}()`)
  }
}

const rowsOf = async (table: string, equipmentId: number) =>
  Number((await database.query(`SELECT count(*) AS n FROM ${table} WHERE equipment_id = $1`, [equipmentId])).rows[0].n)

describe('a booking whose slots cannot be written', () => {
  it('leaves no booking behind, and the slot books once the fault is gone', async () => {
    const equipmentId = await createTestEquipment()
    const request = bookingFor(member, equipmentId, workingDay(12), ['10:00'])
    await withSlotsRefused(equipmentId, async () => {
      expect((await book(token, request)).httpStatus).toBe(500)
    })
    expect(await rowsOf('equipment_reservations', equipmentId)).toBe(0)
    expect((await book(token, request)).httpStatus).toBe(200)
    expect(await rowsOf('equipment_reservations', equipmentId)).toBe(1)
  })

  it('leaves neither a series nor any of its occurrences behind', async () => {
    const equipmentId = await createTestEquipment()
    const first = workingDay(14)
    const { equipmentId: _unused, ...booking } = bookingFor(member, equipmentId, first, ['10:00'])
    const series: SeriesRequest = { ...booking, rule: { repeat: 'weekly', weekdays: [weekdayOf(first)], weeks: 2 }, partial: true }
    await withSlotsRefused(equipmentId, async () => {
      const { httpStatus } = await v1(`/equipment/${equipmentId}/series`, { method: 'POST', headers: bearer(token), body: JSON.stringify(series) })
      expect(httpStatus).toBe(500)
    })
    expect(await rowsOf('equipment_reservations', equipmentId)).toBe(0)
    expect(await rowsOf('equipment_booking_series', equipmentId)).toBe(0)
  })
})
