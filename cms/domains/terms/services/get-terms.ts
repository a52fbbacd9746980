import type { PayloadRequest } from 'payload'
import { termsCodeList, termsCodes, type TermsCode, type TermsDocument } from '../../../../contract/terms'
import { notFound } from '../../../platform/http/errors'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { privacyPolicySection } from './privacy-policy-section'
import { currentVersionId, findVersions, publishedTerms, toTermsVersion } from './terms-versions'

export const termsMessages = {
  unknown: '존재하지 않는 약관입니다.',
  noVersion: (code: TermsCode) => `게시된 ${termsCodes[code]}이(가) 없습니다.`,
} as const

const isTermsCode = (code: string): code is TermsCode => (termsCodeList as string[]).includes(code)

/**
 * One policy: the version in force, or an earlier or announced one by its id, with the list of
 * all its published versions so the page can offer them.
 */
export const getTerms = async (req: PayloadRequest, code: string, versionId?: number): Promise<TermsDocument> => {
  if (!isTermsCode(code)) throw notFound(termsMessages.unknown)
  const currentId = await currentVersionId(req, code)
  const [versions, chosen] = await Promise.all([
    findVersions(req, code, 1, 50),
    req.payload.find({
      collection: 'terms',
      req,
      overrideAccess: false,
      // Before the first version takes effect, the announced one is all there is to read.
      where: { and: [publishedTerms(code), versionId ? { id: { equals: versionId } } : currentId ? { id: { equals: currentId } } : {}] },
      sort: ['effectiveDate', 'id'],
      limit: 1,
      depth: 0,
      pagination: false,
    }),
  ])
  const doc = chosen.docs[0]
  if (!doc) throw notFound(termsMessages.noVersion(code))
  const currentIds = new Set(currentId ? [currentId] : [])
  return {
    ...toTermsVersion(doc, currentIds),
    html: richTextToHtml(doc.body) + (code === 'privacy' ? await privacyPolicySection(req) : ''),
    changeNote: doc.changeNote || null,
    versions: versions.docs.map((version) => toTermsVersion(version, currentIds)),
  }
}
