import type { PayloadRequest } from 'payload'
import { memberClasses, socialProviders } from '../../../../contract/account-options'
import type { LinkedSocialAccount, MyInfo, MyPageSummary, SocialProvider } from '../../../../contract/auth'
import type { User } from '../../../payload-types'
import { relationId } from '../../../platform/data/relation-id'
import { systemAccess } from '../../../platform/access/system-access'

export const toMyPageSummary = (user: User, company: MyPageSummary['company']): MyPageSummary => ({
  login_id: user.username,
  user_nm: user.name,
  email: user.email,
  memberClass: user.memberClass,
  memberClassLabel: memberClasses.find((option) => option.value === user.memberClass)?.label ?? '',
  role: user.role,
  joinedAt: user.createdAt,
  lastLoginAt: user.lastLoginAt ?? null,
  phone: user.phone ?? null,
  affiliation: user.affiliation ?? null,
  company,
})

/** Payload serves the file itself (owner or staff only), so the URL needs the member's token to load. */
const avatarUrl = async (req: PayloadRequest, user: User) => {
  const avatarId = relationId(user.avatar)
  if (!avatarId) return null
  const avatar = await req.payload.findByID({ collection: 'avatars', id: avatarId, ...systemAccess('own account row'), req, depth: 0, disableErrors: true })
  return avatar?.url ?? null
}

export const listSocialAccounts = async (req: PayloadRequest, userId: number): Promise<LinkedSocialAccount[]> => {
  const { docs } = await req.payload.find({
    collection: 'social-accounts',
    ...systemAccess('own account row'),
    req,
    depth: 0,
    limit: 10,
    sort: 'createdAt',
    where: { user: { equals: userId } },
  })
  return docs.map((doc) => ({
    provider: doc.provider as SocialProvider,
    label: socialProviders.find((option) => option.value === doc.provider)?.label ?? doc.provider,
    email: doc.email ?? null,
    linkedAt: doc.createdAt,
  }))
}

export const loadMyInfo = async (req: PayloadRequest, userId: number): Promise<MyInfo> => {
  const user = await req.payload.findByID({ collection: 'users', id: userId, ...systemAccess('own account row'), req, depth: 0 })
  return {
    login_id: user.username,
    name: user.name,
    email: user.email,
    phoneCountry: user.phoneCountry ?? '+82',
    phone: user.phone ?? '',
    phoneVerifiedAt: user.phoneVerifiedAt ?? null,
    gender: user.gender ?? null,
    memberClass: user.memberClass,
    affiliationType: user.affiliationType ?? null,
    affiliation: user.affiliation ?? '',
    department: user.department ?? '',
    marketing: Boolean(user.agreements?.marketing),
    avatarUrl: await avatarUrl(req, user),
    socialAccounts: await listSocialAccounts(req, user.id),
    joinedAt: user.createdAt,
  }
}
