import type { PayloadRequest } from 'payload'
import type { SiteSettings } from '../../../../contract/pages'

export const getSiteSettings = async (req: PayloadRequest): Promise<SiteSettings> => {
  const doc = await req.payload.findGlobal({ slug: 'site-settings', req, overrideAccess: false, depth: 0 })
  return {
    pageTitle: doc.pageTitle ?? '',
    address: doc.address ?? '',
    phone: doc.phone ?? '',
    fax: doc.fax || null,
    copyright: doc.copyright ?? '',
    privacyPolicyUrl: doc.privacyPolicyUrl || null,
    institutions: (doc.institutions ?? []).map(({ label, url }) => ({ label, url })),
  }
}
