import { describe, expect, it } from 'vitest'
import type { ReservationData, SlotsData } from '../../contract/equipment'
import { bearer, requestJson, v1 } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, workingDay } from '../helpers/equipment'
import { adminLogin, createMember, type TestMember } from '../helpers/members'

const REQUESTS = 100
const MEMBERS = 5

describe('one slot, 100 simultaneous bookings', () => {
  it('exactly one wins; the other 99 get 409 and leave no row behind', { timeout: 120_000 }, async () => {
    const equipmentId = await createTestEquipment()
    const day = workingDay(12)
    const members: TestMember[] = []
    for (let index = 0; index < MEMBERS; index++) members.push(await createMember('eqcc'))
    const tokens = await Promise.all(members.map(memberToken))

    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) => {
        const member = members[index % MEMBERS]!
        // Half ask for the contested slot alone, half together with a free neighbour.
        const slots = index % 2 === 0 ? ['10:00'] : ['10:00', index % 4 === 1 ? '11:00' : '09:00']
        return book<ReservationData>(tokens[index % MEMBERS]!, bookingFor(member, equipmentId, day, slots))
      }),
    )
    const statuses = responses.map((response) => response.httpStatus)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1)
    expect(new Set(responses.filter((response) => response.httpStatus === 409).map((response) => response.body.status.message))).toEqual(
      new Set(['이미 예약된 시간입니다.']),
    )

    const admin = await adminLogin()
    const rows = await requestJson<{ totalDocs: number; docs: { id: number; slots: unknown[] }[] }>(
      `/api/equipment-reservations?where[equipment][equals]=${equipmentId}&limit=200&depth=0`,
      { headers: bearer(admin) },
    )
    expect(rows.body.totalDocs).toBe(1)
    const winner = responses.find((response) => response.httpStatus === 200)!.body.data!
    expect(rows.body.docs[0]!.id).toBe(winner.id)
    expect(rows.body.docs[0]!.slots).toHaveLength(winner.slots.length)

    // The slot locks (read by the slots endpoint) are exactly the winner's: a loser's neighbour stays free.
    const held = new Set(winner.slots.map((slot) => slot.start))
    const { body } = await v1<SlotsData>(`/equipment/${equipmentId}/slots?date=${day}`)
    for (const start of ['09:00', '10:00', '11:00']) {
      expect(body.data!.slots.find((slot) => slot.start === start)!.state).toBe(held.has(start) ? 'disabled' : 'active')
    }
  })
})
