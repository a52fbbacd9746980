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

/**
 * The admin, Payload's REST and GraphQL, /api/v1 and uploaded files get the same protection as the SPA
 * (nosniff, no framing by other sites, no referrer) but no script policy: Next's admin pages run inline
 * scripts of their own. Set before Next answers; Next keeps headers it does not write itself.
 */
export const apiAndAdminHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      'frame-ancestors': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
})
