import type { PayloadRequest } from 'payload'
import type { Banner } from '../../endpoints/v1/schemas/main'
import type { Media } from '../../payload-types'

export const listBanners = async (req: PayloadRequest): Promise<Banner[]> => {
  const result = await req.payload.find({
    collection: 'banners',
    sort: ['order', 'id'],
    limit: 10,
    depth: 1,
    draft: false,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return result.docs.map((banner) => {
    const image = typeof banner.image === 'object' ? (banner.image as Media) : null
    return {
      id: banner.id,
      title: banner.title,
      subtitle: banner.subtitle ?? null,
      imageUrl: image?.url ?? '',
      imageAlt: image?.alt ?? banner.title,
      link: banner.link ?? null,
    }
  })
}
