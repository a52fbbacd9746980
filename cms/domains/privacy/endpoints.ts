import type { Endpoint } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseBody } from '../../platform/http/request'
import type { User } from '../../payload-types'
import { consentBody } from './schemas'
import { consentOverview } from './services/consents'
import { giveConsent } from './services/give-consent'

/** The member's consents (docs/api.md "동의 내역"); the data export sits with the profile gate in my-page. */
export const privacyEndpoints: Endpoint[] = [
  {
    path: '/v1/mypage/consents',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await consentOverview(req, requireMember(req)))),
  },
  {
    path: '/v1/mypage/consents',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      await giveConsent(req, user, await parseBody(consentBody, req))
      // The account row changed: the overview reads the member's consent as saved now.
      const fresh = (await req.payload.findByID({ collection: 'users', id: user.id, overrideAccess: false, user, req, depth: 0 })) as User
      return ok(await consentOverview(req, fresh))
    }),
  },
]
