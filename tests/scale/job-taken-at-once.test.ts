import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { book, bookingFor, createTestEquipment, memberToken, workingDay } from '../helpers/equipment'
import { createMember } from '../helpers/members'

/**
 * A jobs process may take a job the moment its row is committed, run it and delete it (Payload deletes
 * a finished job), while the process that queued it is still reading the new row back. Queued outside
 * a transaction, that read once found nothing and a booking answered 500 (the failover drill, under
 * load). Here a stand-in runner deletes the member's notification jobs as fast as it can while they book.
 */
describe('a job finished by another process at once', () => {
  it('does not fail the booking that queued it', { timeout: 60_000 }, async () => {
    const member = await createMember('taken-at-once')
    const token = await memberToken(member)
    const equipmentId = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30', horizonDays: 60 } })

    const runner = new pg.Client({ connectionString: inject('sharedPortalEnv').DATABASE_URL })
    await runner.connect()
    let running = true
    let taken = 0
    const takeJobs = (async () => {
      while (running) {
        const { rowCount } = await runner.query(
          `DELETE FROM payload_jobs WHERE task_slug = 'sendNotification'
             AND (input->>'delivery')::int IN (SELECT id FROM notification_deliveries WHERE member_id = $1)`,
          [member.id],
        )
        taken += rowCount ?? 0
      }
    })()

    const statuses: number[] = []
    try {
      for (let hour = 0; hour < 20; hour++) {
        const { httpStatus } = await book(token, bookingFor(member, equipmentId, workingDay(30), [`${String(hour).padStart(2, '0')}:00`]))
        statuses.push(httpStatus)
      }
    } finally {
      running = false
      await takeJobs
      await runner.end()
    }

    expect(statuses).toEqual(Array(20).fill(200))
    expect(taken).toBeGreaterThan(0)
  })
})
