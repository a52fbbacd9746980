import type { CollectionSlug, Payload } from 'payload'
import type { User } from '../../../payload-types'

export type CollectionCount = { slug: CollectionSlug; label: string; group: string; total: number; drafts: number | null }

const labelOf = (value: unknown, fallback: string) => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'ko' in value) return String((value as { ko: unknown }).ko)
  return fallback
}

/**
 * How many documents each collection in the admin's navigation holds, with its drafts, read with the
 * staff member's own access: what they would find by opening each list.
 */
export const countCollections = async (payload: Payload, user: User): Promise<CollectionCount[]> => {
  const shown = payload.config.collections.filter((collection) => {
    const hidden = collection.admin?.hidden
    return !(typeof hidden === 'function' ? hidden({ user: user as never }) : hidden) && collection.admin?.group
  })
  return Promise.all(
    shown.map(async (collection) => {
      const slug = collection.slug as CollectionSlug
      const hasDrafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
      const [all, drafts] = await Promise.all([
        payload.count({ collection: slug, user, overrideAccess: false }).catch(() => null),
        hasDrafts ? payload.count({ collection: slug, user, overrideAccess: false, where: { _status: { equals: 'draft' } } }).catch(() => null) : null,
      ])
      return {
        slug,
        label: labelOf(collection.labels?.plural, slug),
        group: labelOf(collection.admin?.group, ''),
        total: all?.totalDocs ?? 0,
        drafts: drafts ? drafts.totalDocs : null,
      }
    }),
  )
}
