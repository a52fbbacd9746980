import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'

/** Whether staff confirmed the member's safety training for this equipment. */
export const hasSafetyTraining = async (req: PayloadRequest, memberId: number, equipmentId: number) => {
  const { totalDocs } = await req.payload.count({
    collection: 'safety-trainings',
    where: { and: [{ member: { equals: memberId } }, { equipment: { equals: equipmentId } }] },
    ...systemAccess('safety training check'),
    req,
  })
  return totalDocs > 0
}
