import type { Payload } from 'payload'
import type { User } from '../cms/payload-types'
import { seedAccounts, seedPassword } from './data/accounts'
import type { AttachmentKey } from './data/attachments'
import { banners } from './data/banners'
import { courseImages, courses } from './data/courses'
import { FAQ_AUTHOR, faqs } from './data/faqs'
import { NEWS_AUTHOR, type NewsImageKey, newsImages, news } from './data/news'
import { notices } from './data/notices'
import { references } from './data/references'
import { SHARING_AUTHOR, sharingPrograms } from './data/sharing-programs'
import { ACTIVITY_AUTHOR, type ActivityImageKey, activityImages, centerActivities } from './data/center-activities'
import { esgPosts } from './data/esg-posts'
import { lifelongPosts } from './data/lifelong-posts'
import type { FilePostSeed } from './lib/board-post-seed'
import { seedAdvisory } from './advisory'
import { seedCourseApplications } from './education'
import { projectCalls } from './data/projects'
import { seedProjects } from './projects'
import { seedEquipment } from './equipment'
import { seedEventsAndRegistrations } from './events'
import { seedSurveyData } from './surveys'
import { seedCompanyData, stampSeededFilings } from './companies'
import { seedFamily } from './family'
import { seedMemberBoards } from './member-boards'
import { seedNotifications } from './notifications'
import { seedPages } from './pages'
import { seedTechTransfer } from './tech-transfer'
import { seedTransferRequests } from './transfer-requests'
import { seedTravel } from './travel'
import { type SeedContext, track, undoSeed } from './lib/context'
import { kstDay, kstDaysAgo } from './lib/dates'
import { richText } from './lib/rich-text'
import { createAttachments, createImages, type ImageInput } from './lib/uploads'
import { systemAccess } from '../cms/platform/access/system-access'

/** A plausible, deterministic view count: older posts have been read more. */
const viewCountFor = (daysAgo: number, index: number) => 8 + Math.round(daysAgo * 1.6) + ((index * 37) % 53)

const mapValues = <K extends string, V, R>(record: Record<K, V>, fn: (value: V, key: K) => R): Record<K, R> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V, key as K)])) as Record<K, R>

const seedUsers = async (ctx: SeedContext) => {
  const { payload } = ctx
  const users = new Map<string, User>()
  for (const account of seedAccounts) {
    const user = await payload.create({ collection: 'users', data: { ...account, status: 'active', password: seedPassword }, ...systemAccess('seed') })
    users.set(account.username, track(ctx, 'users', user))
  }
  payload.logger.info(`회원 ${seedAccounts.length}명 생성 (${seedAccounts.map((account) => `${account.username}:${account.role}`).join(', ')})`)
  return users
}

const seedImages = async (ctx: SeedContext) => {
  const newsInputs = mapValues(newsImages, (image, key): ImageInput => ({ ...image, filename: `news-${key}.jpg`, width: 960, height: 600 }))
  const courseInputs = mapValues(courseImages, (image, key): ImageInput => ({ ...image, filename: `course-${key}.jpg`, width: 960, height: 600 }))
  const bannerInputs = Object.fromEntries(
    banners.map((banner) => [String(banner.order), { alt: banner.alt, art: banner.art, filename: `banner-${banner.order}.jpg`, width: 1280, height: 640 }]),
  ) as Record<string, ImageInput>
  const activityInputs = mapValues(activityImages, (image, key): ImageInput => ({ ...image, filename: `activity-${key}.jpg`, width: 960, height: 600 }))
  const ids = {
    news: await createImages(ctx, newsInputs),
    courses: await createImages(ctx, courseInputs),
    banners: await createImages(ctx, bannerInputs),
    activities: await createImages(ctx, activityInputs),
  }
  const total = Object.values(ids).reduce((sum, group) => sum + Object.keys(group).length, 0)
  ctx.payload.logger.info(
    `이미지 ${total}개 생성 (뉴스 ${Object.keys(ids.news).length}, 교육과정 ${Object.keys(ids.courses).length}, 배너 ${Object.keys(ids.banners).length}, 지역협력 활동 ${Object.keys(ids.activities).length})`,
  )
  return ids
}

const seedFiles = async (ctx: SeedContext) => {
  const keys: AttachmentKey[] = [
    ...notices.flatMap((notice) => notice.attachments ?? []),
    ...references.flatMap((reference) => reference.attachments),
    ...projectCalls.flatMap((call) => call.attachments),
    ...[...esgPosts, ...lifelongPosts, ...centerActivities].flatMap((post) => post.attachments ?? []),
  ]
  const ids = await createAttachments(ctx, keys)
  ctx.payload.logger.info(`첨부파일 ${ids.size}개 생성 (PDF·텍스트·이미지)`)
  return ids
}

const seedNotices = async (ctx: SeedContext, fileIds: Map<AttachmentKey, number>) => {
  const { payload, now } = ctx
  for (const [index, notice] of notices.entries()) {
    const doc = await payload.create({
      collection: 'notices',
      draft: Boolean(notice.draft),
      data: {
        title: notice.title,
        category: notice.category,
        pinned: Boolean(notice.pinned),
        content: richText(notice.body),
        attachments: (notice.attachments ?? []).map((key) => fileIds.get(key)!),
        publishedAt: kstDaysAgo(now, notice.daysAgo, notice.hour, (index * 7) % 60),
        author: notice.author,
        viewCount: notice.draft ? 0 : viewCountFor(notice.daysAgo, index),
        _status: notice.draft ? 'draft' : 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'notices', doc)
  }
  const drafts = notices.filter((notice) => notice.draft).length
  const pinned = notices.filter((notice) => notice.pinned && !notice.draft).length
  const withFiles = notices.filter((notice) => notice.attachments?.length).length
  payload.logger.info(`공지사항 ${notices.length}건 생성 (게시 ${notices.length - drafts}, 임시저장 ${drafts}, 상단 고정 ${pinned}, 첨부 ${withFiles})`)
}

const seedNews = async (ctx: SeedContext, imageIds: Record<keyof typeof newsImages, number>) => {
  const { payload, now } = ctx
  for (const [index, item] of news.entries()) {
    const doc = await payload.create({
      collection: 'news',
      data: {
        title: item.title,
        category: item.category,
        image: imageIds[item.image],
        summary: item.summary,
        content: richText(item.body),
        publishedAt: kstDaysAgo(now, item.daysAgo, item.hour, (index * 11) % 60),
        author: item.author ?? NEWS_AUTHOR,
        viewCount: viewCountFor(item.daysAgo, index + 5),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'news', doc)
  }
  payload.logger.info(`뉴스 ${news.length}건 생성 (이미지 ${Object.keys(imageIds).length}종 공유)`)
}

const seedFaqs = async (ctx: SeedContext) => {
  const { payload, now } = ctx
  for (const [index, faq] of faqs.entries()) {
    const doc = await payload.create({
      collection: 'faqs',
      data: {
        title: faq.question,
        category: faq.category,
        content: richText(faq.answer),
        publishedAt: kstDaysAgo(now, faq.daysAgo, 9 + (index % 8), (index * 13) % 60),
        author: FAQ_AUTHOR,
        viewCount: viewCountFor(faq.daysAgo, index + 11),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'faqs', doc)
  }
  payload.logger.info(`FAQ ${faqs.length}건 생성 (분류 ${new Set(faqs.map((faq) => faq.category)).size}개)`)
}

const seedReferences = async (ctx: SeedContext, fileIds: Map<AttachmentKey, number>) => {
  const { payload, now } = ctx
  for (const [index, reference] of references.entries()) {
    const doc = await payload.create({
      collection: 'references',
      data: {
        title: reference.title,
        category: reference.category,
        content: richText(reference.body),
        attachments: reference.attachments.map((key) => fileIds.get(key)!),
        publishedAt: kstDaysAgo(now, reference.daysAgo, reference.hour, (index * 17) % 60),
        author: reference.author,
        viewCount: viewCountFor(reference.daysAgo, index + 3),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'references', doc)
  }
  const files = references.reduce((sum, reference) => sum + reference.attachments.length, 0)
  payload.logger.info(`자료실 ${references.length}건 생성 (첨부 ${files}개 연결)`)
}

const seedSharingPrograms = async (ctx: SeedContext, imageIds: Record<NewsImageKey, number>) => {
  const { payload, now } = ctx
  const day = (offset: number | null | undefined) => (offset === null || offset === undefined ? null : kstDay(now, offset))
  for (const [index, program] of sharingPrograms.entries()) {
    const doc = await payload.create({
      collection: 'sharing-programs',
      data: {
        title: program.title,
        category: program.category,
        image: imageIds[program.image],
        summary: program.summary,
        host: program.host,
        recruitStart: day(program.recruit?.[0]),
        recruitEnd: day(program.recruit?.[1]),
        content: richText(program.body),
        publishedAt: kstDaysAgo(now, program.daysAgo, program.hour, (index * 7) % 60),
        author: SHARING_AUTHOR,
        viewCount: viewCountFor(program.daysAgo, index + 2),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'sharing-programs', doc)
  }
  payload.logger.info(`공유협업 프로그램 ${sharingPrograms.length}건 생성`)
}

const seedCenterActivities = async (ctx: SeedContext, imageIds: Record<ActivityImageKey, number>, fileIds: Map<AttachmentKey, number>) => {
  const { payload, now } = ctx
  for (const [index, activity] of centerActivities.entries()) {
    const doc = await payload.create({
      collection: 'center-activities',
      data: {
        title: activity.title,
        category: activity.category,
        image: imageIds[activity.image],
        content: richText([...activity.body, ...(activity.photos ?? []).map((key) => ({ image: imageIds[key] }))]),
        attachments: (activity.attachments ?? []).map((key) => fileIds.get(key)!),
        publishedAt: kstDaysAgo(now, activity.daysAgo, activity.hour, (index * 13) % 60),
        author: ACTIVITY_AUTHOR,
        viewCount: viewCountFor(activity.daysAgo, index + 7),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'center-activities', doc)
  }
  const photos = centerActivities.reduce((sum, activity) => sum + (activity.photos?.length ?? 0), 0)
  payload.logger.info(`지역협력 활동 ${centerActivities.length}건 생성 (본문 사진 ${photos}장)`)
}

/** ESG 소식·자료 and 평생교육 소식·자료: the same shape of post, on two boards. */
const seedFilePosts = async (
  ctx: SeedContext,
  collection: 'esg-posts' | 'lifelong-posts',
  label: string,
  posts: FilePostSeed<string>[],
  fileIds: Map<AttachmentKey, number>,
) => {
  const { payload, now } = ctx
  for (const [index, post] of posts.entries()) {
    const doc = await payload.create({
      collection,
      data: {
        title: post.title,
        category: post.category as never,
        content: richText(post.body),
        attachments: (post.attachments ?? []).map((key) => fileIds.get(key)!),
        publishedAt: kstDaysAgo(now, post.daysAgo, post.hour, (index * 19) % 60),
        author: post.author,
        viewCount: viewCountFor(post.daysAgo, index + 13),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, collection, doc)
  }
  const withFiles = posts.filter((post) => post.attachments?.length).length
  payload.logger.info(`${label} ${posts.length}건 생성 (첨부 ${withFiles})`)
}

const seedBanners = async (ctx: SeedContext, imageIds: Record<string, number>) => {
  const { payload } = ctx
  for (const banner of banners) {
    const doc = await payload.create({
      collection: 'banners',
      data: {
        title: banner.title,
        subtitle: banner.subtitle,
        image: imageIds[String(banner.order)]!,
        link: banner.link,
        order: banner.order,
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'banners', doc)
  }
  payload.logger.info(`메인 배너 ${banners.length}건 생성 (${banners.map((banner) => banner.link).join(', ')})`)
}

const seedCourses = async (ctx: SeedContext, imageIds: Record<keyof typeof courseImages, number>) => {
  const { payload, now } = ctx
  for (const course of courses) {
    const doc = await payload.create({
      collection: 'courses',
      data: {
        title: course.title,
        mode: course.mode,
        track: course.track,
        state: course.state,
        image: imageIds[course.image],
        summary: course.summary,
        target: course.target,
        location: course.location,
        capacity: course.capacity,
        fee: course.fee,
        applyStart: kstDay(now, course.apply[0]),
        applyEnd: kstDay(now, course.apply[1]),
        eduStart: kstDay(now, course.edu[0]),
        eduEnd: kstDay(now, course.edu[1]),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'courses', doc)
  }
  const collective = courses.filter((course) => course.mode === 'collective').length
  payload.logger.info(`교육과정 ${courses.length}건 생성 (집합교육 ${collective}, 온라인교육 ${courses.length - collective})`)
}

/**
 * Fills an empty, migrated database with the Korean demo content, in dependency order (accounts,
 * images and files, then the posts that point at them). A failure removes what was created, so the
 * database is empty again and the next start simply seeds again. Does nothing when accounts exist.
 * Offline: every image and file is generated here.
 */
export async function seedDemoData(payload: Payload): Promise<void> {
  const startedAt = Date.now()
  const existing = await payload.count({ collection: 'users', ...systemAccess('seed') })
  if (existing.totalDocs > 0) {
    payload.logger.info(`데모 데이터를 넣지 않습니다: 이미 회원 ${existing.totalDocs}명이 있습니다.`)
    return
  }

  const ctx: SeedContext = { payload, now: new Date(), created: [] }

  try {
    const users = await seedUsers(ctx)
    await seedCompanyData(ctx, users)
    const images = await seedImages(ctx)
    const files = await seedFiles(ctx)
    await seedNotices(ctx, files)
    await seedNews(ctx, images.news)
    await seedFaqs(ctx)
    await seedReferences(ctx, files)
    await seedSharingPrograms(ctx, images.news)
    await seedFilePosts(ctx, 'esg-posts', 'ESG 소식·자료', esgPosts, files)
    await seedFilePosts(ctx, 'lifelong-posts', '평생교육 소식·자료', lifelongPosts, files)
    await seedCenterActivities(ctx, images.activities, files)
    await seedBanners(ctx, images.banners)
    await seedCourses(ctx, images.courses)
    await seedEquipment(ctx, users)
    await seedMemberBoards(ctx, users)
    await seedAdvisory(ctx, users)
    await seedTechTransfer(ctx)
    await seedTransferRequests(ctx, users)
    await seedCourseApplications(ctx, users)
    await seedEventsAndRegistrations(ctx, users)
    await seedSurveyData(ctx, users)
    await seedProjects(ctx, users, files)
    await stampSeededFilings(ctx, users)
    await seedFamily(ctx, users)
    await seedNotifications(ctx, users)
    await seedPages(ctx)
    await seedTravel(ctx, users)
  } catch (error) {
    payload.logger.error(`데모 데이터 입력에 실패했습니다. 만든 문서 ${ctx.created.length}건을 지웁니다.`)
    await undoSeed(ctx)
    throw error
  }

  payload.logger.info(`데모 데이터 입력 완료 (${((Date.now() - startedAt) / 1000).toFixed(1)}초)`)
}
