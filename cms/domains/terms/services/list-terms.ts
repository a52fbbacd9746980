import type { PayloadRequest } from 'payload'
import { termsCodeList, type TermsCode, type TermsVersion } from '../../../../contract/terms'
import { currentVersionId, findVersions, toTermsVersion } from './terms-versions'

type TermsListQuery = { pageNum: number; pageSize: number; code?: TermsCode }

/** Every published version, newest day first, each marked whether it is the one in force. */
export const listTerms = async (req: PayloadRequest, { pageNum, pageSize, code }: TermsListQuery): Promise<{ list: TermsVersion[]; total: number }> => {
  const [page, ...currents] = await Promise.all([findVersions(req, code, pageNum, pageSize), ...termsCodeList.map((each) => currentVersionId(req, each))])
  const currentIds = new Set(currents.filter((id): id is number => id !== null))
  return { list: page.docs.map((doc) => toTermsVersion(doc, currentIds)), total: page.totalDocs }
}
