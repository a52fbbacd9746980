import type { Payload } from 'payload'
import { detailPages, detailPath, publicPagePaths } from '../../../../contract/seo'
import { escapeHtml } from '../../../platform/text/escape-html'
import { SITEMAP_URL_LIMIT } from '../rules'
import { listPageUpdates } from '../../content'
import { listPublicDocuments } from './public-documents'

export type SitemapUrl = { path: string; lastmod?: string }

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const later = (a: string | undefined, b: string) => (a && a > b ? a : b)

/**
 * The public pages and every public detail page, each with its last change: a detail's own; a
 * page's, the latest of the staff-edited text it shows and the items it lists; the home page's,
 * the latest of all. A page with neither (terms) has none.
 */
export const listSitemapUrls = async (payload: Payload): Promise<SitemapUrl[]> => {
  const [documents, pageUpdates] = await Promise.all([listPublicDocuments(payload), listPageUpdates(payload)])
  const changed = new Map<string, string>()
  const note = (path: string, at: string) => {
    changed.set(path, later(changed.get(path), at))
    changed.set('/', later(changed.get('/'), at))
  }
  for (const doc of documents) note(detailPages[doc.kind].list, doc.updatedAt)
  for (const page of pageUpdates) note(page.path, page.updatedAt)
  return [
    ...publicPagePaths.map((path) => ({ path, lastmod: changed.get(path) })),
    ...documents.map((doc) => ({ path: detailPath(doc.kind, doc.id), lastmod: doc.updatedAt })),
  ]
}

const element = (name: string, value: string | undefined) => (value ? `<${name}>${escapeHtml(value)}</${name}>` : '')

const urlset = (urls: SitemapUrl[], origin: string) =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls
    .map((url) => `<url>${element('loc', origin + url.path)}${element('lastmod', url.lastmod)}</url>`)
    .join('\n')}\n</urlset>\n`

const newest = (urls: SitemapUrl[]) =>
  urls.reduce<string | undefined>((latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest), undefined)

export const sitemapPagePath = (page: number) => `/sitemap-${page}.xml`

/**
 * One sitemap file. `/sitemap.xml` (page undefined) lists every address while they fit in one file,
 * and otherwise is an index of `/sitemap-1.xml`, `/sitemap-2.xml`… of `limit` addresses each. A
 * numbered file exists only in the index form; null is a 404.
 */
export const renderSitemap = (urls: SitemapUrl[], origin: string, page: number | undefined, limit = SITEMAP_URL_LIMIT): string | null => {
  const pages = Math.ceil(urls.length / limit)
  if (page === undefined) {
    if (pages <= 1) return urlset(urls, origin)
    const entries = Array.from({ length: pages }, (_, index) => {
      const chunk = urls.slice(index * limit, (index + 1) * limit)
      return `<sitemap>${element('loc', origin + sitemapPagePath(index + 1))}${element('lastmod', newest(chunk))}</sitemap>`
    })
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`
  }
  if (pages <= 1 || page < 1 || page > pages) return null
  return urlset(urls.slice((page - 1) * limit, page * limit), origin)
}
