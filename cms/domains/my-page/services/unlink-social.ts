import type { PayloadRequest } from 'payload'
import { mypageMessages } from '../messages'
import { optionValues, socialProviders } from '../../../../contract/account-options'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'

const providers: readonly string[] = optionValues(socialProviders)

/** Every member has a password (join asks for one), so unlinking never locks anybody out. */
export const unlinkSocial = async (req: PayloadRequest, user: User, provider: string) => {
  if (!providers.includes(provider)) throw new AppError(404, mypageMessages.unknownProvider)
  const { docs } = await req.payload.delete({
    collection: 'social-accounts',
    ...systemAccess('own account row'),
    req,
    where: { and: [{ user: { equals: user.id } }, { provider: { equals: provider } }] },
  })
  if (docs.length === 0) throw new AppError(404, mypageMessages.notLinked)
}
