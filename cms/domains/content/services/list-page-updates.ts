import type { GlobalConfig, GlobalSlug, Payload } from 'payload'
import { GreetingPage } from '../globals/GreetingPage'
import { IntroPages } from '../globals/IntroPages'
import { OrgChart } from '../globals/OrgChart'
import { VisionPage } from '../globals/VisionPage'

const pageGlobals: GlobalConfig[] = [GreetingPage, VisionPage, OrgChart, ...IntroPages]

/** When each staff-edited page was last published, by the portal address it appears at (for the sitemap). */
export const listPageUpdates = async (payload: Payload): Promise<{ path: string; updatedAt: string }[]> => {
  const pages = await Promise.all(
    pageGlobals.map(async (global) => {
      // As a guest reads it: the published page only.
      const doc = (await payload.findGlobal({ slug: global.slug as GlobalSlug, depth: 0, draft: false, overrideAccess: false })) as {
        _status?: string | null
        updatedAt?: string | null
      }
      const path = (global.custom as { portalPath?: string } | undefined)?.portalPath
      return doc?._status === 'published' && doc.updatedAt && path ? { path, updatedAt: doc.updatedAt } : null
    }),
  )
  return pages.filter((page) => page !== null)
}
