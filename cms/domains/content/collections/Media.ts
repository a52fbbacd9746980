import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { uploadsDir } from '../../../platform/config/paths'
import { imageMimeTypes } from '../../../platform/uploads/upload-rules'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '이미지', plural: '이미지' },
  admin: { group: '파일', defaultColumns: ['filename', 'alt', 'filesize', 'createdAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'media'),
    mimeTypes: imageMimeTypes,
    imageSizes: [{ name: 'card', width: 640, height: 400, position: 'centre' }],
    adminThumbnail: 'card',
  },
  fields: [{ name: 'alt', label: '대체 텍스트', type: 'text', required: true, maxLength: 200 }],
}
