import type { LivePreviewConfig } from 'payload'
import { previewPagePath } from '../../../contract/preview'
import { publicOrigin } from '../http/public-origin'

/**
 * The admin's 실시간 미리보기 pane: the portal's own preview page for the document, at a desktop
 * and a phone width. The page reads the draft with the staff member's session, so the address
 * carries no secret (payload#17472).
 */
export const livePreview: LivePreviewConfig = {
  url: ({ data, collectionConfig, globalConfig, req }) => {
    const slug = collectionConfig?.slug ?? globalConfig?.slug
    if (!slug || (collectionConfig && data?.id == null)) return null
    return `${publicOrigin(req)}${previewPagePath(slug, collectionConfig ? String(data.id) : null)}`
  },
  breakpoints: [
    { name: 'desktop', label: '데스크톱 (1440)', width: 1440, height: 900 },
    { name: 'mobile', label: '모바일 (390)', width: 390, height: 844 },
  ],
}
