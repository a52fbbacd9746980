import type { PageImage } from '../../../../contract/pages'
import type { Media } from '../../../payload-types'

/** An upload field read at depth 1: the image, or null when none is chosen or it was removed. */
export const toPageImage = (value: number | Media | null | undefined): PageImage | null =>
  value && typeof value === 'object' && value.url ? { url: value.url, alt: value.alt ?? '', width: value.width ?? null, height: value.height ?? null } : null
