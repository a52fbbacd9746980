import { beforeAll, describe, expect, it } from 'vitest'
import type { MyEquipmentReservationRow, ReservationData } from '../../cms/endpoints/v1/schemas/equipment'
import type { ListData } from '../../cms/endpoints/v1/schemas/envelope'
import { memberLogin } from '../helpers/accounts'
import { bearer, loginToken, v1 } from '../helpers/api'

const changeState = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  v1<ReservationData>(`/equipment/reservations/${id}/state`, { method: 'POST', body: JSON.stringify(body), headers })

/** The endpoint behind the state buttons of /admin: a member may not use it, not even on their own booking. */
describe('POST /api/v1/equipment/reservations/{id}/state is for staff only', () => {
  let memberToken: string
  let own: MyEquipmentReservationRow

  beforeAll(async () => {
    memberToken = await loginToken(memberLogin.username, memberLogin.password)
    const { body } = await v1<ListData<MyEquipmentReservationRow>>('/mypage/equ/list?pageNum=1&pageSize=50', { headers: bearer(memberToken) })
    own = body.data!.list.find((row) => row.state === 'standby')!
    expect(own).toBeDefined()
  })

  it('answers a guest with 401', async () => {
    const { httpStatus } = await changeState(own.id, { to: 'confirm' })
    expect(httpStatus).toBe(401)
  })

  it('answers a member approving their own booking with 403 and leaves it waiting', async () => {
    const { httpStatus, body } = await changeState(own.id, { to: 'confirm' }, bearer(memberToken))
    expect(httpStatus).toBe(403)
    expect(body.status.message).toBe('직원만 예약 상태를 변경할 수 있습니다.')
    const after = await v1<ReservationData>(`/equipment/reservations/${own.id}`, { headers: bearer(memberToken) })
    expect(after.body.data?.state).toBe('standby')
  })
})
