import { crawlerDisallowed } from '../rules'

/** robots.txt: every crawler, the same rules, and where the sitemap is. */
export const renderRobots = (origin: string) =>
  ['User-agent: *', ...crawlerDisallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
