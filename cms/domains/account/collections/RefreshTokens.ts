import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../../platform/access/is-admin'
import { nobody } from '../../../platform/access/nobody'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * Portal sign-ins: each row holds the hash of one HttpOnly refresh cookie; each refresh replaces it
 * with a new row of the same family (rotation). Only the /api/v1 auth
 * endpoints write it (with overrideAccess); admins may look at and revoke sessions.
 */
export const RefreshTokens: CollectionConfig = {
  slug: 'refresh-tokens',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '로그인 세션', plural: '로그인 세션' },
  admin: {
    group: '회원 관리',
    useAsTitle: 'createdAt',
    defaultColumns: ['user', 'createdAt', 'expiresAt', 'revokedAt', 'autoLogin'],
    hidden: ({ user }) => user?.role !== 'admin',
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'user', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', label: '토큰 해시', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    // Every refresh token of one sign-in shares its family: logout or a reused token ends them all.
    { name: 'family', label: '로그인 묶음', type: 'text', index: true, admin: { readOnly: true } },
    // The Payload session of the access token issued with this refresh token.
    { name: 'sid', label: '세션 ID', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'expiresAt', label: '만료일시', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'rotatedAt', label: '교체일시', type: 'date', admin: { readOnly: true } },
    { name: 'revokedAt', label: '폐기일시', type: 'date', index: true },
    { name: 'autoLogin', label: '자동 로그인', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    { name: 'userAgent', label: '브라우저', type: 'text', maxLength: 300, admin: { readOnly: true } },
  ],
}
