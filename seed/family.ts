import { createLocalReq } from 'payload'
import type { Company, Course, CourseApplication, Equipment, FamilyTier, User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { AppError } from '../cms/platform/http/errors'
import { addDays, kstDay as calendarDay } from '../cms/platform/time/kst'
import { slotGrid } from '../cms/domains/equipment/calendar'
import { insertReservation } from '../cms/domains/equipment/services/create-reservation'
import { toOpeningRules } from '../cms/domains/equipment/services/to-equipment'
import { pricingOf, quoteFor } from '../cms/domains/equipment/services/quote'
import { benefitRecordOf, familyBenefitOf } from '../cms/domains/family'
import { familyLabels } from '../cms/domains/family/messages'
import { seedCompanies } from './data/companies'
import { familyDemoMember, familyMembershipSeeds, familyTierSeeds } from './data/family'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'

/** The Seoul calendar day `offset` days from the seed's moment, as memberships and bookings store days. */
const dayFrom = (now: Date, offset: number) => addDays(calendarDay(now), offset)

const seedTiers = async (ctx: SeedContext) => {
  const tiers = new Map<string, FamilyTier>()
  for (const tier of familyTierSeeds) {
    tiers.set(
      tier.name,
      track(ctx, 'family-tiers', await ctx.payload.create({ collection: 'family-tiers', data: { ...tier, active: true }, ...systemAccess('seed') })),
    )
  }
  return tiers
}

/** The seeded companies by key; the companies seed made them first. */
const companiesByKey = async (ctx: SeedContext) => {
  const companies = new Map<string, Company>()
  const { docs } = await ctx.payload.find({
    collection: 'companies',
    where: { businessNumber: { in: seedCompanies.map((company) => company.businessNumber) } },
    limit: seedCompanies.length,
    depth: 0,
    ...systemAccess('seed'),
  })
  for (const seed of seedCompanies)
    companies.set(
      seed.key,
      (docs as Company[]).find((doc) => doc.businessNumber === seed.businessNumber)!,
    )
  return companies
}

const seedMemberships = async (ctx: SeedContext, tiers: Map<string, FamilyTier>, companies: Map<string, Company>) => {
  const { payload, now } = ctx
  for (const seed of familyMembershipSeeds) {
    const startDate = dayFrom(now, seed.startOffset)
    const membership = await payload.create({
      collection: 'family-memberships',
      data: {
        company: companies.get(seed.company)!.id,
        tier: tiers.get(seed.tier)!.id,
        startDate,
        endDate: dayFrom(now, seed.endOffset),
        state: seed.endOffset < 0 ? 'expired' : 'active',
        listingConsent: seed.listingConsent,
        cooperationFields: seed.cooperationFields,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'family-memberships', membership)
    await payload.update({
      collection: 'family-memberships',
      id: membership.id,
      data: { agreementNo: familyLabels.agreementNo(startDate, membership.id) },
      ...systemAccess('seed'),
    })
  }
}

/** A coming booking of member2 priced as the booking service prices it, with her company's discount. */
const seedDiscountedBooking = async (ctx: SeedContext, member: User) => {
  const { payload, now } = ctx
  const req = await createLocalReq({ user: { ...member, collection: 'users' } }, payload)
  const { docs } = await payload.find({
    collection: 'equipment',
    where: { and: [{ equipmentNo: { exists: true } }, { bookable: { equals: true } }, { safetyTrainingRequired: { not_equals: true } }] },
    sort: 'equipmentNo',
    limit: 1,
    depth: 0,
    ...systemAccess('seed'),
  })
  const equipment = docs[0] as Equipment
  const rules = toOpeningRules(equipment)
  const slots = slotGrid(rules).slice(5, 7)
  const mode = equipment.usageModes![0]!.mode
  for (let offset = 8; offset < 30; offset += 1) {
    const date = dayFrom(now, offset)
    if (!rules.weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue
    try {
      const quote = await quoteFor(req, member, equipment, mode, { slots })
      const reservation = await insertReservation(req, {
        memberId: member.id,
        equipmentId: equipment.id,
        date,
        slots,
        usageMode: mode,
        purpose: '신규 가공 부품의 표면 특성 확인',
        applicantName: member.name,
        organisation: member.affiliation ?? '',
        phone: member.phone ?? '010-0000-0000',
        email: member.email,
        state: 'standby',
        history: [{ state: 'standby', at: kstDaysAgo(now, 1, 15), by: member.id, reason: null }],
        pricing: pricingOf(quote),
      })
      return track(ctx, 'equipment-reservations', reservation)
    } catch (error) {
      // Another demo booking holds those slots that day: the next opening day will do.
      if (!(error instanceof AppError) || error.httpStatus !== 409) throw error
    }
  }
  throw new Error('no free demo slot for the 가족회사 booking')
}

/** The XRD course keeps places for 가족회사 and waives their fee; member2's application records that. */
const seedCourseBenefit = async (ctx: SeedContext, member: User) => {
  const { payload } = ctx
  const req = await createLocalReq({ user: { ...member, collection: 'users' } }, payload)
  const benefit = benefitRecordOf(await familyBenefitOf(req, member))
  const { docs } = await payload.find({
    collection: 'courses',
    where: { title: { equals: 'X선 회절분석기(XRD) 활용 실무 교육' } },
    limit: 1,
    depth: 0,
    ...systemAccess('seed'),
  })
  const course = docs[0] as Course | undefined
  if (!course || !benefit) return
  await payload.update({ collection: 'courses', id: course.id, data: { familySeats: 2, familyFeeWaived: true }, ...systemAccess('seed') })
  const { docs: applications } = await payload.find({
    collection: 'course-applications',
    where: { and: [{ course: { equals: course.id } }, { member: { equals: member.id } }] },
    limit: 1,
    depth: 0,
    ...systemAccess('seed'),
  })
  const application = applications[0] as CourseApplication | undefined
  if (!application) return
  await payload.update({
    collection: 'course-applications',
    id: application.id,
    data: { familyBenefit: { ...benefit, feeWaived: true, familySeat: false } },
    ...systemAccess('seed'),
  })
}

/**
 * 가족회사: three tiers, memberships (active and listed, one unlisted, one
 * ending within 30 days, one expired) of the seeded companies, and member2's company as a 가족회사 with a discounted booking
 * and a course application whose fee was waived.
 */
export const seedFamily = async (ctx: SeedContext, users: Map<string, User>) => {
  const tiers = await seedTiers(ctx)
  await seedMemberships(ctx, tiers, await companiesByKey(ctx))
  const member = users.get(familyDemoMember)!
  await seedDiscountedBooking(ctx, member)
  await seedCourseBenefit(ctx, member)
  ctx.payload.logger.info(`가족회사 등급 ${tiers.size}개, 협약 ${familyMembershipSeeds.length}건 생성 (만료 예정 1, 만료 1)`)
}
