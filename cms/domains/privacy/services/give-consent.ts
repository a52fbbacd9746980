import type { PayloadRequest } from 'payload'
import { consentKinds, type ConsentKind } from '../../../../contract/privacy'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { privacyMessages } from '../messages'
import { isTermConsent, reconsentToTerm, setMarketingConsent } from './consents'

/** One consent change from my-page: the news mail either way, a required term only to agree. */
export const giveConsent = async (req: PayloadRequest, user: User, { kind, agreed }: { kind: ConsentKind; agreed: boolean }) => {
  if (!isTermConsent(kind)) return setMarketingConsent(req, user, agreed)
  if (!agreed) throw new AppError(400, privacyMessages.requiredTerm(consentKinds[kind]))
  await reconsentToTerm(req, user, kind)
}
