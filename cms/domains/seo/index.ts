/** robots.txt, the sitemap, the RSS/Atom feeds and the page-head additions for search engines. What the wiring and the server renderer may use; everything else stays inside. */
export { seoEndpoints } from './endpoints'
export { seoRouter } from './router'
export { siteHeadAdditions } from './services/site-head'
