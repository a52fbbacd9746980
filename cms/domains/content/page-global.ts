import type { Field, GlobalConfig, LivePreviewConfig } from 'payload'
import { isStaff } from '../../platform/access/is-staff'
import { publishedOrStaff } from '../../platform/access/published-or-staff'

type PageGlobalOptions = {
  slug: string
  label: string
  /** Where the page appears on the portal, shown to staff above the form. */
  path: string
  fields: Field[]
  /** The admin's 실시간 미리보기, for pages the portal's preview page can show. */
  livePreview?: LivePreviewConfig
}

/** The admin group every portal page is edited in. */
export const PAGE_GROUP = '페이지 관리'

/**
 * A portal page staff edit like a board post: drafts they can preview and keep working on, publish
 * when ready or at a set time (예약 게시), and roll back from the version history. Visitors only ever
 * read the published page.
 */
export const pageGlobal = ({ slug, label, path, fields, livePreview }: PageGlobalOptions): GlobalConfig => ({
  slug,
  label,
  admin: { group: PAGE_GROUP, description: `포털의 ${path} 화면에 보이는 내용입니다. 저장한 뒤 '게시'해야 방문자에게 보입니다.`, livePreview },
  custom: { portalPath: path },
  versions: { drafts: { schedulePublish: true }, max: 30 },
  access: { read: publishedOrStaff, update: isStaff, readVersions: isStaff },
  fields,
})
