import { beforeAll, describe, expect, it } from 'vitest'
import type { StaffStateChangeResult } from '../../cms/endpoints/v1/schemas/admin-equipment'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { bearer, loginToken, v1 } from '../helpers/api'

const statePath = '/admin/equipment/reservations/state'
const post = (body: unknown, headers: Record<string, string> = {}) =>
  v1<StaffStateChangeResult>(statePath, { method: 'POST', body: JSON.stringify(body), headers })

describe('POST /api/v1/admin/equipment/reservations/state', () => {
  let memberToken: string
  let staffToken: string

  beforeAll(async () => {
    memberToken = await loginToken(memberLogin.username, memberLogin.password)
    staffToken = await loginToken(staffLogin.username, staffLogin.password)
  })

  it('refuses a guest with 401 and a member with 403', async () => {
    const guest = await post({ ids: [1], to: 'confirm' })
    expect(guest.httpStatus).toBe(401)
    const member = await post({ ids: [1], to: 'confirm' }, bearer(memberToken))
    expect(member.httpStatus).toBe(403)
    expect(member.body.status.message).toBe('접근 권한이 없습니다.')
  })

  it('asks for a reason before rejecting', async () => {
    const { httpStatus, body } = await post({ ids: [1], to: 'reject', reason: '  ' }, bearer(staffToken))
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('반려 사유를 입력해 주세요.')
  })

  it('refuses an unknown state and an empty selection in Korean', async () => {
    const unknown = await post({ ids: [1], to: 'approved' }, bearer(staffToken))
    expect(unknown.httpStatus).toBe(400)
    expect(unknown.body.status.message).toBe('바꿀 상태가 올바르지 않습니다.')
    const empty = await post({ ids: [], to: 'confirm' }, bearer(staffToken))
    expect(empty.httpStatus).toBe(400)
    expect(empty.body.status.message).toBe('처리할 예약을 선택해 주세요.')
  })

  it('reports a reservation that does not exist as failed, not as an error of the whole request', async () => {
    const { httpStatus, body } = await post({ ids: [987654], to: 'confirm' }, bearer(staffToken))
    expect(httpStatus).toBe(200)
    expect(body.data?.succeeded).toEqual([])
    expect(body.data?.failed).toEqual([{ id: 987654, reservationNo: null, message: '예약 정보를 찾을 수 없습니다.' }])
  })
})
