import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'

export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: '메인 배너', plural: '메인 배너' },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', 'link', '_status'], group: '메인 화면' },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 100 },
    { name: 'subtitle', label: '부제목', type: 'textarea', maxLength: 200 },
    { name: 'image', label: '배경 이미지', type: 'upload', relationTo: 'media', required: true },
    { name: 'link', label: '연결 주소', type: 'text', admin: { description: '예: /cooperation/equ' } },
    { name: 'order', label: '노출 순서', type: 'number', defaultValue: 1, required: true, admin: { position: 'sidebar' } },
  ],
}
