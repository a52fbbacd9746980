import { APIError, type CollectionConfig, type Endpoint } from 'payload'
import { logPersonalDataAccess, theAccountItself } from '../../access-log'
import { canManageAccount } from '../access/can-manage-account'
import { canUseAdmin } from '../../../platform/access/can-use-admin'
import { isAdmin } from '../../../platform/access/is-admin'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { hasAdminRole, hasStaffRole } from '../../../platform/access/roles'
import { companyRoles } from '../../../../contract/companies'
import { assignableRateUserTypes } from '../../../../contract/equipment-options'
import { roles } from '../../../../contract/roles'
import { selfOrStaff } from '../access/self-or-staff'
import {
  affiliationTypes,
  genders,
  memberClasses,
  memberStatuses,
  phoneCountries,
  toSelectOptions,
  withdrawalReasons,
} from '../../../../contract/account-options'
import { accountMessages } from '../messages'
import { passwordResetMail, passwordResetSubject, RESET_LINK_TTL_MS } from '../password-reset-mail'
import { accessTokenStrategy } from '../access-token-strategy'
import { limitAuthOperations } from '../limit-auth-operations'
import { guardStaffLogin, liftStaffLocks } from '../services/staff-login-guard'
import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MS } from '../../../platform/security/rate-limits'
import { PASSWORD_CHECK_CONTEXT, recordLogin } from '../services/record-login'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { errorMessages } from '../../../platform/http/errors'
import { secureCookies } from '../../../platform/http/cookies'
import { unverifyChangedPhone } from '../hooks/unverify-changed-phone'
import { notShownToGuests } from '../../../platform/data/content-version'

const roleLabels: Record<(typeof roles)[number], string> = { member: '회원', staff: '직원', admin: '관리자' }

/**
 * Payload routes the portal has no use for, answered as unknown: e-mail verification is not enabled
 * (Payload's handler fails with a 500), and passwords are reset through /api/v1/auth/reset-password,
 * which the reset mail links to and which spends the rate-limit budget.
 */
const unusedAuthRoutes: Endpoint[] = ['/verify/:token', '/reset-password'].map((path) => ({
  path,
  method: 'post',
  handler: () => Response.json({ errors: [{ message: errorMessages.notFound }] }, { status: 404 }),
}))

/** Short-lived on purpose: the portal renews it with the refresh cookie, the admin renews it itself. */
export const ACCESS_TOKEN_SECONDS = 30 * 60

export const Users: CollectionConfig = {
  slug: 'users',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '회원', plural: '회원' },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true, requireUsername: true },
    // Members only: staff and admin accounts are locked per address instead (services/staff-login-guard.ts).
    maxLoginAttempts: LOGIN_FAILURES_BEFORE_LOCK,
    lockTime: LOGIN_LOCK_MS,
    tokenExpiration: ACCESS_TOKEN_SECONDS,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
    // Tried before Payload's own strategy: the portal's screens sign every call with the access token.
    strategies: [accessTokenStrategy],
    // The admin's "비밀번호를 잊으셨나요" sends the portal's Korean mail, whose link opens the portal's
    // own reset page (/login/changePw), so there is one reset page and one mail text.
    forgotPassword: {
      expiration: RESET_LINK_TTL_MS,
      generateEmailSubject: () => passwordResetSubject(),
      generateEmailHTML: ({ req, token, user } = {}) => passwordResetMail(req, token ?? '', user?.name ?? '').html,
    },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['username', 'name', 'email', 'memberClass', 'status', 'role', 'createdAt', 'lastLoginAt'],
    listSearchableFields: ['username', 'name', 'email'],
    group: '회원 관리',
  },
  access: {
    admin: canUseAdmin,
    read: selfOrStaff,
    create: isStaff,
    // Members change their own profile through /api/v1/mypage, which asks for the password and
    // verifies a new e-mail first; the raw REST update would skip both.
    update: canManageAccount,
    // Payload's default lets any signed-in account unlock any other, which would undo the login lock.
    unlock: canManageAccount,
    delete: isAdmin,
  },
  // The portal and the admin sign in over REST and /api/v1; GraphQL mutations of accounts (login,
  // password reset, unlock, edits) would be one more surface to limit and guard, with no user.
  graphQL: { disableMutations: true },
  endpoints: unusedAuthRoutes,
  hooks: {
    beforeOperation: [limitAuthOperations, guardStaffLogin],
    beforeChange: [unverifyChangedPhone],
    afterOperation: [liftStaffLocks, logPersonalDataAccess(theAccountItself)],
    beforeLogin: [
      ({ user }) => {
        if (user.status === 'withdrawn') throw new APIError(accountMessages.withdrawnAccount, 401, null, true)
        return user
      },
    ],
    // Every sign-in through Payload's login: the portal's password login and the admin's.
    afterLogin: [
      async ({ context, req, user }) => {
        if (!context[PASSWORD_CHECK_CONTEXT]) await recordLogin(req, user.id)
        return user
      },
    ],
  },
  fields: [
    { name: 'name', label: '이름', type: 'text', required: true, maxLength: 50 },
    {
      type: 'row',
      fields: [
        { name: 'phoneCountry', label: '국가번호', type: 'select', options: toSelectOptions(phoneCountries), defaultValue: '+82' },
        { name: 'phone', label: '휴대폰 번호', type: 'text', maxLength: 20, index: true },
        // Set only by the SMS code check (issue 32): 알림톡 and 문자 go to a verified number only.
        {
          name: 'phoneVerifiedAt',
          label: '휴대폰 인증일시',
          type: 'date',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, ...dayAndTimeDate },
        },
      ],
    },
    // The member's channels per kind of notification and quiet hours (contract/notifications.ts); empty = the defaults.
    { name: 'notificationPreferences', label: '알림 설정', type: 'json', admin: { hidden: true } },
    { name: 'gender', label: '성별', type: 'select', options: toSelectOptions(genders) },
    {
      type: 'row',
      fields: [
        { name: 'affiliationType', label: '소속 구분', type: 'select', options: toSelectOptions(affiliationTypes) },
        { name: 'affiliation', label: '소속 기관', type: 'text', maxLength: 100 },
        { name: 'department', label: '부서·학과', type: 'text', maxLength: 100 },
      ],
    },
    {
      name: 'memberClass',
      label: '회원 구분',
      type: 'select',
      options: toSelectOptions(memberClasses),
      defaultValue: 'general',
      required: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'company',
          label: '소속 기업',
          type: 'relationship',
          relationTo: 'companies',
          index: true,
          // Joining, leaving and handing over go through /api/v1/companies, which checks the company's 관리자.
          access: { create: ({ req: { user } }) => hasStaffRole(user), update: ({ req: { user } }) => hasStaffRole(user) },
        },
        {
          name: 'companyRole',
          label: '기업 내 역할',
          type: 'select',
          options: toSelectOptions(companyRoles),
          access: { create: ({ req: { user } }) => hasStaffRole(user), update: ({ req: { user } }) => hasStaffRole(user) },
        },
        {
          name: 'companyJoinedAt',
          label: '기업 가입일시',
          type: 'date',
          access: { create: ({ req: { user } }) => hasStaffRole(user), update: ({ req: { user } }) => hasStaffRole(user) },
          admin: { readOnly: true, ...dayAndTimeDate },
        },
      ],
    },
    // issue 31, rates (A): 장비 이용료 요금 구분 staff confirmed; a member's own memberClass never decides it.
    {
      name: 'rateUserType',
      label: '장비 이용료 구분',
      type: 'select',
      options: [...assignableRateUserTypes],
      access: { create: ({ req: { user } }) => hasStaffRole(user), update: ({ req: { user } }) => hasStaffRole(user) },
      admin: {
        description: '직원이 확인한 경우에만 지정합니다(예: 재직 확인된 교직원 → 학내 구성원). 비워 두면 소속 기업의 구분, 그것도 없으면 일반 기업·기타입니다.',
      },
    },
    { name: 'avatar', label: '프로필 이미지', type: 'upload', relationTo: 'avatars' },
    {
      name: 'agreements',
      label: '약관 동의',
      type: 'group',
      fields: [
        { name: 'termsAgreedAt', label: '이용약관 동의일시', type: 'date', admin: { readOnly: true } },
        { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', admin: { readOnly: true } },
        { name: 'marketing', label: '소식 메일 수신 동의', type: 'checkbox', defaultValue: false },
      ],
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
    {
      name: 'status',
      label: '회원 상태',
      type: 'select',
      options: toSelectOptions(memberStatuses),
      defaultValue: 'active',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'lastLoginAt', label: '최근 로그인', type: 'date', admin: { position: 'sidebar', readOnly: true, ...dayAndTimeDate } },
    {
      name: 'withdrawal',
      label: '탈퇴 정보',
      type: 'group',
      admin: { condition: (data) => data?.status === 'withdrawn' },
      fields: [
        { name: 'withdrawnAt', label: '탈퇴일시', type: 'date', admin: { readOnly: true, ...dayAndTimeDate } },
        { name: 'reasonType', label: '탈퇴 사유', type: 'select', options: toSelectOptions(withdrawalReasons), admin: { readOnly: true } },
        { name: 'reason', label: '기타 의견', type: 'textarea', maxLength: 1000, admin: { readOnly: true } },
      ],
    },
    createdAtNamed('가입일시'),
  ],
}
