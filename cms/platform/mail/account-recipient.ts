import type { PayloadRequest } from 'payload'
import { systemAccess } from '../access/system-access'
import { relationId } from '../data/relation-id'
import type { User } from '../../payload-types'

/**
 * The member a mail is for, at their verified account address: mailing an address typed into a form
 * would let anyone make the portal write to any address. Null when the account is gone.
 */
export const accountRecipient = async (req: PayloadRequest, member: number | User | null | undefined): Promise<Pick<User, 'email' | 'name'> | null> => {
  const id = relationId(member)
  if (!id) return null
  const found = (await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    ...systemAccess('mail recipient'),
    req,
    disableErrors: true,
  })) as User | null
  return found?.email ? found : null
}
