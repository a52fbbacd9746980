import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { uploadsDir } from '../../../platform/config/paths'
import { downloadUnderOriginalName, originalNameField } from '../../../platform/uploads/upload-original-name'
import { attachmentMimeTypes } from '../../../platform/uploads/upload-rules'

export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: '첨부파일', plural: '첨부파일' },
  admin: { group: '파일', useAsTitle: 'originalName', defaultColumns: ['originalName', 'title', 'filesize', 'createdAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'files'),
    mimeTypes: attachmentMimeTypes,
    // Attachments are saved, never opened in the portal's origin, whatever type they claim to be.
    handlers: [downloadUnderOriginalName(() => 'attachment')],
  },
  fields: [originalNameField, { name: 'title', label: '파일 설명', type: 'text', maxLength: 200 }],
}
