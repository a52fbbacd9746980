import type { User } from '../cms/payload-types'
import { attractionEtcInformation, attractionFacilities, codeGroupList, tourEtcInformation } from '../contract/travel-options'
import { systemAccess } from '../cms/platform/access/system-access'
import { attractionSeeds, interestSeeds } from './data/attractions'
import { tourSeeds } from './data/tours'
import { couponSeeds, memberCouponSeeds, passSeeds } from './data/passes'
import { promotionSeeds, stickyAreaSeed, travelInfoSeeds } from './data/sticky-area'
import { reservationGoodsSeeds } from './data/reservation-goods'
import { travelCodeSeeds } from './data/travel-codes'
import type { ArtSpec } from './lib/art'
import { type SeedContext, track } from './lib/context'
import { kstDay } from './lib/dates'
import { createImages, type ImageInput } from './lib/uploads'

const seedCodes = async (ctx: SeedContext) => {
  const ids = new Map<string, number>()
  for (const group of codeGroupList) {
    for (const [index, seed] of travelCodeSeeds[group].entries()) {
      const doc = await ctx.payload.create({
        collection: 'travel-codes',
        data: {
          group,
          code: seed.code,
          codeName: seed.codeName,
          parent: seed.parent ? ids.get(seed.parent) : null,
          sortOrder: index + 1,
          active: seed.active ?? true,
        },
        ...systemAccess('seed'),
      })
      ids.set(seed.code, track(ctx, 'travel-codes', doc).id)
    }
  }
  ctx.payload.logger.info(`여행 공통 코드 ${ids.size}개 생성 (${codeGroupList.length}개 구분)`)
  return ids
}

/** Every option of a checkbox group, ticked when the seed names it. */
const ticks = <V extends string>(chosen: readonly V[], options: readonly { value: V }[]) =>
  Object.fromEntries(options.map(({ value }) => [value, chosen.includes(value)]))

/** One generated picture per seed, keyed like the seeds. */
const cardPictures = <S extends { key: string; art: ArtSpec }>(ctx: SeedContext, prefix: string, seeds: S[], alt: (seed: S) => string) =>
  createImages(
    ctx,
    Object.fromEntries(
      seeds.map((seed): [string, ImageInput] => [seed.key, { alt: alt(seed), art: seed.art, filename: `${prefix}-${seed.key}.jpg`, width: 960, height: 600 }]),
    ),
  )

const seedAttractions = async (ctx: SeedContext, codeIds: Map<string, number>) => {
  const images = await cardPictures(ctx, 'attraction', attractionSeeds, (seed) => `${seed.name}을(를) 표현한 그림`)
  const ids = new Map<string, number>()
  for (const seed of attractionSeeds) {
    const doc = await ctx.payload.create({
      collection: 'attractions',
      draft: Boolean(seed.draft),
      data: {
        name: seed.name,
        goodsType: codeIds.get(seed.goodsType)!,
        goodsCategory: codeIds.get(seed.goodsCategory),
        province: codeIds.get(seed.province),
        district: codeIds.get(seed.district),
        address: seed.address,
        summary: seed.summary,
        description: seed.description,
        image: images[seed.key],
        openingHours: seed.openingHours,
        admissionFee: seed.admissionFee,
        phone: seed.phone,
        homepage: seed.homepage,
        facilities: ticks(seed.facilities, attractionFacilities),
        etcInformation: ticks(seed.etcInformation, attractionEtcInformation),
        _status: seed.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    ids.set(seed.key, track(ctx, 'attractions', doc).id)
  }
  const drafts = attractionSeeds.filter((seed) => seed.draft).length
  ctx.payload.logger.info(`관광지 ${attractionSeeds.length}곳 생성 (게시 ${attractionSeeds.length - drafts}, 임시저장 ${drafts})`)
  return ids
}

const seedInterests = async (ctx: SeedContext, users: Map<string, User>, attractionIds: Map<string, number>) => {
  const member = users.get(interestSeeds.username)!
  for (const key of interestSeeds.attractions) {
    const doc = await ctx.payload.create({
      collection: 'attraction-interests',
      data: { member: member.id, attraction: attractionIds.get(key)! },
      ...systemAccess('seed'),
    })
    track(ctx, 'attraction-interests', doc)
  }
  ctx.payload.logger.info(`관심 관광지 ${interestSeeds.attractions.length}곳 등록 (${interestSeeds.username})`)
}

const seedTours = async (ctx: SeedContext, codeIds: Map<string, number>, attractionIds: Map<string, number>) => {
  const images = await cardPictures(ctx, 'tour', tourSeeds, (seed) => `${seed.title} 코스를 표현한 그림`)
  for (const seed of tourSeeds) {
    const doc = await ctx.payload.create({
      collection: 'recommended-tours',
      draft: Boolean(seed.draft),
      data: {
        title: seed.title,
        theme: codeIds.get(seed.theme),
        tourDays: seed.tourDays,
        summary: seed.summary,
        description: seed.description,
        image: images[seed.key],
        etcInformation: ticks(seed.etcInformation, tourEtcInformation),
        stops: seed.stops.map((stop) => ({ day: stop.day, attraction: attractionIds.get(stop.attraction)!, note: stop.note })),
        _status: seed.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'recommended-tours', doc)
  }
  const drafts = tourSeeds.filter((seed) => seed.draft).length
  ctx.payload.logger.info(`추천 여행 코스 ${tourSeeds.length}개 생성 (게시 ${tourSeeds.length - drafts}, 임시저장 ${drafts})`)
}

const seedPasses = async (ctx: SeedContext, codeIds: Map<string, number>, attractionIds: Map<string, number>) => {
  const images = await cardPictures(ctx, 'pass', passSeeds, (seed) => `${seed.name}을(를) 표현한 그림`)
  const ids = new Map<string, number>()
  for (const [index, seed] of passSeeds.entries()) {
    const pass = await ctx.payload.create({
      collection: 'passes',
      draft: Boolean(seed.draft),
      data: {
        name: seed.name,
        passType: codeIds.get(seed.passType),
        validDays: seed.validDays,
        sortOrder: index + 1,
        summary: seed.summary,
        description: seed.description,
        image: images[seed.key],
        attractions: seed.attractions.map((key) => attractionIds.get(key)!),
        _status: seed.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    ids.set(seed.key, track(ctx, 'passes', pass).id)
    for (const [order, option] of seed.options.entries()) {
      const doc = await ctx.payload.create({
        collection: 'pass-options',
        data: { pass: pass.id, optionName: option.name, price: option.price, stock: option.stock, sortOrder: order + 1 },
        ...systemAccess('seed'),
      })
      track(ctx, 'pass-options', doc)
    }
  }
  ctx.payload.logger.info(`패스 ${passSeeds.length}종 생성 (옵션 ${passSeeds.reduce((sum, seed) => sum + seed.options.length, 0)}개)`)
  return ids
}

const seedCoupons = async (ctx: SeedContext, users: Map<string, User>, passIds: Map<string, number>) => {
  const ids = new Map<string, number>()
  for (const seed of couponSeeds) {
    const doc = await ctx.payload.create({
      collection: 'coupons',
      draft: Boolean(seed.draft),
      data: {
        name: seed.name,
        discountType: seed.discountType,
        discountValue: seed.discountValue,
        maxDiscount: seed.maxDiscount,
        minPrice: seed.minPrice,
        scope: seed.scope,
        validFrom: kstDay(ctx.now, seed.days[0]),
        validUntil: kstDay(ctx.now, seed.days[1]),
        pass: seed.pass ? passIds.get(seed.pass) : null,
        _status: seed.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    ids.set(seed.key, track(ctx, 'coupons', doc).id)
  }
  const member = users.get(memberCouponSeeds.username)!
  for (const key of memberCouponSeeds.coupons) {
    const doc = await ctx.payload.create({
      collection: 'member-coupons',
      data: { member: member.id, coupon: ids.get(key)!, state: 'available' },
      ...systemAccess('seed'),
    })
    track(ctx, 'member-coupons', doc)
  }
  ctx.payload.logger.info(`쿠폰 ${couponSeeds.length}종 발행, ${memberCouponSeeds.username}에게 ${memberCouponSeeds.coupons.length}장 등록`)
  return ids
}

const seedStickyArea = async (ctx: SeedContext, codeIds: Map<string, number>, couponIds: Map<string, number>) => {
  await ctx.payload.updateGlobal({ slug: 'sticky-area', data: stickyAreaSeed, ...systemAccess('seed') })
  const images = await cardPictures(ctx, 'promotion', promotionSeeds, (seed) => `${seed.title}을(를) 표현한 그림`)
  for (const seed of promotionSeeds) {
    const doc = await ctx.payload.create({
      collection: 'promotions',
      draft: Boolean(seed.draft),
      data: {
        title: seed.title,
        category: seed.category,
        summary: seed.summary,
        content: seed.content,
        image: images[seed.key],
        startDate: kstDay(ctx.now, seed.days[0]),
        endDate: seed.days[1] === null ? null : kstDay(ctx.now, seed.days[1]),
        coupon: seed.coupon ? couponIds.get(seed.coupon) : null,
        _status: seed.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'promotions', doc)
  }
  for (const seed of travelInfoSeeds) {
    const doc = await ctx.payload.create({
      collection: 'travel-infos',
      draft: Boolean(seed.draft),
      data: {
        title: seed.title,
        touristType: codeIds.get(seed.touristType)!,
        summary: seed.summary,
        content: seed.content,
        _status: seed.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'travel-infos', doc)
  }
  ctx.payload.logger.info(`여행 안내(오시는 길·상담), 프로모션 ${promotionSeeds.length}건, 여행정보 ${travelInfoSeeds.length}건 생성`)
}

const seedReservationGoods = async (ctx: SeedContext, attractionIds: Map<string, number>) => {
  for (const seed of reservationGoodsSeeds) {
    const doc = await ctx.payload.create({
      collection: 'reservation-goods',
      data: {
        name: seed.name,
        attraction: attractionIds.get(seed.attraction)!,
        summary: seed.summary,
        prices: seed.prices,
        dailyCapacity: seed.dailyCapacity,
        horizonDays: 60,
        onSale: seed.onSale ?? true,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'reservation-goods', doc)
  }
  ctx.payload.logger.info(`예약 상품 ${reservationGoodsSeeds.length}개 생성`)
}

/** The travel side (docs/decisions.md "여행 (레거시)"): codes, attractions with a member's favourites, recommended tours, passes and coupons, the sticky area, goods to reserve. */
export const seedTravel = async (ctx: SeedContext, users: Map<string, User>) => {
  const codeIds = await seedCodes(ctx)
  const attractionIds = await seedAttractions(ctx, codeIds)
  await seedInterests(ctx, users, attractionIds)
  await seedTours(ctx, codeIds, attractionIds)
  const passIds = await seedPasses(ctx, codeIds, attractionIds)
  const couponIds = await seedCoupons(ctx, users, passIds)
  await seedStickyArea(ctx, codeIds, couponIds)
  await seedReservationGoods(ctx, attractionIds)
}
