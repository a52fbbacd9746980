import type { CollectionConfig } from 'payload'
import { memberPostLimits } from '../../../../contract/member-boards'
import { postCommentRead } from '../access/member-post-read'
import { maskAuthorName } from '../hooks/mask-author-name'
import { memberIdField, staffQueriedField } from '../../../platform/access/member-identity'
import { staffOrOwnThroughPortalForm, staffOrPortalForm } from '../../../platform/access/portal-form'
import { memberBoardField } from '../member-board-field'

/**
 * Comments on member posts, two levels deep (a comment and its replies). A comment keeps copies of
 * its post's secret flag and author, so the read rule can follow the post without a join; the
 * services refresh them when the post changes. A deleted comment that has replies stays as
 * "삭제된 댓글입니다" so the replies keep their place.
 */
export const PostComments: CollectionConfig = {
  slug: 'post-comments',
  labels: { singular: '댓글', plural: '댓글' },
  defaultSort: 'createdAt',
  // The name's mask needs the writer and whether staff wrote it, whatever a query selects.
  forceSelect: { author: true, byStaff: true },
  admin: { useAsTitle: 'body', defaultColumns: ['body', 'authorName', 'board', 'deleted', 'createdAt'], group: '회원 게시판' },
  access: {
    read: postCommentRead,
    create: staffOrPortalForm,
    update: staffOrOwnThroughPortalForm('author'),
    delete: staffOrOwnThroughPortalForm('author'),
  },
  fields: [
    memberBoardField,
    { name: 'post', label: '게시글', type: 'relationship', relationTo: ['inquiries', 'collaboration-requests'], required: true, index: true },
    { name: 'parent', label: '상위 댓글', type: 'relationship', relationTo: 'post-comments', index: true },
    { name: 'body', label: '내용', type: 'textarea', required: true, maxLength: memberPostLimits.commentMax },
    memberIdField({ name: 'author', label: '작성자 계정', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } }),
    staffQueriedField({ name: 'authorName', label: '작성자', type: 'text', maxLength: 50, hooks: { afterRead: [maskAuthorName] }, admin: { readOnly: true } }),
    { name: 'byStaff', label: '직원 댓글', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    { name: 'deleted', label: '삭제됨', type: 'checkbox', defaultValue: false },
    { name: 'postSecret', label: '비밀글의 댓글', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    memberIdField({ name: 'postAuthor', label: '게시글 작성자', type: 'relationship', relationTo: 'users', index: true, admin: { hidden: true } }),
  ],
}
