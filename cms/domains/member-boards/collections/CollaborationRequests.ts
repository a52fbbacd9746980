import type { FieldAccess } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { relationId } from '../../../platform/data/relation-id'
import { memberBoardCollection } from '../member-board-collection'

/** Whom to contact is for the staff handling the request and its author, never for other readers. */
const authorOrStaff: FieldAccess = ({ req: { user }, doc }) => hasStaffRole(user) || (Boolean(user) && relationId(doc?.author) === user?.id)

/**
 * Collaboration support (/cooperation/collabo): companies and researchers ask the 산학협력단 for help
 * with a collaboration; the request carries a contact and the author's privacy consent.
 */
export const CollaborationRequests = memberBoardCollection({
  slug: 'collaboration-requests',
  singular: '협력지원 요청',
  board: 'collabo',
  fields: [
    {
      name: 'contact',
      label: '연락처',
      type: 'group',
      access: { read: authorOrStaff },
      fields: [
        { name: 'company', label: '기관·기업명', type: 'text', maxLength: 100 },
        { name: 'contactName', label: '담당자', type: 'text', maxLength: 50 },
        { name: 'phone', label: '연락처', type: 'text', maxLength: 20 },
        { name: 'email', label: '이메일', type: 'email' },
      ],
    },
    { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', access: { read: authorOrStaff }, admin: { readOnly: true } },
  ],
})
