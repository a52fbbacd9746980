import type { PayloadRequest } from 'payload'
import { introGlobalSlug, type IntroPage, type IntroPageKey, introPageKeys } from '../../../../contract/pages'
import { notFound } from '../../../platform/http/errors'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { readPublishedGlobal } from './read-published-global'

type IntroDoc = { lead: string; body: unknown; _status?: string | null; updatedAt: string }

const isIntroPageKey = (key: string): key is IntroPageKey => (introPageKeys as string[]).includes(key)

export const getIntroPage = async (req: PayloadRequest, key: string): Promise<IntroPage> => {
  if (!isIntroPageKey(key)) throw notFound('존재하지 않는 페이지입니다.')
  const doc = await readPublishedGlobal<IntroDoc>(req, introGlobalSlug(key))
  return { lead: doc.lead, html: richTextToHtml(doc.body), updatedAt: doc.updatedAt }
}
