import path from 'node:path'
import type { CollectionConfig, FieldAccess } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { hasStaffRole } from '../../../platform/access/roles'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { uploadsDir } from '../../../platform/config/paths'
import { downloadUnderOriginalName, originalNameField } from '../../../platform/uploads/upload-original-name'
import { attachmentMimeTypes } from '../../../platform/uploads/upload-rules'
import { countDownloads } from '../../../platform/uploads/count-downloads'

const staffReads: FieldAccess = ({ req: { user } }) => hasStaffRole(user)

export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: '첨부파일', plural: '첨부파일' },
  admin: { group: '파일', useAsTitle: 'originalName', defaultColumns: ['originalName', 'title', 'filesize', 'downloadCount', 'createdAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'files'),
    mimeTypes: attachmentMimeTypes,
    // Attachments are saved, never opened in the portal's origin, whatever type they claim to be.
    handlers: [downloadUnderOriginalName(() => 'attachment'), countDownloads],
  },
  fields: [
    originalNameField,
    { name: 'title', label: '파일 설명', type: 'text', maxLength: 200 },
    {
      name: 'downloadCount',
      label: '내려받은 횟수',
      type: 'number',
      defaultValue: 0,
      min: 0,
      // Staff judge which files are read; visitors and members never learn the count.
      access: { read: staffReads, create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', description: '포털과 관리자 화면에서 이 파일을 내려받은 횟수입니다. 직원에게만 보입니다.' },
    },
  ],
}
