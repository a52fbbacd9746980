import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Request } from 'express'
import { LRUCache } from 'lru-cache'
import type { SiteHead } from '../../../contract/seo'
import { SERVER_DATA_ID, SESSION_HINT_COOKIE } from '../../../contract/server-render'
import { webDistDir, webSsrDir } from '../config/paths'
import { escapeHtml } from '../text/escape-html'
import { GUEST_COPY_SECONDS } from '../data/content-version'

/** What web/src/entry-server.tsx answers (the server reaches the web build only at run time). */
type PageHead = { title?: string; description?: string; image?: string }
type RenderResult =
  { status: number; html: string; head: PageHead; data: unknown; modules: string[]; countsViews: boolean } | { redirect: string; status: number } | null
type ServerEntry = { renderPage: (url: string, screen: { desktop: boolean }) => Promise<RenderResult>; sendApiCallsTo: (origin: string) => void }
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; dynamicImports?: string[] }

/** A browser that holds a sign-in gets the SPA's shell: the portal renders for guests only. */
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=[^;]`)

/** Phones and tablets name themselves so; the page is drawn for a desktop otherwise (crawlers included). */
const HANDHELD = /Mobi|Android|iPhone|iPad|iPod/i

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * One address per page for search engines: the two spellings of a detail (noticeDetail and
 * notice_detail) name the first, and only the query that picks the content (a post's id, a list's
 * page) is kept.
 */
export const canonicalPath = (url: string) => {
  const parsed = new URL(url, 'http://portal')
  const pathname = parsed.pathname.replace(/_detail$/i, 'Detail')
  const kept = new URLSearchParams()
  for (const key of ['id', 'page']) {
    const value = parsed.searchParams.get(key)
    if (value && !(key === 'page' && value === '1')) kept.set(key, value)
  }
  const query = kept.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

/**
 * The style files a page's modules (and the chunks they import) need, beyond what index.html already
 * links, so the first paint is styled. Their scripts are not preloaded: at a phone's speed, the
 * browser handling fifty module preloads before its first paint put the page's largest paint a
 * fifth to a third later than without scripts (docs/performance.md). The entry fetches the app once
 * the page has painted (web/src/main.tsx), and Vite's loader fetches what it imports in parallel.
 */
const stylesOf = (manifest: Record<string, ManifestChunk>, modules: string[], linked: Set<string>) => {
  const seen = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    chunk.css?.forEach((file) => styles.add(file))
    chunk.imports?.forEach(visit)
  }
  modules.forEach(visit)
  return [...styles].filter((file) => !linked.has(file))
}

/** A page as sent, and whether it came from the page cache (kept, or drawn for another request). */
export type RenderedPage = { status: number; body: string; fromCache: boolean }

const sent = (drawn: Drawn, fromCache: boolean): RenderedPage | { redirect: string; status: number } | null =>
  drawn && 'body' in drawn ? { status: drawn.status, body: drawn.body, fromCache } : drawn

type PageRenderer = {
  /** After the server listens: where the page loaders' /api/v1 calls go. */
  listening: (origin: string) => void
  /** The page for a guest's request, or null when the browser is to draw it (member, non-public route). */
  render: (req: Request, origin: string) => Promise<RenderedPage | { redirect: string; status: number } | null>
}

type Kept = { version: number; drawnAt: number; status: number; body: string }
type Drawn = { status: number; body: string; countsViews: boolean } | { redirect: string; status: number } | null

/** Pages kept in this process, up to about 32 MB of markup, each with the content version it was drawn at. */
const keptPages = () => new LRUCache<string, Kept>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (page) => page.body.length })

/**
 * Public pages rendered on the server (docs/decisions.md "서버 렌더링"): the built index.html with
 * the page's markup in #root, its head (title, description, canonical, Open Graph), its chunks and
 * styles linked, and its query cache for the browser to hydrate. Null when the web build has no
 * server entry (a build without it still serves the browser-drawn portal).
 */
export const loadPageRenderer = async (
  siteHead: (origin: string, pathname: string) => Promise<SiteHead>,
  contentVersion: () => Promise<number>,
  /** Where a drawing that failed after its page was already answered is reported. */
  logError: (error: unknown, url: string) => void,
): Promise<PageRenderer | null> => {
  const entryFile = path.join(webSsrDir, 'entry-server.js')
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  const indexFile = path.join(webDistDir, 'index.html')
  if (![entryFile, manifestFile, indexFile].every((file) => fs.existsSync(file))) return null
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const template = fs.readFileSync(indexFile, 'utf8')
  const linked = new Set([...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]!))
  const defaultDescription = /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? ''
  const pages = keptPages()
  // The app the entry starts once the page has painted (web/src/main.tsx): its styles are the page's too.
  const bootModules = Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? []

  const headTags = (head: PageHead, url: string, origin: string, modules: string[], site: SiteHead) => {
    const canonical = `${origin}${canonicalPath(url)}`
    const description = head.description ? escapeHtml(head.description) : defaultDescription
    const title = escapeHtml(head.title ?? '')
    const image = head.image ? escapeHtml(new URL(head.image, origin).href) : `${origin}/og-image.png`
    const styles = stylesOf(manifest, [...bootModules, ...modules], linked)
    return [
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:locale" content="ko_KR" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta property="og:image" content="${image}" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${description}" />`,
      `<meta name="twitter:image" content="${image}" />`,
      ...(site.verification.naver ? [`<meta name="naver-site-verification" content="${escapeHtml(site.verification.naver)}" />`] : []),
      ...(site.verification.google ? [`<meta name="google-site-verification" content="${escapeHtml(site.verification.google)}" />`] : []),
      ...site.feeds.map((feed) => `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`),
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ].join('\n    ')
  }

  const draw = async (req: Request, origin: string, desktop: boolean): Promise<Drawn> => {
    const [result, site] = await Promise.all([entry.renderPage(req.originalUrl, { desktop }), siteHead(origin, req.path)])
    if (!result || 'redirect' in result) return result
    const head = result.head
    // Replaced by functions: a page's own text may hold `$&` and the like, which a replacement string would expand.
    const body = template
      .replace('<html lang="ko">', () => '<html lang="ko" data-mantine-color-scheme="light">')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title ?? '')}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${head.description ? escapeHtml(head.description) : defaultDescription}"`,
      )
      .replace('</head>', () => `    ${headTags(head, req.originalUrl, origin, result.modules, site)}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-desktop="${desktop}">${result.html}</div>\n    <script id="${SERVER_DATA_ID}" type="application/json">${scriptJson(result.data)}</script>`,
      )
    // A page whose read counts a view is never kept (nor shared), so every visit counts.
    return { status: result.status, body, countsViews: result.countsViews }
  }

  /*
   * One drawing per page and version at a time: when a kept page goes out of date under load, the
   * requests that arrive meanwhile wait for it rather than each drawing the page again (each drawing
   * makes its own /api/v1 calls, which then queue behind those very requests).
   */
  const drawing = new Map<string, Promise<Drawn>>()
  const drawnEveryVisit = new LRUCache<string, true>({ max: 10_000 })
  const flightKeyOf = (key: string, version: number) => `${version} ${key}`
  const drawOnce = (key: string, version: number, start: () => Promise<Drawn>) => {
    const flightKey = flightKeyOf(key, version)
    let flight = drawing.get(flightKey)
    if (!flight) {
      flight = start()
        .then((drawn) => {
          if (drawn && 'body' in drawn && drawn.countsViews) drawnEveryVisit.set(key, true)
          else if (drawn && 'body' in drawn && drawn.status === 200) pages.set(key, { version, drawnAt: Date.now(), status: drawn.status, body: drawn.body })
          return drawn
        })
        .finally(() => drawing.delete(flightKey))
      drawing.set(flightKey, flight)
    }
    return flight
  }

  return {
    listening: (origin) => entry.sendApiCallsTo(origin),
    render: async (req, origin) => {
      if (SIGNED_IN.test(req.headers.cookie ?? '')) return null
      const desktop = !HANDHELD.test(req.get('user-agent') ?? '')
      const key = `${desktop ? 'desktop' : 'handheld'} ${origin}${req.originalUrl}`
      if (drawnEveryVisit.has(key)) return sent(await draw(req, origin, desktop), false)
      // Read before drawing: a change committed while the page is drawn leaves it under the older number.
      const version = await contentVersion()
      const kept = pages.get(key)
      if (kept?.version === version) {
        // Only time has passed (GUEST_COPY_SECONDS): the kept page still goes out while one drawing
        // brings it up to date. A failed drawing is logged and keeps it; the next request tries again.
        if (Date.now() - kept.drawnAt >= GUEST_COPY_SECONDS * 1000) {
          drawOnce(key, version, () => draw(req, origin, desktop)).catch((error: unknown) => logError(error, req.originalUrl))
        }
        return { status: kept.status, body: kept.body, fromCache: true }
      }
      const waited = drawing.has(flightKeyOf(key, version))
      const drawn = await drawOnce(key, version, () => draw(req, origin, desktop))
      // A page that turned out to count a view is drawn again for this visit, so it counts too.
      if (waited && drawn && 'body' in drawn && drawn.countsViews) return sent(await draw(req, origin, desktop), false)
      return sent(drawn, waited)
    },
  }
}
