import type { PayloadRequest } from 'payload'
import {
  consentKinds,
  consentSources,
  type ConsentEntry,
  type ConsentKind,
  type ConsentOverview,
  type ConsentSource,
  type ConsentStatus,
} from '../../../../contract/privacy'
import type { TermsCode } from '../../../../contract/terms'
import { systemAccess } from '../../../platform/access/system-access'
import { AppError } from '../../../platform/http/errors'
import type { ConsentRecord, User } from '../../../payload-types'
import { updateUser } from '../../account'
import { termsInForce } from '../../terms'
import type { ConsentRecordInput } from '../collections/ConsentRecords'
import { privacyMessages } from '../messages'

/** The consents tied to a term: the term whose versions they follow and the member's date field. */
const termConsents = {
  use: { code: 'use', agreedAtField: 'termsAgreedAt' },
  privacy: { code: 'privacy', agreedAtField: 'privacyAgreedAt' },
} as const satisfies Partial<Record<ConsentKind, { code: TermsCode; agreedAtField: string }>>
type TermConsent = keyof typeof termConsents

const record = (req: PayloadRequest, data: ConsentRecordInput) =>
  req.payload.create({ collection: 'consent-records', data, ...systemAccess('consent records'), req, depth: 0 })

const recordTermConsent = async (req: PayloadRequest, member: number, kind: TermConsent, source: ConsentSource) => {
  const inForce = await termsInForce(req, termConsents[kind].code)
  if (!inForce) throw new AppError(409, privacyMessages.noCurrentVersion)
  await record(req, { member, kind, termsVersion: inForce.version, terms: inForce.id, agreed: true, source })
}

/** At join: both required terms in the versions in force that day, and the news-mail choice. */
export const recordJoinConsents = async (req: PayloadRequest, member: number, marketing: boolean) => {
  for (const kind of Object.keys(termConsents) as TermConsent[]) {
    // A portal without a published term still lets members join; the date on the account remains.
    if (await termsInForce(req, termConsents[kind].code)) await recordTermConsent(req, member, kind, 'join')
  }
  await record(req, { member, kind: 'marketing', termsVersion: null, terms: null, agreed: marketing, source: 'join' })
}

/** The news-mail consent given or withdrawn in my-page; recorded only when it changes. */
export const setMarketingConsent = async (req: PayloadRequest, user: User, agreed: boolean) => {
  if (Boolean(user.agreements?.marketing) === agreed) return
  await updateUser(req, user.id, { agreements: { ...user.agreements, marketing: agreed } })
  await record(req, { member: user.id, kind: 'marketing', termsVersion: null, terms: null, agreed, source: 'mypage' })
}

/** Agreeing to the version of a term now in force (after staff published a new one). */
export const reconsentToTerm = async (req: PayloadRequest, user: User, kind: TermConsent) => {
  await recordTermConsent(req, user.id, kind, 'reconsent')
  await updateUser(req, user.id, { agreements: { ...user.agreements, [termConsents[kind].agreedAtField]: new Date().toISOString() } })
}

export const isTermConsent = (kind: ConsentKind): kind is TermConsent => kind in termConsents

const toEntry = (row: ConsentRecord): ConsentEntry => ({
  id: row.id,
  kind: row.kind,
  kindLabel: consentKinds[row.kind],
  termsVersion: row.termsVersion ?? null,
  agreed: Boolean(row.agreed),
  source: row.source,
  sourceLabel: consentSources[row.source],
  at: row.createdAt,
})

/** The member's own history, newest first, read with their own access. */
export const listConsentHistory = async (req: PayloadRequest, user: User): Promise<ConsentEntry[]> => {
  const { docs } = await req.payload.find({
    collection: 'consent-records',
    where: { member: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return docs.map(toEntry)
}

/** Where each consent stands, and the history behind it (my-page 동의 내역). */
export const consentOverview = async (req: PayloadRequest, user: User): Promise<ConsentOverview> => {
  const history = await listConsentHistory(req, user)
  const termStatus = async (kind: TermConsent): Promise<ConsentStatus> => {
    const inForce = await termsInForce(req, termConsents[kind].code)
    const last = history.find((entry) => entry.kind === kind && entry.agreed)
    return {
      kind,
      kindLabel: consentKinds[kind],
      currentVersion: inForce?.version ?? null,
      agreedVersion: last?.termsVersion ?? null,
      agreed: Boolean(last),
      needsConsent: Boolean(inForce) && last?.termsVersion !== inForce?.version,
    }
  }
  const marketing: ConsentStatus = {
    kind: 'marketing',
    kindLabel: consentKinds.marketing,
    currentVersion: null,
    agreedVersion: null,
    agreed: Boolean(user.agreements?.marketing),
    needsConsent: false,
  }
  return { status: [await termStatus('use'), await termStatus('privacy'), marketing], history }
}
