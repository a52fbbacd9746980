import type { PayloadRequest } from 'payload'
import type { PhoneCodeSentData, PhoneVerifiedData } from '../../../../contract/auth'
import { updateUser } from '../../account'
import { mypageMessages } from '../messages'
import { systemAccess } from '../../../platform/access/system-access'
import { AppError } from '../../../platform/http/errors'
import { formatKoreanMobile, normalizeKoreanMobile, PhoneSendError, phoneProvider } from '../../../platform/phone'
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS, checkCode, codeHash, newCode, refuseEarlyResend } from '../../../platform/security/one-time-code'
import type { User } from '../../../payload-types'

const ACCESS = 'phone codes'

/** A code proves one number for one member. */
const codeTarget = (memberId: number, phone: string) => `${memberId}:${phone}`

const latestFor = async (req: PayloadRequest, memberId: number) =>
  (
    await req.payload.find({
      collection: 'phone-verifications',
      ...systemAccess(ACCESS),
      req,
      limit: 1,
      depth: 0,
      sort: '-createdAt',
      where: { member: { equals: memberId } },
    })
  ).docs[0] ?? null

/** A code row holds a phone number: abandoned ones go with the next code anyone asks for, a day after they ran out. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

const dropCodes = (req: PayloadRequest, memberId: number) =>
  req.payload.delete({
    collection: 'phone-verifications',
    ...systemAccess(ACCESS),
    req,
    where: { or: [{ member: { equals: memberId } }, { expiresAt: { less_than: new Date(Date.now() - ABANDONED_AFTER_MS).toISOString() } }] },
  })

/** The number in a form: a Korean mobile, since the code goes by 문자 through a Korean provider. */
export const mobileOf = (input: string) => {
  const phone = normalizeKoreanMobile(input)
  if (!phone) throw new AppError(400, mypageMessages.phoneNotMobile)
  return phone
}

/** Whether `phone` (any spelling) is the number the member has proven. */
const isVerifiedNumber = (user: User, phone: string) => Boolean(user.phoneVerifiedAt) && normalizeKoreanMobile(user.phone ?? '') === phone

/**
 * Sends a 6-digit code by 문자 to the number the member wants (the e-mail code's limits:
 * one-time-code.ts). A new code replaces the previous one; a code that could not be sent is not kept.
 */
export const sendPhoneCode = async (req: PayloadRequest, user: User, input: string): Promise<PhoneCodeSentData> => {
  const phone = mobileOf(input)
  if (isVerifiedNumber(user, phone)) throw new AppError(409, mypageMessages.phoneAlreadyVerified)
  refuseEarlyResend(await latestFor(req, user.id))
  const { code, expiresAt } = newCode()
  await dropCodes(req, user.id)
  const record = await req.payload.create({
    collection: 'phone-verifications',
    ...systemAccess(ACCESS),
    req,
    data: { member: user.id, phone, codeHash: codeHash(codeTarget(user.id, phone), code), expiresAt, attempts: 0 },
  })
  try {
    await phoneProvider().sendText({ to: phone, text: mypageMessages.phoneCodeText(code, CODE_TTL_SECONDS / 60) })
  } catch (error) {
    await req.payload.delete({ collection: 'phone-verifications', id: record.id, ...systemAccess(ACCESS), req })
    if (error instanceof PhoneSendError) {
      req.payload.logger.warn({ msg: 'phone code not sent', code: error.code, refused: error.refused })
      throw new AppError(502, mypageMessages.phoneCodeNotSent)
    }
    throw error
  }
  return { phone: formatKoreanMobile(phone), expiresAt, resendAfterSeconds: RESEND_AFTER_SECONDS }
}

/** Checks the code; a match makes the number the member's verified profile phone. */
export const confirmPhoneCode = async (req: PayloadRequest, user: User, code: string): Promise<PhoneVerifiedData> => {
  const latest = await latestFor(req, user.id)
  const record = await checkCode(latest, codeTarget(user.id, latest?.phone ?? ''), code, (wrong, attempts) =>
    req.payload.update({ collection: 'phone-verifications', id: wrong.id, ...systemAccess(ACCESS), req, data: { attempts } }),
  )
  const phoneVerifiedAt = new Date().toISOString()
  const phone = formatKoreanMobile(record.phone)
  await updateUser(req, user.id, { phoneCountry: '+82', phone, phoneVerifiedAt })
  await dropCodes(req, user.id)
  return { phone, phoneCountry: '+82', phoneVerifiedAt }
}

/**
 * The profile form may keep the number it has, but a different one must come through the code
 * (confirmPhoneCode), so 알림톡 and 문자 never go to a number nobody proved.
 */
export const refuseUnverifiedPhoneChange = (user: User, input: { phoneCountry: string; phone: string }) => {
  const digits = (value: string) => value.replace(/\D/g, '')
  const unchanged = digits(input.phone) === digits(user.phone ?? '') && input.phoneCountry === (user.phoneCountry ?? '+82')
  if (!unchanged) throw new AppError(400, mypageMessages.phoneCertRequired)
}
