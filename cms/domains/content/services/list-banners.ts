import type { PayloadRequest } from 'payload'
import { published } from '../../../platform/data/published'
import { uploadColumn } from '../../../platform/data/computed-columns'
import { readPage } from '../../../platform/data/read-page'
import type { Banner } from '../../../../contract/main'

/** The home page shows at most this many banners, in the order staff set. */
const BANNER_LIMIT = 10

const bannerColumns = {
  fields: ['title', 'subtitle', 'link'],
  computed: {
    imageUrl: uploadColumn('image', { table: 'media', value: 'url' }),
    imageAlt: uploadColumn('image', { table: 'media', value: 'alt' }),
  },
} as const

type BannerRow = { id: number; title: string; subtitle: string | null; link: string | null; imageUrl: string | null; imageAlt: string | null }

export const listBanners = async (req: PayloadRequest): Promise<Banner[]> => {
  const { rows } = await readPage(req, {
    collection: 'banners',
    ...bannerColumns,
    where: published,
    sort: ['order', 'id'],
    page: 1,
    limit: BANNER_LIMIT,
  })
  return (rows as unknown as BannerRow[]).map((banner) => ({
    id: banner.id,
    title: banner.title,
    subtitle: banner.subtitle ?? null,
    imageUrl: banner.imageUrl ?? '',
    imageAlt: banner.imageAlt ?? banner.title,
    link: banner.link ?? null,
  }))
}
