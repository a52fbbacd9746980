import type { Endpoint } from 'payload'
import { z } from 'zod'
import { mypageMessages } from './messages'
import { clearedSessionCookies, withCookies } from '../account'
import { requireMember } from '../../platform/access/require-member'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { removeAvatar, replaceAvatar } from './services/avatar'
import { changePassword, changePasswordBody } from './services/change-password'
import { checkMemberPassword } from './services/check-password'
import { countMyActivity } from './services/count-my-activity'
import { listSocialAccounts, loadMyInfo, toMyPageSummary } from './services/load-my-info'
import { issueProfileGate, requireProfileGate } from './services/profile-gate'
import { unlinkSocial } from './services/unlink-social'
import { myInfoUpdateBody, updateMyInfo } from './services/update-my-info'
import { confirmPhoneCode, mobileOf, sendPhoneCode } from './services/phone-cert'
import { spendRateLimit } from '../../platform/security/rate-limits'
import { withdrawalBody, withdrawMember } from './services/withdraw-member'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { companyOfMember } from '../companies'
import { changeMemberClass, memberClassBody } from './services/change-member-class'
import { buildMyData, myDataFile, myDataQuery } from '../privacy'
import { preferencesBody } from '../notifications'
import { readMyPreferences, saveMyPreferences } from './services/notification-preferences'

const phoneCodeBody = z.object({ phone: z.string(mypageMessages.phoneNotMobile).max(30, mypageMessages.phoneNotMobile) })
const phoneConfirmBody = z.object({ code: z.string(mypageMessages.codeRequired).regex(/^\d{6}$/, mypageMessages.codeRequired) })

const verifyPasswordBody = z.object({
  password: z.string(mypageMessages.passwordRequired).min(1, mypageMessages.passwordRequired).max(100),
})

/** The member area (docs/api.md "마이페이지"): every handler is for the signed-in member only. */
export const myPageEndpoints: Endpoint[] = [
  {
    path: '/v1/mypage/myPage',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      return ok(toMyPageSummary(user, await companyOfMember(req, user)))
    }),
  },
  {
    path: '/v1/mypage/member-class',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const user = await changeMemberClass(req, requireMember(req), await parseBody(memberClassBody, req))
      return ok(toMyPageSummary(user, await companyOfMember(req, user)))
    }),
  },
  {
    // 알림 설정 (issue 32): channels per event and quiet hours, on the member's own row.
    path: '/v1/mypage/notification-preferences',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await readMyPreferences(req, requireMember(req)))),
  },
  {
    path: '/v1/mypage/notification-preferences',
    method: 'put',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      return ok(await saveMyPreferences(req, member, await parseBody(preferencesBody, req)))
    }),
  },
  {
    path: '/v1/mypage/counts',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await countMyActivity(req, requireMember(req)))),
  },
  {
    path: '/v1/mypage/verify-password',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      const { password } = await parseBody(verifyPasswordBody, req)
      await checkMemberPassword(req, user, password, mypageMessages.wrongPassword)
      return ok(issueProfileGate(user.id))
    }),
  },
  {
    path: '/v1/mypage/my-info',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      return ok(await loadMyInfo(req, user.id))
    }),
  },
  {
    // 내 정보 내려받기: behind the same password check as the profile.
    path: '/v1/mypage/my-data',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      const { format } = parseQuery(myDataQuery, req)
      return myDataFile(await buildMyData(req, user), format)
    }),
  },
  {
    path: '/v1/mypage/my-info/update',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      await updateMyInfo(req, user, await parseBody(myInfoUpdateBody, req))
      return ok(await loadMyInfo(req, user.id))
    }),
  },
  {
    // A new profile phone: the code by 문자, under the e-mail code's budget per address and per number.
    path: '/v1/mypage/phone/send-code',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      const { phone } = await parseBody(phoneCodeBody, req)
      await spendRateLimit(req, 'cert', `phone:${mobileOf(phone)}`)
      return ok(await sendPhoneCode(req, user, phone))
    }),
  },
  {
    path: '/v1/mypage/phone/confirm',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      const { code } = await parseBody(phoneConfirmBody, req)
      await spendRateLimit(req, 'cert', `member:${user.id}`)
      return ok(await confirmPhoneCode(req, user, code))
    }),
  },
  {
    path: '/v1/mypage/avatar',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      return ok({ avatarUrl: await replaceAvatar(req, user) })
    }),
  },
  {
    path: '/v1/mypage/avatar',
    method: 'delete',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      await removeAvatar(req, user)
      return ok({ avatarUrl: null })
    }),
  },
  {
    path: '/v1/mypage/change-password',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      const session = await changePassword(req, user, await parseBody(changePasswordBody, req))
      return withCookies(ok(session.data), session.cookies)
    }),
  },
  {
    path: '/v1/mypage/sign-out',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      await withdrawMember(req, user, await parseBody(withdrawalBody, req))
      return withCookies(ok({ withdrawn: true }), clearedSessionCookies())
    }),
  },
  {
    path: '/v1/mypage/social/:provider',
    method: 'delete',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      requireProfileGate(req, user)
      await unlinkSocial(req, user, routeParam(req, 'provider'))
      return ok({ list: await listSocialAccounts(req, user.id) })
    }),
  },
]
