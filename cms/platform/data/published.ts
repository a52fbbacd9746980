import type { Where } from 'payload'

/**
 * The portal shows every caller what visitors see: published rows only. Staff read drafts in the
 * admin (and its preview); a staff browser on the portal sees the public site.
 */
export const published: Where = { _status: { equals: 'published' } }

export const publishedAnd = (...conditions: Where[]): Where => ({ and: [published, ...conditions] })
