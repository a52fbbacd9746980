import type { PayloadRequest } from 'payload'
import type { GreetingPage } from '../../../../contract/pages'
import type { GreetingPage as GreetingDoc } from '../../../payload-types'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { readPublishedGlobal } from './read-published-global'
import { toPageImage } from './to-page-image'

export const getGreetingPage = async (req: PayloadRequest): Promise<GreetingPage> =>
  toGreetingPage(await readPublishedGlobal<GreetingDoc>(req, 'greeting-page'))

/** The greeting as its page reads it, from the published document or staff's draft. */
export const toGreetingPage = (doc: GreetingDoc): GreetingPage => {
  return {
    headline: doc.headline,
    html: richTextToHtml(doc.body),
    photo: toPageImage(doc.photo),
    signatureTitle: doc.signatureTitle,
    signatureName: doc.signatureName,
    updatedAt: doc.updatedAt ?? '',
  }
}
