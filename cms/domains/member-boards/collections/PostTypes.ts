import type { CollectionConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { memberBoardField } from '../member-board-field'

/** The 유형 a member picks when writing on a member board; staff keep the list per board. */
export const PostTypes: CollectionConfig = {
  slug: 'post-types',
  labels: { singular: '게시글 유형', plural: '게시글 유형' },
  defaultSort: 'order',
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'board', 'order', 'active'], group: '회원 게시판' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    memberBoardField,
    { name: 'label', label: '유형 이름', type: 'text', required: true, maxLength: 30 },
    { name: 'order', label: '순서', type: 'number', defaultValue: 0, admin: { description: '작은 숫자가 먼저 나옵니다.' } },
    { name: 'active', label: '사용', type: 'checkbox', defaultValue: true, admin: { description: '끄면 글쓰기 화면의 선택지에서 빠집니다.' } },
  ],
}
