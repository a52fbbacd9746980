import type { PayloadRequest } from 'payload'
import { introGlobalSlug, type IntroPage, type IntroPageKey, introPageKeys } from '../../../../contract/pages'
import { notFound } from '../../../platform/http/errors'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { readPublishedGlobal } from './read-published-global'

export type IntroDoc = { lead: string; body: unknown; _status?: string | null; updatedAt: string }

/** The page as the portal shows it, published or (in staff's preview) a draft. */
export const toIntroPage = (doc: IntroDoc): IntroPage => ({ lead: doc.lead ?? '', html: richTextToHtml(doc.body), updatedAt: doc.updatedAt })

const isIntroPageKey = (key: string): key is IntroPageKey => (introPageKeys as string[]).includes(key)

export const getIntroPage = async (req: PayloadRequest, key: string): Promise<IntroPage> => {
  if (!isIntroPageKey(key)) throw notFound('존재하지 않는 페이지입니다.')
  const doc = await readPublishedGlobal<IntroDoc>(req, introGlobalSlug(key))
  return toIntroPage(doc)
}
