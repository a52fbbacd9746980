import { pageGlobal } from '../page-global'
import { livePreview } from '../../../platform/admin/live-preview'

/** 인사말 (/intro/intro): the director's words, photo and signature. */
export const GreetingPage = pageGlobal({
  slug: 'greeting-page',
  label: '인사말',
  path: '/intro/intro',
  livePreview,
  fields: [
    { name: 'headline', label: '머리글', type: 'text', required: true, maxLength: 200 },
    { name: 'body', label: '본문', type: 'richText', required: true },
    {
      name: 'photo',
      label: '단장 사진',
      type: 'upload',
      relationTo: 'media',
      admin: { description: '세로로 긴 인물 사진(예: 600×800)이 잘 어울립니다. 비워 두면 사진 없이 보입니다.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'signatureTitle',
          label: '직함',
          type: 'text',
          required: true,
          maxLength: 60,
          admin: { width: '50%', description: '예: 새솔대학교 산학협력단장' },
        },
        { name: 'signatureName', label: '이름', type: 'text', required: true, maxLength: 30, admin: { width: '50%' } },
      ],
    },
  ],
})
