import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { socialProviders, toSelectOptions } from '../../../../contract/account-options'
import { nobody } from '../../../platform/access/nobody'
import { notShownToGuests } from '../../../platform/data/content-version'

/** Kakao, Naver and Google identities linked to a member; one identity belongs to one member. */
export const SocialAccounts: CollectionConfig = {
  slug: 'social-accounts',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '간편 로그인 연결', plural: '간편 로그인 연결' },
  admin: { group: '회원 관리', useAsTitle: 'providerKey', defaultColumns: ['user', 'provider', 'email', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'user', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'provider', label: '제공자', type: 'select', options: toSelectOptions(socialProviders), required: true },
    { name: 'providerKey', label: '제공자 식별값', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'email', label: '제공자 이메일', type: 'email' },
  ],
}
