import type { PayloadRequest } from 'payload'
import type { EquipmentDetail } from '../../../../contract/equipment'
import type { User } from '../../../payload-types'
import { findPublishedEquipment } from './find-equipment'
import { hasSafetyTraining } from './safety-training'
import { toEquipmentDetail } from './to-equipment'

/** The detail page; a signed-in member also learns whether staff confirmed their safety training. */
export const equipmentDetail = async (req: PayloadRequest, id: number): Promise<EquipmentDetail> => {
  const equipment = await findPublishedEquipment(req, id, 1)
  const user = req.user as User | null
  if (!equipment.safetyTrainingRequired || !user) return toEquipmentDetail(equipment, null)
  return toEquipmentDetail(equipment, await hasSafetyTraining(req, user.id, id))
}
