import type { Endpoint } from 'payload'
import { requireStaff } from '../../access/requireStaff'
import { ok, withEnvelope } from '../../lib/envelope'
import { changeStates } from '../../services/equipment-admin/change-states'
import { parseBody } from './request'
import { staffStateChangeBody } from './schemas/admin-equipment'

/** Staff decisions on reservations, called by the buttons of /admin (docs/api.md "관리자: 장비 예약"). */
export const adminEquipmentEndpoints: Endpoint[] = [
  {
    path: '/v1/admin/equipment/reservations/state',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await changeStates(req, await parseBody(staffStateChangeBody, req)))
    }),
  },
]
