import helmet from 'helmet'

/** The SPA loads only its own scripts; Mantine writes its CSS variables into a <style> tag at run time. */
export const portalHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

/** What every surface but the SPA shares: nosniff, no framing by other sites, no referrer. */
const withPolicy = (directives: Record<string, string[]>) =>
  helmet({ contentSecurityPolicy: { useDefaults: false, directives }, crossOriginEmbedderPolicy: false })

/**
 * Payload's REST and GraphQL, /api/v1 and uploaded files answer data, never a page: nothing in an
 * answer may run or load anything (an uploaded SVG or HTML file opened directly included). Payload
 * sets its own, equally strict, policy on the files it serves.
 */
export const apiHeaders = withPolicy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
})

/**
 * The admin (Next and Payload's UI) loads only this site's scripts, styles, images and fonts and
 * talks only to this site. Next's pages carry inline scripts of their own (the streamed page data,
 * without a nonce), and Payload's UI sets inline styles, so both allow inline; no outside origin
 * and no eval. Set before Next answers; Next keeps headers it does not write itself.
 */
export const adminHeaders = withPolicy({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
})
