import { introGlobalSlug, introPageKeys } from '../contract/pages'
import { systemAccess } from '../cms/platform/access/system-access'
import { greetingPhoto, greetingSeed, introPageSeeds, orgChartSeed, visionSeed } from './data/pages'
import { siteSettingsSeed } from './data/site-settings'
import { termsSeeds } from './data/terms'
import { type SeedContext, track } from './lib/context'
import { kstDay } from './lib/dates'
import { richText } from './lib/rich-text'
import { createImages } from './lib/uploads'

const published = { _status: 'published' as const }

/** A fixed calendar day at 12:00 KST, as the seed stores day-only dates. */
const noonKst = (day: string) => `${day}T03:00:00.000Z`

/**
 * The pages staff edit under 페이지 관리 and the policies, published as a real office would have
 * them. Globals are written over rather than created, so a failed seed leaves nothing to undo there.
 */
export const seedPages = async (ctx: SeedContext) => {
  const { payload, now } = ctx
  const photos = await createImages(ctx, { greeting: { ...greetingPhoto, filename: 'greeting-director.jpg', width: 600, height: 800 } })

  await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, ...systemAccess('seed') })
  await payload.updateGlobal({
    slug: 'greeting-page',
    data: { ...greetingSeed, body: richText(greetingSeed.body), photo: photos.greeting, ...published },
    ...systemAccess('seed'),
  })
  await payload.updateGlobal({
    slug: 'vision-page',
    data: {
      ...visionSeed,
      goals: visionSeed.goals.map((goal) => ({ title: goal.title, tasks: goal.tasks.map((task) => ({ task })) })),
      ...published,
    },
    ...systemAccess('seed'),
  })
  await payload.updateGlobal({
    slug: 'org-chart',
    data: { ...orgChartSeed, units: orgChartSeed.units.map((unit) => ({ ...unit, duties: unit.duties.map((duty) => ({ duty })) })), ...published },
    ...systemAccess('seed'),
  })
  for (const key of introPageKeys) {
    const page = introPageSeeds[key]
    await payload.updateGlobal({ slug: introGlobalSlug(key), data: { lead: page.lead, body: richText(page.body), ...published }, ...systemAccess('seed') })
  }

  for (const terms of termsSeeds) {
    const doc = await payload.create({
      collection: 'terms',
      data: {
        code: terms.code,
        version: terms.version,
        effectiveDate: typeof terms.effective === 'string' ? noonKst(terms.effective) : kstDay(now, terms.effective.daysFromNow),
        changeNote: terms.changeNote,
        body: richText(terms.body),
        ...published,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'terms', doc)
  }
  payload.logger.info(`페이지 ${introPageKeys.length + 3}개, 사이트 설정, 약관 ${termsSeeds.length}판 입력`)
}
