import type { PayloadRequest, Where } from 'payload'
import { published, publishedAnd } from '../../../platform/data/published'
import { termsCodes, type TermsCode, type TermsVersion } from '../../../../contract/terms'
import { addDays, kstDay, kstInstant } from '../../../platform/time/kst'
import type { Term } from '../../../payload-types'

/** Staff read drafts in the admin; the portal shows published versions only, to them as well. */
export const publishedTerms = (code?: TermsCode): Where => (code ? publishedAnd({ code: { equals: code } }) : published)

/** Published versions, newest day first, with what a list shows of each. */
export const findVersions = (req: PayloadRequest, code: TermsCode | undefined, page: number, limit: number) =>
  req.payload.find({
    collection: 'terms',
    req,
    overrideAccess: false,
    where: publishedTerms(code),
    sort: ['-effectiveDate', '-id'],
    page,
    limit,
    depth: 0,
    select: { code: true, version: true, effectiveDate: true },
  })

/**
 * The version in force is the newest published one whose day (Seoul calendar) has come; with its
 * label, so a member's consent records which version they agreed to.
 */
export const termsInForce = async (req: PayloadRequest, code: TermsCode, now = new Date()): Promise<{ id: number; version: string } | null> => {
  const { docs } = await req.payload.find({
    collection: 'terms',
    req,
    overrideAccess: false,
    where: { and: [publishedTerms(code), { effectiveDate: { less_than: kstInstant(addDays(kstDay(now), 1), '00:00').toISOString() } }] },
    sort: ['-effectiveDate', '-id'],
    limit: 1,
    depth: 0,
    pagination: false,
    select: { version: true },
  })
  const doc = docs[0]
  return doc ? { id: doc.id, version: doc.version } : null
}

export const currentVersionId = async (req: PayloadRequest, code: TermsCode, now = new Date()): Promise<number | null> =>
  (await termsInForce(req, code, now))?.id ?? null

export const toTermsVersion = (doc: Pick<Term, 'id' | 'code' | 'version' | 'effectiveDate'>, currentIds: ReadonlySet<number>): TermsVersion => ({
  id: doc.id,
  code: doc.code,
  codeName: termsCodes[doc.code],
  version: doc.version,
  effectiveDate: doc.effectiveDate,
  current: currentIds.has(doc.id),
})
