import type { GlobalConfig } from 'payload'
import { introGlobalSlug, introPageKeys, introPages } from '../../../../contract/pages'
import { livePreview } from '../../../platform/admin/live-preview'
import { pageGlobal } from '../page-global'

/** One global per introduction (contract/pages.ts), each with its own drafts and history. */
export const IntroPages: GlobalConfig[] = introPageKeys.map((key) =>
  pageGlobal({
    slug: introGlobalSlug(key),
    label: introPages[key].label,
    path: introPages[key].path,
    livePreview,
    fields: [
      {
        name: 'lead',
        label: '첫 문장',
        type: 'textarea',
        required: true,
        maxLength: 300,
        admin: { description: '제목 아래 굵게 보이는 한두 줄의 소개입니다.' },
      },
      {
        name: 'body',
        label: '본문',
        type: 'richText',
        required: true,
        admin: { description: '소제목(제목 2·3)과 목록을 쓰면 화면에서 구역이 나뉘어 보입니다.' },
      },
    ],
  }),
)
