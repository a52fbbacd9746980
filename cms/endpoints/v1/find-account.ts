import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { findIdRef, memberFromFindIdRef } from '../../accounts/find-id-ref'
import { findMessages } from '../../accounts/messages'
import { maskLoginId } from '../../accounts/mask-login-id'
import { passwordResetMail, RESET_LINK_TTL_MS } from '../../accounts/password-reset-mail'
import { accountRules } from '../../../contract/account-rules'
import { endAllAccessSessions, revokeRefreshTokens } from '../../accounts/session'
import { withUserRowLock } from '../../accounts/user-row-lock'
import { ok, withEnvelope } from '../../lib/envelope'
import { AppError } from '../../lib/errors'
import { spendRateLimit } from '../../lib/rate-limits'
import type { User } from '../../payload-types'
import { parseBody } from './request'
import type { FindIdData, FindPasswordData, ResetPasswordData } from '../../../contract/auth'
import { systemAccess } from '../../access/system-access'

const { email: emailRule, phone: phoneRule, name: nameRule, password: passwordRule } = accountRules

/** A form field left empty counts as not given, so "이름 + 이메일" may send an empty phone and vice versa. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const name = z.string(nameRule.requiredMessage).trim().min(1, nameRule.requiredMessage).max(nameRule.maxLength, findMessages.nameTooLong)
const email = z
  .string(emailRule.message)
  .trim()
  .max(emailRule.maxLength, emailRule.message)
  .regex(emailRule.pattern, emailRule.message)
  .transform((value) => value.toLowerCase())

const findIdBody = z
  .object({
    name,
    email: optional(email),
    phone: optional(z.string(phoneRule.message).trim().regex(phoneRule.pattern, phoneRule.message)),
  })
  .refine((body) => body.email || body.phone, { message: findMessages.contactRequired })

const findPasswordBody = z
  .object({
    login_id: optional(z.string(findMessages.idOrRefRequired).trim().max(50, findMessages.memberNotFound)),
    login_ref: optional(z.string(findMessages.refExpired).max(1000, findMessages.refExpired)),
    name,
    email,
  })
  .refine((body) => body.login_id || body.login_ref, { message: findMessages.idOrRefRequired })

const resetPasswordBody = z
  .object({
    token: z.string(findMessages.tokenRequired).trim().min(1, findMessages.tokenRequired).max(200, findMessages.tokenInvalid),
    password: z.string(passwordRule.message).regex(passwordRule.pattern, passwordRule.message),
    passwordConfirm: z.string(findMessages.passwordMismatch).optional(),
  })
  .refine((body) => body.passwordConfirm === undefined || body.passwordConfirm === body.password, {
    message: findMessages.passwordMismatch,
  })

const activeMemberByLoginId = async (req: PayloadRequest, loginId: string) =>
  (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { and: [{ username: { equals: loginId.toLowerCase() } }, { status: { equals: 'active' } }] },
  })) as User | null

/** The member a still-valid reset token belongs to; withdrawn members get no new password. */
const memberByResetToken = async (req: PayloadRequest, token: string) =>
  (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
        { status: { equals: 'active' } },
      ],
    },
  })) as User | null

export const findAccountEndpoints: Endpoint[] = [
  {
    path: '/v1/auth/find-id',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const body = await parseBody(findIdBody, req)
      await spendRateLimit(req, 'find', body.email ?? body.phone)
      const { docs } = await req.payload.find({
        collection: 'users',
        ...systemAccess('account recovery'),
        req,
        depth: 0,
        limit: 20,
        sort: 'createdAt',
        select: { username: true, createdAt: true },
        where: {
          and: [
            { name: { equals: body.name } },
            { status: { equals: 'active' } },
            body.email ? { email: { equals: body.email } } : { phone: { equals: body.phone } },
          ],
        },
      })
      if (docs.length === 0) throw new AppError(404, findMessages.idNotFound)
      const data: FindIdData = {
        list: docs.map((user) => ({ maskedId: maskLoginId(user.username), joinedAt: user.createdAt, ref: findIdRef(user.id) })),
      }
      return ok(data)
    }),
  },
  {
    path: '/v1/auth/find-password',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const body = await parseBody(findPasswordBody, req)
      await spendRateLimit(req, 'find', body.email)
      const user = body.login_ref ? await memberFromFindIdRef(req, body.login_ref) : await activeMemberByLoginId(req, body.login_id ?? '')
      if (!user || user.name !== body.name || user.email.toLowerCase() !== body.email) throw new AppError(404, findMessages.memberNotFound)
      // Payload's local API types only `email`, but with username logins its operation finds the user by `username`.
      const token = await withUserRowLock(() =>
        req.payload.forgotPassword({
          collection: 'users',
          data: { username: user.username } as unknown as { email: string },
          disableEmail: true,
          expiration: RESET_LINK_TTL_MS,
          req,
        }),
      )
      if (!token) throw new AppError(404, findMessages.memberNotFound)
      await req.payload.sendEmail({ to: user.email, ...passwordResetMail(req, token, user.name) })
      const data: FindPasswordData = {
        message: findMessages.resetMailSent,
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS).toISOString(),
      }
      return ok(data)
    }),
  },
  {
    path: '/v1/auth/reset-password',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const body = await parseBody(resetPasswordBody, req)
      await spendRateLimit(req, 'find')
      const user = await memberByResetToken(req, body.token)
      if (!user) throw new AppError(400, findMessages.tokenInvalid)
      try {
        // Payload marks the token used, and clears a login lock and the failed attempts with it.
        await withUserRowLock(() =>
          req.payload.resetPassword({ collection: 'users', data: { token: body.token, password: body.password }, ...systemAccess('account recovery'), req }),
        )
      } catch (error) {
        if (error instanceof APIError) throw new AppError(400, findMessages.tokenInvalid)
        throw error
      }
      // Whoever knew the old password is signed out everywhere.
      await revokeRefreshTokens(req, { userId: user.id })
      await endAllAccessSessions(req, user.id)
      const data: ResetPasswordData = { message: findMessages.passwordChanged }
      return ok(data)
    }),
  },
]
