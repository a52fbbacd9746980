import { createLocalReq } from 'payload'
import { toClosures, toOpeningRules } from '../cms/domains/equipment/services/to-equipment'
import { insertReservation } from '../cms/domains/equipment/services/create-reservation'
import { joinWaitlist } from '../cms/domains/equipment/services/waitlist'
import { createSeries } from '../cms/domains/equipment/services/series'
import { changeReservationState } from '../cms/domains/equipment/services/change-state'
import { pricingOf, quoteFor } from '../cms/domains/equipment/services/quote'
import { slotGrid } from '../cms/domains/equipment/calendar'
import { addDays, daysBetween, kstDay as kstCalendarDay, kstInstant, weekdayOf } from '../cms/platform/time/kst'
import { recordUsageLog } from '../cms/domains/equipment/services/usage-log'
import type { Equipment, User } from '../cms/payload-types'
import { seedAccounts } from './data/accounts'
import {
  billingSeed,
  equipmentImageAlt,
  equipmentRegistrySeeds,
  equipmentSeeds,
  holidaySeeds,
  reservationSeeds,
  seriesSeeds,
  waitSeeds,
} from './data/equipment'
import { type SeedContext, track } from './lib/context'
import { kstDay, kstDaysAgo } from './lib/dates'
import { createImages, type ImageInput } from './lib/uploads'
import { systemAccess } from '../cms/platform/access/system-access'
import { EQUIPMENT_RATE_CARD } from '../cms/domains/equipment/globals/EquipmentRateCard'
import { rateCardDefaults } from '../cms/domains/equipment/rates'

const seedHolidays = async (ctx: SeedContext) => {
  for (const holiday of holidaySeeds) {
    track(ctx, 'holidays', await ctx.payload.create({ collection: 'holidays', data: holiday, ...systemAccess('seed') }))
  }
  ctx.payload.logger.info(`휴무일(공휴일) ${holidaySeeds.length}일 생성 (2026–2027)`)
}

/** The registry entry with its day as the admin's day picker stores it (an instant in Seoul). */
const registryOf = (key: string) => {
  const registry = equipmentRegistrySeeds[key]
  return registry ? { ...registry, acquiredOn: kstInstant(registry.acquiredOn, '00:00').toISOString() } : undefined
}

const seedCatalogue = async (ctx: SeedContext) => {
  const { payload, now } = ctx
  const images = await createImages(
    ctx,
    Object.fromEntries(
      equipmentSeeds.map((seed): [string, ImageInput] => [
        seed.key,
        { alt: equipmentImageAlt(seed), art: seed.art, filename: `equipment-${seed.key}.jpg`, width: 960, height: 600 },
      ]),
    ),
  )
  const byKey = new Map<string, Equipment>()
  for (const seed of equipmentSeeds) {
    const doc = await payload.create({
      collection: 'equipment',
      data: {
        equipmentNo: seed.equipmentNo,
        nfecNo: seed.nfecNo,
        name: seed.name,
        category: seed.category,
        maker: seed.maker,
        model: seed.model,
        location: seed.location,
        image: images[seed.key],
        description: seed.description,
        usageModes: seed.usageModes,
        minimumCharge: seed.minimumCharge,
        manager: seed.manager,
        managerPhone: seed.managerPhone,
        managerEmail: seed.managerEmail,
        bookable: seed.bookable ?? true,
        safetyTrainingRequired: seed.safetyTrainingRequired ?? false,
        openingRules: {
          weekdays: ['1', '2', '3', '4', '5'],
          openTime: seed.rules?.openTime ?? '09:00',
          closeTime: seed.rules?.closeTime ?? '18:00',
          slotMinutes: seed.rules?.slotMinutes ?? '60',
          maxSlotsPerBooking: seed.rules?.maxSlotsPerBooking ?? 4,
          horizonDays: 60,
          cancelNoticeHours: 24,
        },
        registry: registryOf(seed.key),
        quotas: seed.quotas,
        closures: seed.closure
          ? [{ startDate: kstDay(now, seed.closure.days[0]), endDate: kstDay(now, seed.closure.days[1]), reason: seed.closure.reason }]
          : [],
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    byKey.set(seed.key, track(ctx, 'equipment', doc))
  }
  const required = equipmentSeeds.filter((seed) => seed.safetyTrainingRequired).length
  payload.logger.info(
    `공동활용 장비 ${equipmentSeeds.length}대 생성 (안전교육 필요 ${required}, 예약 불가 ${equipmentSeeds.filter((seed) => seed.bookable === false).length}, 점검 예정 1)`,
  )
  return byKey
}

/** The `count`-th day the equipment opens, counted from today (negative = before today). */
const openingDay = (equipment: Equipment, today: string, count: number) => {
  const rules = toOpeningRules(equipment)
  const closures = toClosures(equipment)
  const holidays = new Set(holidaySeeds.map((holiday) => holiday.date))
  const step = Math.sign(count)
  let day = today
  for (let found = 0; found < Math.abs(count);) {
    day = addDays(day, step)
    const closed = holidays.has(day) || closures.some((closure) => closure.startDate <= day && day <= closure.endDate)
    if (!closed && rules.weekdays.includes(weekdayOf(day))) found++
  }
  return day
}

/** The booking form's applicant fields as the seeded member would fill them in. */
const applicantOf = (username: string) => {
  const account = seedAccounts.find((candidate) => candidate.username === username)!
  return {
    applicantName: account.name,
    organisation: [account.affiliation, account.department].filter(Boolean).join(' '),
    phone: account.phone ?? '',
    email: account.email,
  }
}

const seedReservations = async (ctx: SeedContext, equipment: Map<string, Equipment>, users: Map<string, User>) => {
  const { payload, now } = ctx
  const staff = users.get('staff')!
  const req = await createLocalReq({ user: { ...staff, collection: 'users' } }, payload)
  const today = kstCalendarDay(now)
  for (const [index, seed] of reservationSeeds.entries()) {
    const member = users.get(seed.member)!
    const item = equipment.get(seed.equipment)!
    const grid = new Map(slotGrid(toOpeningRules(item)).map((slot) => [slot.start, slot]))
    const date = openingDay(item, today, seed.openingDay)
    const usedDaysAgo = daysBetween(date, today)
    const appliedDaysAgo = usedDaysAgo > 0 ? usedDaysAgo + 5 : 2 + (index % 3)
    // Applied for at a different office hour each, however many bookings the demo has.
    const history = [
      { state: 'standby' as const, at: kstDaysAgo(now, appliedDaysAgo, 9 + (index % 9)), by: member.id, reason: null },
      ...seed.steps.map((step, stepIndex) => ({
        state: step.state,
        at: step.state === 'complete' ? kstDaysAgo(now, usedDaysAgo, 17) : kstDaysAgo(now, Math.max(0, appliedDaysAgo - 1 - stepIndex), 14),
        by: staff.id,
        reason: step.reason ?? null,
      })),
    ]
    const slots = seed.slots.map((start) => grid.get(start)!)
    const reservation = await insertReservation(req, {
      memberId: member.id,
      equipmentId: item.id,
      date,
      slots,
      usageMode: seed.usageMode,
      purpose: seed.purpose,
      ...applicantOf(seed.member),
      state: history[history.length - 1]!.state,
      history,
      // Priced as the booking service prices it; the demo's earlier bookings predate any 가족회사 benefit.
      pricing: pricingOf(await quoteFor(req, null, item, seed.usageMode, { slots })),
    })
    if (seed.payment) {
      const { method, daysAfterUse, note } = seed.payment
      await payload.update({
        collection: 'equipment-reservations',
        id: reservation.id,
        data: { payment: { state: 'paid', paidAt: kstInstant(addDays(date, daysAfterUse), '00:00').toISOString(), method, note, recordedBy: staff.id } },
        ...systemAccess('seed'),
      })
    }
    track(ctx, 'equipment-reservations', reservation)
    if (seed.usage) {
      const { start, end, adjustment, ...log } = seed.usage
      await recordUsageLog(req, staff, reservation.id, {
        ...log,
        actualStartAt: kstInstant(date, start),
        actualEndAt: kstInstant(date, end),
        adjustmentAmount: adjustment?.amount ?? null,
        adjustmentReason: adjustment?.reason ?? null,
      })
    }
  }
  payload.logger.info(
    `장비 예약 ${reservationSeeds.length}건 생성 (${reservationSeeds.map((seed) => `${seed.member}:${seed.steps.at(-1)?.state ?? 'standby'}`).join(', ')})`,
  )
}

/** Waits made by the waitlist service itself, as a member would from the booking dialog. */
const seedWaits = async (ctx: SeedContext, equipment: Map<string, Equipment>, users: Map<string, User>) => {
  const today = kstCalendarDay(ctx.now)
  for (const seed of waitSeeds) {
    const member = users.get(seed.member)!
    const item = equipment.get(seed.equipment)!
    const req = await createLocalReq({ user: { ...member, collection: 'users' } }, ctx.payload)
    const wait = await joinWaitlist(req, member, {
      equipmentId: item.id,
      date: openingDay(item, today, seed.openingDay),
      slots: seed.slots,
      usageMode: seed.usageMode,
      purpose: seed.purpose,
      ...applicantOf(seed.member),
    })
    track(ctx, 'equipment-waitlist', wait)
  }
  ctx.payload.logger.info(`예약 대기 ${waitSeeds.length}건 생성`)
}

/** Recurring bookings made by the series service, so every occurrence holds its slot like a member's would. */
const seedSeries = async (ctx: SeedContext, equipment: Map<string, Equipment>, users: Map<string, User>) => {
  const today = kstCalendarDay(ctx.now)
  for (const seed of seriesSeeds) {
    const member = users.get(seed.member)!
    const item = equipment.get(seed.equipment)!
    const req = await createLocalReq({ user: { ...member, collection: 'users' } }, ctx.payload)
    const series = await createSeries(req, member, item.id, {
      date: openingDay(item, today, seed.openingDay),
      slots: seed.slots,
      usageMode: seed.usageMode,
      purpose: seed.purpose,
      ...applicantOf(seed.member),
      rule: { repeat: 'weekly', weekdays: seed.weekdays, weeks: seed.weeks },
      // A holiday among the weeks is skipped, as a member would choose in the dialog.
      partial: true,
    })
    track(ctx, 'equipment-booking-series', { id: series.id })
    // Staff approved the series, as an office does for a lab's standing slot: it waits in no inbox.
    const staffReq = await createLocalReq({ user: { ...users.get('staff')!, collection: 'users' } }, ctx.payload)
    for (const occurrence of series.reservations) await changeReservationState(staffReq, occurrence.id, 'confirm', {})
  }
  ctx.payload.logger.info(`반복 예약 ${seriesSeeds.length}건 생성`)
}

/**
 * Holidays, the catalogue with images, member1's safety training for the FE-SEM, and demo bookings
 * made by the booking service itself so the live ones hold their slot locks.
 */
/** 장비 이용료 기준표 with the defaults staff start from (학내 50%, 중소기업 80%, 대학·연구기관 70%, 일반 100%, 부가세 별도). */
const seedRateCard = async (ctx: SeedContext) => {
  await ctx.payload.updateGlobal({ slug: EQUIPMENT_RATE_CARD, data: rateCardDefaults, ...systemAccess('seed') })
  ctx.payload.logger.info('장비 이용료 기준표 저장 (학내 구성원 50%, 중소기업 80%, 대학·연구기관 70%, 일반 100%, 부가세 별도)')
}

export const seedEquipment = async (ctx: SeedContext, users: Map<string, User>) => {
  await seedHolidays(ctx)
  await ctx.payload.updateGlobal({ slug: 'equipment-billing', data: billingSeed, ...systemAccess('seed') })
  await seedRateCard(ctx)
  const equipment = await seedCatalogue(ctx)
  const training = await ctx.payload.create({
    collection: 'safety-trainings',
    data: { member: users.get('member1')!.id, equipment: equipment.get('fesem')!.id, confirmedBy: users.get('staff')!.id, note: '2학기 FE-SEM 안전교육 이수' },
    ...systemAccess('seed'),
  })
  track(ctx, 'safety-trainings', training)
  await seedReservations(ctx, equipment, users)
  await seedWaits(ctx, equipment, users)
  await seedSeries(ctx, equipment, users)
}
