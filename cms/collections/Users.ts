import type { CollectionConfig } from 'payload'
import { canUseAdmin } from '../access/canUseAdmin'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { hasAdminRole, roles } from '../access/roles'
import { selfOrStaff } from '../access/selfOrStaff'

export const memberClasses = [
  { label: '학생', value: 'student' },
  { label: '교직원', value: 'faculty' },
  { label: '기업회원', value: 'company' },
  { label: '일반', value: 'general' },
] as const

const roleLabels: Record<(typeof roles)[number], string> = { member: '회원', staff: '직원', admin: '관리자' }

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '회원', plural: '회원' },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true, requireUsername: true },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['username', 'name', 'email', 'memberClass', 'role', 'createdAt'],
    listSearchableFields: ['username', 'name', 'email'],
    group: '회원 관리',
  },
  access: {
    admin: canUseAdmin,
    read: selfOrStaff,
    create: isStaff,
    update: selfOrStaff,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', label: '이름', type: 'text', required: true, maxLength: 50 },
    { name: 'phone', label: '휴대폰 번호', type: 'text', maxLength: 20 },
    { name: 'affiliation', label: '소속', type: 'text', maxLength: 100 },
    {
      name: 'memberClass',
      label: '회원 구분',
      type: 'select',
      options: memberClasses.map((option) => ({ ...option })),
      defaultValue: 'general',
      required: true,
    },
    {
      name: 'role',
      label: '권한',
      type: 'select',
      options: roles.map((value) => ({ label: roleLabels[value], value })),
      defaultValue: 'member',
      required: true,
      saveToJWT: true,
      access: {
        // Only an admin hands out staff rights; otherwise a member could promote themself.
        create: ({ req: { user } }) => hasAdminRole(user),
        update: ({ req: { user } }) => hasAdminRole(user),
      },
      admin: { position: 'sidebar' },
    },
  ],
}
