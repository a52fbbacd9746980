import type { Payload } from 'payload'
import { feedKeys, feedPages, feedPath, type SiteHead } from '../../../../contract/seo'
import { readGlobalColumns } from '../../../platform/data/read-global-columns'
import { feedTexts, seoMessages } from '../messages'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * What the server renderer adds to the `<head>` of the page at `pathname`: the site-verification
 * codes from 사이트 설정 (a lean read of two columns: every page asks) and the feeds that page links
 * (the home page all of them, a board its own). Anyone may read 사이트 설정, so nothing is bypassed.
 */
export const siteHeadAdditions = async (payload: Payload, { origin, pathname }: { origin: string; pathname: string }): Promise<SiteHead> => {
  const settings = await readGlobalColumns(payload, 'site-settings', ['naverSiteVerification', 'googleSiteVerification'])
  const feeds = feedKeys
    .filter((key) => feedPages[key].includes(pathname))
    .flatMap((key) => [
      { key, title: seoMessages.rssLinkTitle(feedTexts[key].title), href: origin + feedPath(key, 'rss'), type: 'application/rss+xml' as const },
      { key, title: seoMessages.atomLinkTitle(feedTexts[key].title), href: origin + feedPath(key, 'atom'), type: 'application/atom+xml' as const },
    ])
  return { verification: { naver: text(settings?.naverSiteVerification), google: text(settings?.googleSiteVerification) }, feeds }
}
