import { z } from 'zod'
import { consentKinds, myDataFormats, type ConsentKind } from '../../../contract/privacy'
import { privacyMessages } from './messages'

/** POST /api/v1/mypage/consents: agree to a term's version in force, or give or withdraw the news mail. */
export const consentBody = z.object({
  kind: z.enum(Object.keys(consentKinds) as [ConsentKind, ...ConsentKind[]], { error: privacyMessages.consentKind }),
  agreed: z.boolean({ error: privacyMessages.marketingAgreed }),
})

export const myDataQuery = z.object({ format: z.enum(myDataFormats, { error: privacyMessages.format }).optional().default('json') })
