import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { uploadsDir } from '../../../platform/config/paths'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { downloadUnderOriginalName, originalNameField } from '../../../platform/uploads/upload-original-name'
import { readableDocuments } from '../access/readable-documents'
import { techLabels as label } from '../messages'

export const documentKinds = [
  { label: label.documentKinds.summary, value: 'summary' },
  { label: label.documentKinds.detail, value: 'detail' },
] as const

/**
 * A technology's PDFs. The summary is public; the detailed document opens only to staff and to a
 * 기업회원 who agreed to the NDA's current version for its technology. The rule is the collection's
 * read access, so REST, GraphQL and the file route (`/api/technology-documents/file/…`) all keep it.
 */
export const TechnologyDocuments: CollectionConfig = {
  slug: 'technology-documents',
  labels: { singular: label.document, plural: label.document },
  admin: { group: label.group, useAsTitle: 'originalName', defaultColumns: ['originalName', 'kind', 'filesize', 'createdAt'] },
  access: { read: readableDocuments, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'technology-documents'),
    mimeTypes: ['application/pdf'],
    handlers: [downloadUnderOriginalName(() => 'attachment')],
  },
  fields: [
    originalNameField,
    { name: 'kind', label: label.documentKind, type: 'select', options: [...documentKinds], required: true, defaultValue: 'summary', index: true },
  ],
}
