import type { Media } from '../../payload-types'

/** The card-sized picture of an upload field read at depth ≥ 1 (the original when no card was made), with its alternative text. */
export const cardImage = (image: number | Media | null | undefined) => {
  const media = image && typeof image === 'object' ? image : null
  return { imageUrl: media?.sizes?.card?.url ?? media?.url ?? null, imageAlt: media?.alt ?? null }
}
