import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { AppError } from '../../../platform/http/errors'
import type { CertCheckedData, CertSentData } from '../../../../contract/auth'
import { certMessages } from '../messages'
import { hashToken } from '../../account'
import { systemAccess } from '../../../platform/access/system-access'
import { mailSubject } from '../../../platform/mail/outgoing-mail'
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS, checkCode, codeHash, newCode, refuseEarlyResend } from '../../../platform/security/one-time-code'

export type EmailCodePurpose = 'join' | 'change-email'

/** How long a checked code keeps proving the address for the join or profile form. */
const CERT_TOKEN_TTL_SECONDS = 30 * 60

const latestFor = async (req: PayloadRequest, email: string, purpose: EmailCodePurpose) =>
  (
    await req.payload.find({
      collection: 'email-verifications',
      ...systemAccess('e-mail codes'),
      req,
      limit: 1,
      depth: 0,
      sort: '-createdAt',
      where: { and: [{ email: { equals: email } }, { purpose: { equals: purpose } }] },
    })
  ).docs[0] ?? null

/**
 * Sends a fresh 6-digit code (3 minutes, 5 tries, single use). Only the hash is stored; a new code
 * replaces the previous one, and a resend within 30 seconds is refused.
 */
export const sendEmailCode = async (req: PayloadRequest, email: string, purpose: EmailCodePurpose): Promise<CertSentData> => {
  refuseEarlyResend(await latestFor(req, email, purpose))
  const { code, expiresAt } = newCode()
  await req.payload.delete({
    collection: 'email-verifications',
    ...systemAccess('e-mail codes'),
    req,
    where: { and: [{ email: { equals: email } }, { purpose: { equals: purpose } }] },
  })
  await req.payload.create({
    collection: 'email-verifications',
    ...systemAccess('e-mail codes'),
    req,
    data: { email, purpose, codeHash: codeHash(email, code), expiresAt, attempts: 0 },
  })
  await req.payload.sendEmail({
    to: email,
    subject: mailSubject(certMessages.mailHeadline),
    text: certMessages.mailText(code, CODE_TTL_SECONDS / 60),
  })
  return { email, expiresAt, resendAfterSeconds: RESEND_AFTER_SECONDS }
}

/** Checks a code; success hands out a one-time cert token that the join or profile update consumes. */
export const checkEmailCode = async (req: PayloadRequest, email: string, purpose: EmailCodePurpose, code: string): Promise<CertCheckedData> => {
  const record = await checkCode(await latestFor(req, email, purpose), email, code, (wrong, attempts) =>
    req.payload.update({ collection: 'email-verifications', id: wrong.id, ...systemAccess('e-mail codes'), req, data: { attempts } }),
  )
  const certToken = crypto.randomBytes(24).toString('base64url')
  await req.payload.update({
    collection: 'email-verifications',
    id: record.id,
    ...systemAccess('e-mail codes'),
    req,
    data: {
      verifiedAt: new Date().toISOString(),
      certTokenHash: hashToken(certToken),
      expiresAt: new Date(Date.now() + CERT_TOKEN_TTL_SECONDS * 1000).toISOString(),
    },
  })
  return { email, certToken }
}

/**
 * Uses up a cert token for `email`. Call it inside the operation that needs the proof (join,
 * e-mail change) so a token proves one address once.
 */
export const consumeCertToken = async (req: PayloadRequest, email: string, purpose: EmailCodePurpose, certToken: string) => {
  const { docs } = await req.payload.find({
    collection: 'email-verifications',
    ...systemAccess('e-mail codes'),
    req,
    limit: 1,
    depth: 0,
    where: {
      and: [
        { email: { equals: email } },
        { purpose: { equals: purpose } },
        { certTokenHash: { equals: hashToken(certToken) } },
        { consumedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  const record = docs[0]
  if (!record) throw new AppError(400, certMessages.notVerified)
  await req.payload.update({
    collection: 'email-verifications',
    id: record.id,
    ...systemAccess('e-mail codes'),
    req,
    data: { consumedAt: new Date().toISOString() },
  })
}
