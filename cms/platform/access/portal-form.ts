import type { Access, PayloadRequest, Where } from 'payload'
import { hasStaffRole } from './roles'

/**
 * Set by the member-board services on the Local API calls they make for a member. Members write
 * posts, comments and files only through the portal's forms, whose services sanitise the text, check
 * the files and the post's state first; Payload's REST and GraphQL never get these rights, and the
 * context cannot be sent by a client.
 */
export const PORTAL_FORM = 'portalMemberForm'

export const portalFormContext = { [PORTAL_FORM]: true } as const

const throughPortalForm = (req: PayloadRequest) => Boolean(req.user) && req.context?.[PORTAL_FORM] === true

/** A signed-in member through the portal's form, and nobody else: applications are filed there. */
export const onlyPortalForm: Access = ({ req }) => throughPortalForm(req)

/** Staff in the admin, or a signed-in member through the portal's form. */
export const staffOrPortalForm: Access = ({ req }) => hasStaffRole(req.user) || throughPortalForm(req)

/** Staff on any row; a member through the portal's form only on rows whose `ownerField` is theirs. */
export const staffOrOwnThroughPortalForm =
  (ownerField: string): Access =>
  ({ req }) => {
    if (hasStaffRole(req.user)) return true
    if (!throughPortalForm(req)) return false
    return { [ownerField]: { equals: req.user!.id } } satisfies Where
  }
