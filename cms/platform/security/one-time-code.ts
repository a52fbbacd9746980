import crypto from 'node:crypto'
import { AppError } from '../http/errors'

/**
 * The rules every code the portal sends to prove an address or a number keeps (the e-mail code of join
 * and profile, the SMS code of a phone change): 6 digits, 3 minutes, 5 tries, a new code not within
 * 30 seconds of the last, and only a hash stored.
 */
export const CODE_TTL_SECONDS = 3 * 60
export const RESEND_AFTER_SECONDS = 30
export const MAX_CODE_ATTEMPTS = 5

export const codeMessages = {
  resendTooSoon: '인증번호를 방금 보냈습니다. 30초 후에 다시 요청해 주세요.',
  requestFirst: '인증번호를 먼저 요청해 주세요.',
  expired: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.',
  tooManyAttempts: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.',
  mismatch: (left: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
} as const

/** The hash a code is kept as, bound to what it proves (an address, a member and number). */
export const codeHash = (target: string, code: string) => crypto.createHash('sha256').update(`${target}:${code}`).digest('hex')

/** A fresh code and when it stops working. */
export const newCode = () => ({
  code: String(crypto.randomInt(0, 1_000_000)).padStart(6, '0'),
  expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000).toISOString(),
})

/** Refuses a new code within 30 seconds of the previous one. */
export const refuseEarlyResend = (previous: { createdAt: string } | null | undefined) => {
  if (previous && Date.now() - new Date(previous.createdAt).getTime() < RESEND_AFTER_SECONDS * 1000) {
    throw new AppError(429, codeMessages.resendTooSoon)
  }
}

type CodeRecord = { codeHash: string; expiresAt: string; attempts: number; verifiedAt?: string | null }

/**
 * Checks `code` against the latest record for `target` and returns the record when it matches. A wrong code spends one try, written by
 * `spendAttempt` (each kind of code keeps its records in its own collection); the fifth ends the code.
 */
export const checkCode = async <Row extends CodeRecord>(
  record: Row | null,
  target: string,
  code: string,
  spendAttempt: (record: Row, attempts: number) => Promise<unknown>,
): Promise<Row> => {
  if (!record || record.verifiedAt) throw new AppError(400, codeMessages.requestFirst)
  if (new Date(record.expiresAt).getTime() < Date.now()) throw new AppError(400, codeMessages.expired)
  if (record.attempts >= MAX_CODE_ATTEMPTS) throw new AppError(400, codeMessages.tooManyAttempts)
  if (record.codeHash !== codeHash(target, code)) {
    const attempts = record.attempts + 1
    await spendAttempt(record, attempts)
    throw new AppError(400, attempts >= MAX_CODE_ATTEMPTS ? codeMessages.tooManyAttempts : codeMessages.mismatch(MAX_CODE_ATTEMPTS - attempts))
  }
  return record
}
