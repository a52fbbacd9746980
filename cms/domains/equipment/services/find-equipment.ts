import type { PayloadRequest, SelectType } from 'payload'
import { publishedAnd } from '../../../platform/data/published'
import { equipmentMessages } from '../messages'
import { AppError } from '../../../platform/http/errors'
import type { Equipment } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'

/** Published equipment only: a draft is staff work in progress, invisible to the portal. */
/** `select` narrows the read to what a hot path needs; the result is typed whole, so read only what was selected. */
export const findPublishedEquipment = async (req: PayloadRequest, id: number, depth = 0, select?: SelectType): Promise<Equipment> => {
  const { docs } = await req.payload.find({
    collection: 'equipment',
    where: publishedAnd({ id: { equals: id } }),
    limit: 1,
    pagination: false,
    depth,
    draft: false,
    select,
    ...systemAccess('booking bookkeeping'),
    req,
  })
  const equipment = docs[0]
  if (!equipment) throw new AppError(404, equipmentMessages.equipmentNotFound)
  return equipment
}
