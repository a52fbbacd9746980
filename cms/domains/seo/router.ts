import express, { type Request, type Response } from 'express'
import type { Payload } from 'payload'
import { feedKeys, type FeedKey } from '../../../contract/seo'
import { originOfHost } from '../../platform/http/public-origin'
import { refuse } from '../../platform/security/refuse'
import { seoMessages } from './messages'
import { SEO_CACHE_CONTROL } from './rules'
import { renderFeed } from './services/feeds'
import { renderRobots } from './services/robots'
import { listSitemapUrls, renderSitemap } from './services/sitemap'

const originOf = (req: Request) => originOfHost(req.get('host')) ?? `${req.protocol}://localhost`

const send = (res: Response, type: string, body: string) => {
  res.setHeader('Cache-Control', SEO_CACHE_CONTROL)
  res.type(type).send(body)
}

/**
 * robots.txt, the sitemap and the feeds, built from the database on every request: several
 * processes serve the portal, and a cache in one of them would disagree with the others after a
 * staff edit. Crawlers and feed readers may keep an answer for a few minutes (SEO_CACHE_CONTROL).
 */
export const seoRouter = (payload: Payload) => {
  const router = express.Router({ caseSensitive: true, strict: true })

  router.get('/robots.txt', (req, res) => send(res, 'text/plain; charset=utf-8', renderRobots(originOf(req))))

  router.get(['/sitemap.xml', /^\/sitemap-(\d{1,6})\.xml$/], async (req, res, next) => {
    try {
      const page = req.params[0] === undefined ? undefined : Number(req.params[0])
      const xml = renderSitemap(await listSitemapUrls(payload), originOf(req), page)
      if (xml === null) refuse(req.path, res, 404, seoMessages.notFound)
      else send(res, 'application/xml; charset=utf-8', xml)
    } catch (error) {
      next(error)
    }
  })

  router.get(/^\/feeds\/([a-z]+)\.(xml|atom)$/, async (req, res, next) => {
    const key = req.params[0] as FeedKey
    if (!feedKeys.includes(key)) return refuse(req.path, res, 404, seoMessages.notFound)
    const format = req.params[1] === 'xml' ? 'rss' : 'atom'
    try {
      send(res, `application/${format}+xml; charset=utf-8`, await renderFeed(payload, key, format, originOf(req)))
    } catch (error) {
      next(error)
    }
  })

  return router
}
