import type { PayloadRequest } from 'payload'
import type { User } from '../../../payload-types'
import { hasStaffRole } from '../../../platform/access/roles'
import { systemAccess } from '../../../platform/access/system-access'
import { isUniqueViolation } from '../../../platform/data/raw-sql'
import { kstDay } from '../../../platform/time/kst'
import { companyIdOf } from '../../companies'
import { countTechnology } from './count-technology'

const portal = systemAccess('technology views')

/**
 * Counts a visit to a technology's page. A member's visits are kept per technology (staff reach out
 * from them) and count once per Seoul day; a visitor without an account counts every time, as the
 * boards count; staff reading the public page count not at all.
 */
export const recordView = async (req: PayloadRequest, technologyId: number, now = new Date()) => {
  const user = req.user as User | null
  if (hasStaffRole(user)) return
  if (!user) return countTechnology(req.payload, technologyId, 'views')
  const seen = await findViewRow(req, user.id, technologyId)
  const company = companyIdOf(user)
  if (seen) {
    if (kstDay(new Date(seen.lastViewedAt)) === kstDay(now)) return
    await req.payload.update({
      collection: 'technology-views',
      id: seen.id,
      data: { count: seen.count + 1, lastViewedAt: now.toISOString(), company },
      req,
      ...portal,
    })
  } else {
    try {
      await req.payload.create({
        collection: 'technology-views',
        data: { member: user.id, company, technology: technologyId, count: 1, lastViewedAt: now.toISOString() },
        req,
        ...portal,
      })
    } catch (error) {
      // The same member's second tab got there first: that visit is the one counted today.
      if (isUniqueViolation(error)) return
      throw error
    }
  }
  await countTechnology(req.payload, technologyId, 'views')
}

const findViewRow = async (req: PayloadRequest, member: number, technology: number) => {
  const { docs } = await req.payload.find({
    collection: 'technology-views',
    where: { and: [{ member: { equals: member } }, { technology: { equals: technology } }] },
    select: { count: true, lastViewedAt: true },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    ...portal,
  })
  return docs[0] as { id: number; count: number; lastViewedAt: string } | undefined
}
