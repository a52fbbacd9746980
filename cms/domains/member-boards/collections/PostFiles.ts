import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { postFileKinds } from '../../../../contract/member-boards'
import { postFileRead } from '../access/member-post-read'
import { staffOrOwnThroughPortalForm, staffOrPortalForm } from '../../../platform/access/portal-form'
import { memberIdField } from '../../../platform/access/member-identity'
import { checkUploadContent } from '../../../platform/uploads/check-upload-content'
import { uploadsDir } from '../../../platform/config/paths'
import { downloadUnderOriginalName, originalNameField } from '../../../platform/uploads/upload-original-name'
import { attachmentMimeTypes } from '../../../platform/uploads/upload-rules'

/**
 * Images and attachments of member posts. A file is its uploader's until a post uses it; then it opens
 * as far as that post does (`visibility`, set by the services): a secret post's files stay private.
 */
export const PostFiles: CollectionConfig = {
  slug: 'post-files',
  labels: { singular: '게시글 파일', plural: '게시글 파일' },
  admin: { group: '회원 게시판', useAsTitle: 'originalName', defaultColumns: ['originalName', 'kind', 'owner', 'visibility', 'createdAt'] },
  access: {
    read: postFileRead,
    create: staffOrPortalForm,
    update: staffOrOwnThroughPortalForm('owner'),
    delete: staffOrOwnThroughPortalForm('owner'),
  },
  hooks: { beforeOperation: [checkUploadContent] },
  upload: {
    staticDir: path.join(uploadsDir, 'post-files'),
    mimeTypes: attachmentMimeTypes,
    imageSizes: [{ name: 'thumb', width: 320, height: 240, position: 'centre' }],
    // Images show in the post; anything else is saved under the name the member chose.
    handlers: [downloadUnderOriginalName((doc) => (doc.kind === 'image' ? 'inline' : 'attachment'))],
  },
  fields: [
    originalNameField,
    memberIdField({
      name: 'owner',
      label: '올린 회원',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      hooks: { beforeChange: [({ operation, req, value, originalDoc }) => (operation === 'create' ? (req.user?.id ?? value) : originalDoc?.owner)] },
      admin: { readOnly: true },
    }),
    {
      name: 'kind',
      label: '종류',
      type: 'select',
      required: true,
      options: postFileKinds.map((value) => ({ value, label: value === 'image' ? '이미지' : '첨부파일' })),
    },
    {
      name: 'visibility',
      label: '공개 범위',
      type: 'select',
      required: true,
      defaultValue: 'private',
      index: true,
      options: [
        { value: 'private', label: '올린 회원과 직원' },
        { value: 'members', label: '회원' },
        { value: 'public', label: '누구나' },
      ],
    },
    { name: 'attachedTo', label: '사용한 글', type: 'text', index: true, admin: { readOnly: true, description: '게시판:글 번호' } },
  ],
}
