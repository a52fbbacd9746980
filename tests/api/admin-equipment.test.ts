import { beforeAll, describe, expect, it } from 'vitest'
import type { MyEquipmentReservationRow, ReservationData } from '../../contract/equipment'
import type { ListData } from '../../contract/envelope'
import { seedUsernames } from '../../seed/data/accounts'
import { bearer, requestJson, v1 } from '../helpers/api'
import { moveState, seedMemberToken, staffToken } from '../helpers/equipment'
import { createMember } from '../helpers/members'

/** The endpoint behind the state buttons of /admin: a member may not use it, not even on their own booking. */
describe('POST /api/v1/equipment/reservations/{id}/state is for staff only', () => {
  let memberToken: string
  let own: MyEquipmentReservationRow

  beforeAll(async () => {
    memberToken = await seedMemberToken(seedUsernames.member1)
    const { body } = await v1<ListData<MyEquipmentReservationRow>>('/mypage/equ/list?pageNum=1&pageSize=50', { headers: bearer(memberToken) })
    own = body.data!.list.find((row) => row.state === 'standby')!
    expect(own).toBeDefined()
  })

  it('answers a guest with 401', async () => {
    const { httpStatus } = await v1(`/equipment/reservations/${own.id}/state`, { method: 'POST', body: JSON.stringify({ to: 'confirm' }) })
    expect(httpStatus).toBe(401)
  })

  it('answers a member approving their own booking with 403 and leaves it waiting', async () => {
    const { httpStatus, body } = await moveState(memberToken, own.id, 'confirm')
    expect(httpStatus).toBe(403)
    expect(body.status.message).toBe('직원만 예약 상태를 변경할 수 있습니다.')
    const after = await v1<ReservationData>(`/equipment/reservations/${own.id}`, { headers: bearer(memberToken) })
    expect(after.body.data?.state).toBe('standby')
  })
})

describe('safety-training confirmations', () => {
  it('refuse a second confirmation of the same member and equipment with a Korean message', async () => {
    const admin = await staffToken()
    const { body: equipment } = await requestJson<{ docs: { id: number }[] }>('/api/equipment?limit=1', { headers: { Authorization: `JWT ${admin}` } })
    const member = await createMember('safety')
    const confirm = () =>
      requestJson<{ errors?: { data?: { errors?: { message: string }[] } }[] }>('/api/safety-trainings', {
        method: 'POST',
        headers: { Authorization: `JWT ${admin}` },
        body: JSON.stringify({ member: member.id, equipment: equipment.docs[0]!.id }),
      })
    expect((await confirm()).httpStatus).toBe(201)
    const second = await confirm()
    expect(second.httpStatus).toBe(400)
    expect(JSON.stringify(second.body)).toContain('이 회원의 이 장비 안전교육 이수는 이미 확인되어 있습니다.')
  })
})
