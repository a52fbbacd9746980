import { logPersonalDataAccess, ownedBy } from '../access-log'
import type { CollectionConfig, Field, FieldAccess, FieldHook } from 'payload'
import type { MemberBoardKey } from '../../../contract/member-boards'
import { memberPostLimits, STAFF_AUTHOR } from '../../../contract/member-boards'
import { memberIdField, staffQueriedField } from '../../platform/access/member-identity'
import { hasStaffRole } from '../../platform/access/roles'
import { memberPostRead } from './access/member-post-read'
import { staffOrOwnThroughPortalForm, staffOrPortalForm } from '../../platform/access/portal-form'
import { viewCountField } from '../../platform/fields/board-post'
import { pinnedUntilField } from '../../platform/fields/pin'
import { dayAndTimeDate } from '../../platform/fields/date-display'
import { fillPlainText } from '../../platform/hooks/fill-plain-text'
import { maskAuthorName } from './hooks/mask-author-name'
import { recordAnswer } from './hooks/record-answer'
import { mailAnswer } from './services/answer-mail'
import type { User } from '../../payload-types'

type MemberBoardOptions = { slug: string; singular: string; board: MemberBoardKey; fields?: Field[] }

const staffWrites: FieldAccess = ({ req: { user } }) => hasStaffRole(user)
const staffOnly = { create: staffWrites, update: staffWrites }

/** Who wrote a post is whoever created it, whatever a request sends, and stays so on every edit. */
const keepWriter =
  (of: (user: User) => unknown): FieldHook =>
  ({ operation, originalDoc, req, value, field }) => {
    if (operation === 'create') return req.user ? of(req.user as User) : value
    return 'name' in field && field.name ? originalDoc?.[field.name] : value
  }

const postFilesField = (name: 'images' | 'attachments', label: string, maxRows: number): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'post-files',
  hasMany: true,
  maxRows,
  admin: { description: `최대 ${maxRows}개, 파일당 20MB 이하` },
})

/**
 * A board members write on and staff answer (Q&A, collaboration support): members write through the
 * portal's form only, staff answer in the admin (답변 → 답변완료 and a mail to the author), and a
 * secret post opens to its author and staff alone.
 */
export const memberBoardCollection = ({ slug, singular, board, fields = [] }: MemberBoardOptions): CollectionConfig => ({
  slug,
  labels: { singular, plural: singular },
  defaultSort: '-createdAt',
  // The name's mask needs the writer's id, whatever a query selects.
  forceSelect: { author: true },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'postType', 'authorName', 'answerState', 'secret', 'createdAt'],
    listSearchableFields: ['title', 'authorName', 'plainText'],
    group: '회원 게시판',
  },
  access: {
    read: memberPostRead(board),
    create: staffOrPortalForm,
    update: staffOrOwnThroughPortalForm('author'),
    delete: staffOrOwnThroughPortalForm('author'),
  },
  hooks: { beforeChange: [fillPlainText, recordAnswer], afterChange: [mailAnswer], afterOperation: [logPersonalDataAccess(ownedBy('author'))] },
  fields: [
    {
      name: 'postType',
      label: '유형',
      type: 'relationship',
      relationTo: 'post-types',
      required: true,
      filterOptions: { board: { equals: board } },
    },
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: memberPostLimits.titleMax },
    { name: 'content', label: '내용', type: 'richText', required: true },
    postFilesField('images', '이미지', memberPostLimits.imagesMax),
    postFilesField('attachments', '첨부파일', memberPostLimits.attachmentsMax),
    ...fields,
    {
      name: 'answer',
      label: '답변',
      type: 'richText',
      access: staffOnly,
      admin: { description: '답변을 저장하면 답변완료가 되고 작성자에게 메일이 갑니다.' },
    },
    { name: 'secret', label: '비밀글', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'pinned',
      label: '상단 고정(공지)',
      type: 'checkbox',
      defaultValue: false,
      access: staffOnly,
      admin: { position: 'sidebar', description: '직원이 쓴 안내 글을 고정 종료일까지 목록 맨 위에 둡니다.' },
    },
    { ...pinnedUntilField, access: staffOnly } as Field,
    {
      name: 'answerState',
      label: '답변 상태',
      type: 'select',
      options: [
        { value: 'waiting', label: '미답변' },
        { value: 'answered', label: '답변완료' },
      ],
      defaultValue: 'waiting',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'answeredAt', label: '답변일시', type: 'date', access: staffOnly, admin: { position: 'sidebar', readOnly: true, ...dayAndTimeDate } },
    { name: 'answeredBy', label: '답변자', type: 'relationship', relationTo: 'users', access: staffOnly, admin: { position: 'sidebar', readOnly: true } },
    memberIdField({
      name: 'author',
      label: '작성자 계정',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      hooks: { beforeChange: [keepWriter(({ id }) => id)] },
      admin: { position: 'sidebar', readOnly: true },
    }),
    staffQueriedField({
      name: 'authorName',
      label: '작성자',
      type: 'text',
      maxLength: 50,
      hooks: { beforeChange: [keepWriter((user) => (hasStaffRole(user) ? STAFF_AUTHOR : user.name))], afterRead: [maskAuthorName] },
      admin: { position: 'sidebar', readOnly: true },
    }),
    viewCountField,
    { name: 'commentCount', label: '댓글 수', type: 'number', defaultValue: 0, min: 0, access: staffOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'plainText', label: '본문 텍스트', type: 'textarea', admin: { hidden: true } },
  ],
})
