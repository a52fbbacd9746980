import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { uploadsDir } from '../../../platform/config/paths'
import { imageMimeTypes } from '../../../platform/uploads/upload-rules'

/**
 * Profile images. Unlike the public media library, a file here is served only to its owner and
 * staff (Payload checks read access on every file request).
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: '프로필 이미지', plural: '프로필 이미지' },
  admin: { group: '회원 관리', hidden: true },
  access: {
    read: ownRowsOrStaff('owner'),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'avatars'),
    mimeTypes: imageMimeTypes,
    imageSizes: [{ name: 'thumb', width: 240, height: 240, position: 'centre' }],
  },
  fields: [{ name: 'owner', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true }],
}
