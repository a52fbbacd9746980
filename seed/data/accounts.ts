import type { User } from '../../cms/payload-types'

/**
 * Development accounts of the demo seed (README: development only, never in production).
 * Tests and docs import these names instead of repeating the strings.
 */
export const DEFAULT_SEED_PASSWORD = 'portal1234!'

/** The password every demo account gets: `SEED_PASSWORD` when set, otherwise the default. */
export const seedPassword: string = process.env.SEED_PASSWORD ?? DEFAULT_SEED_PASSWORD

export const seedUsernames = {
  admin: 'admin',
  staff: 'staff',
  member1: 'member1',
  member2: 'member2',
} as const

export type SeedAccount = Pick<
  User,
  'username' | 'email' | 'name' | 'phone' | 'gender' | 'affiliationType' | 'affiliation' | 'department' | 'memberClass' | 'role'
>

export const seedAccounts: SeedAccount[] = [
  {
    username: seedUsernames.admin,
    email: 'admin@example.com',
    name: '이서준',
    phone: '010-1234-5678',
    gender: 'male',
    affiliationType: 'university',
    affiliation: '새솔대학교 산학협력단',
    department: '정보화팀',
    memberClass: 'faculty',
    role: 'admin',
  },
  {
    username: seedUsernames.staff,
    email: 'staff@example.com',
    name: '박지현',
    phone: '010-2345-6789',
    gender: 'female',
    affiliationType: 'university',
    affiliation: '새솔대학교 산학협력단',
    department: '행정팀',
    memberClass: 'faculty',
    role: 'staff',
  },
  {
    username: seedUsernames.member1,
    email: 'member1@example.com',
    name: '김민준',
    phone: '010-3456-7890',
    gender: 'male',
    affiliationType: 'company',
    affiliation: '(주)새솔메이커스',
    department: '대표',
    memberClass: 'company',
    role: 'member',
  },
  {
    username: seedUsernames.member2,
    email: 'member2@example.com',
    name: '최예린',
    phone: '010-4567-8901',
    gender: 'female',
    affiliationType: 'company',
    affiliation: '(주)한빛정밀',
    department: '기술연구소',
    memberClass: 'company',
    role: 'member',
  },
]
