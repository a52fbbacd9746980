import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { detailPages, detailPath, publicPagePaths } from '../../contract/seo'
import { renderRobots } from '../../cms/domains/seo/services/robots'
import { renderSitemap, type SitemapUrl } from '../../cms/domains/seo/services/sitemap'
import { plainSummary } from '../../cms/domains/seo/services/summary'
import { menuGroups } from '../../web/src/config/menus'

const origin = 'https://sanhak.example.ac.kr'
const xml = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) })
const urls: SitemapUrl[] = [
  { path: '/' },
  { path: '/infoPlaza/noticeDetail?id=1', lastmod: '2026-11-01T00:00:00.000Z' },
  { path: '/infoPlaza/noticeDetail?id=2', lastmod: '2026-11-03T00:00:00.000Z' },
  { path: '/infoPlaza/newsDetail?id=1', lastmod: '2026-11-02T00:00:00.000Z' },
  { path: '/cooperation/edu?course=4&x=<y>' },
]

describe('the sitemap over its limit', () => {
  it('is an index of numbered files, each dated by its newest address', () => {
    const index = xml.parse(renderSitemap(urls, origin, undefined, 2)!) as { sitemapindex: { sitemap: { loc: string; lastmod?: string }[] } }
    expect(index.sitemapindex.sitemap).toEqual([
      { loc: `${origin}/sitemap-1.xml`, lastmod: '2026-11-01T00:00:00.000Z' },
      { loc: `${origin}/sitemap-2.xml`, lastmod: '2026-11-03T00:00:00.000Z' },
      { loc: `${origin}/sitemap-3.xml` },
    ])
  })

  it('splits the addresses over the numbered files in order, none twice, and has no file past the last', () => {
    const pages = [1, 2, 3].map((page) => (xml.parse(renderSitemap(urls, origin, page, 2)!) as { urlset: { url: { loc: string }[] } }).urlset.url)
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1])
    expect(pages.flat().map((url) => url.loc)).toEqual(urls.map((url) => origin + url.path))
    expect(renderSitemap(urls, origin, 4, 2)).toBeNull()
    expect(renderSitemap(urls, origin, 0, 2)).toBeNull()
  })

  it('escapes addresses for XML', () => {
    expect(renderSitemap(urls, origin, 3, 2)).toContain('<loc>https://sanhak.example.ac.kr/cooperation/edu?course=4&amp;x=&lt;y&gt;</loc>')
  })

  it('within its limit is one list, and numbered files do not exist', () => {
    expect((xml.parse(renderSitemap(urls, origin, undefined, 5)!) as { urlset: { url: unknown[] } }).urlset.url).toHaveLength(5)
    expect(renderSitemap(urls, origin, 1, 5)).toBeNull()
  })
})

describe('the public page list', () => {
  const publicMenuLinks = Object.values(menuGroups)
    .filter((group) => !('membersOnly' in group && group.membersOnly))
    .flatMap((group) => group.items.filter((item) => !('membersOnly' in item && item.membersOnly)).map((item) => item.link))

  it('holds every page of the menus that visitors may open', () => {
    expect(publicMenuLinks.length).toBeGreaterThan(20)
    for (const link of publicMenuLinks) expect(publicPagePaths, link).toContain(link)
  })

  it('names each detail page by a spelling the menus know', () => {
    const known = Object.values(menuGroups).flatMap((group) =>
      group.items.flatMap((item) => [item.link, ...('aliases' in item ? item.aliases : []).map((alias) => (typeof alias === 'string' ? alias : alias.path))]),
    )
    for (const { path } of Object.values(detailPages)) expect(known, path).toContain(path)
    expect(detailPath('notice', 7)).toBe('/infoPlaza/noticeDetail?id=7')
    expect(detailPath('course', 7)).toBe('/cooperation/edu?course=7')
  })
})

describe('robots.txt', () => {
  it('names the sitemap by its absolute address on its own line', () => {
    expect(renderRobots(origin).split('\n')).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})

describe('a feed item description', () => {
  it('is plain text: tags dropped, spaces collapsed', () => {
    expect(plainSummary('<p>안내\n\n<b>굵게</b></p>   입니다')).toBe('안내 굵게 입니다')
  })

  it('is cut to 200 characters with an ellipsis', () => {
    const summary = plainSummary('가'.repeat(500))
    expect(summary).toHaveLength(200)
    expect(summary.endsWith('…')).toBe(true)
    expect(plainSummary(null)).toBe('')
  })
})
