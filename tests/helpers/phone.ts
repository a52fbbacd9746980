import { createClient } from '@libsql/client'
import pg from 'pg'
import { inject } from 'vitest'
import type { CapturedPhoneMessage } from '../../cms/platform/phone/phone-standin'
import type { PhoneCodeSentData, PhoneVerifiedData, ProfileGateData } from '../../contract/auth'
import { v1 } from './api'

/** What the server under test sent to `to` (any spelling), newest first (the development stand-in's JSON). */
export const phoneMessagesTo = async (baseUrl: string, to: string): Promise<CapturedPhoneMessage[]> => {
  const response = await fetch(`${baseUrl}/dev/phone/messages?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`/dev/phone answered ${response.status}`)
  return ((await response.json()) as { messages: CapturedPhoneMessage[] }).messages
}

/** The 6-digit code in the newest 문자 to `to`. */
export const phoneCodeTo = async (baseUrl: string, to: string) => {
  const [message] = await phoneMessagesTo(baseUrl, to)
  const match = /\b(\d{6})\b/.exec(message?.text ?? '')
  if (!match) throw new Error(`no 6-digit code in the newest message to ${to}`)
  return match[1]!
}

/** The member's profile opened by the password check, as the my-page screens do. */
export const profileHeaders = async (token: string, password: string) => {
  const { body } = await v1<ProfileGateData>('/mypage/verify-password', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ password }),
  })
  return { Authorization: `Bearer ${token}`, 'X-Profile-Token': body.data!.profileToken }
}

export const sendPhoneCode = (headers: Record<string, string>, phone: string) =>
  v1<PhoneCodeSentData>('/mypage/phone/send-code', { method: 'POST', headers, body: JSON.stringify({ phone }) })

export const confirmPhoneCode = (headers: Record<string, string>, code: string) =>
  v1<PhoneVerifiedData>('/mypage/phone/confirm', { method: 'POST', headers, body: JSON.stringify({ code }) })

/** The id of a member's phone code row: nobody can list those rows, so the test reads the database as backdate() writes it. */
export const phoneCodeRowId = async (memberId: number, url = inject('portalDatabaseUrl')) => {
  const query = 'SELECT id FROM phone_verifications WHERE member_id = '
  if (/^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return Number((await client.query<{ id: number }>(`${query}$1`, [memberId])).rows[0]!.id)
    } finally {
      await client.end()
    }
  }
  const db = createClient({ url })
  try {
    return Number((await db.execute({ sql: `${query}?`, args: [memberId] })).rows[0]!.id)
  } finally {
    db.close()
  }
}
