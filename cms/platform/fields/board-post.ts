import type { Field } from 'payload'
import { dayOnlyDate } from './date-display'

/** Up to three downloadable files per post (spec §5: at most 3 attachments of 20MB each). */
export const attachmentsField: Field = {
  name: 'attachments',
  label: '첨부파일',
  type: 'upload',
  relationTo: 'files',
  hasMany: true,
  maxRows: 3,
  admin: { description: '최대 3개, 파일당 20MB 이하' },
}

export const viewCountField: Field = {
  name: 'viewCount',
  label: '조회수',
  type: 'number',
  defaultValue: 0,
  min: 0,
  admin: { position: 'sidebar', readOnly: true },
}

export const publishedAtField: Field = {
  name: 'publishedAt',
  label: '게시일',
  type: 'date',
  required: true,
  defaultValue: () => new Date().toISOString(),
  index: true,
  admin: { position: 'sidebar', description: '목록에 보이는 날짜입니다. 예약 게시하는 글은 게시될 날로 맞춰 주세요.', ...dayOnlyDate },
}

export const authorField: Field = {
  name: 'author',
  label: '작성자',
  type: 'text',
  maxLength: 50,
  admin: { position: 'sidebar', description: '비워 두면 작성한 직원의 이름이 들어갑니다.' },
}

export const titleField: Field = { name: 'title', label: '제목', type: 'text', required: true, maxLength: 200 }

export const contentField: Field = { name: 'content', label: '내용', type: 'richText', required: true }

export const categoryField = (options: { label: string; value: string }[]): Field => ({
  name: 'category',
  label: '분류',
  type: 'select',
  options,
  required: true,
  defaultValue: options[0]?.value,
  index: true,
})
