import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { uploadsDir } from '../lib/paths'
import { attachmentMimeTypes } from '../lib/uploadRules'

export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: '첨부파일', plural: '첨부파일' },
  admin: { group: '파일', defaultColumns: ['filename', 'title', 'filesize', 'createdAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(uploadsDir, 'files'),
    mimeTypes: attachmentMimeTypes,
  },
  fields: [{ name: 'title', label: '파일 설명', type: 'text', maxLength: 200 }],
}
