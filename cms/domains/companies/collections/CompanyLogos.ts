import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { uploadsDir } from '../../../platform/config/paths'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { imageMimeTypes } from '../../../platform/uploads/upload-rules'
import { companyLabels as label } from '../messages'

/**
 * Company logos: public, because the 가족회사 directory shows them to guests. A company's 관리자
 * uploads one through /api/v1/companies/mine/logo (images only, 2MB); staff manage them here.
 */
export const CompanyLogos: CollectionConfig = {
  slug: 'company-logos',
  labels: { singular: label.logo, plural: label.logos },
  admin: { group: label.group, hidden: true },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'company-logos'),
    mimeTypes: imageMimeTypes,
    imageSizes: [{ name: 'thumb', width: 240, height: 240, fit: 'inside' }],
  },
  fields: [{ name: 'company', label: label.company, type: 'relationship', relationTo: 'companies', index: true }],
}
