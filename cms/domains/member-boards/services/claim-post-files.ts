import type { PayloadRequest } from 'payload'
import type { PostFileKind } from '../../../../contract/member-boards'
import { portalFormContext } from '../../../platform/access/portal-form'
import { badRequest } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import type { PostFile, User } from '../../../payload-types'

/**
 * Refuses unless every id is the caller's own upload of the right kind that no other post or
 * application uses (`key` is the one asking, null for a new one). Checked before anything is written,
 * so a refused file leaves nothing half-saved.
 */
export const checkOwnFiles = async (req: PayloadRequest, user: User, ids: number[], kind: PostFileKind, key: string | null, refusal: string) => {
  if (ids.length === 0) return
  const { docs } = await req.payload.find({
    collection: 'post-files',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const usable = (docs as PostFile[]).filter(
    (file) => relationId(file.owner) === user.id && file.kind === kind && (!file.attachedTo || file.attachedTo === key),
  )
  if (usable.length !== new Set(ids).size) throw badRequest(refusal)
}

/**
 * Marks files as used by `key` with who may open them, or hands files a post or application no
 * longer uses back to their uploader alone (`key` null), as the uploader through the portal's form.
 */
export const settleOwnFiles = (req: PayloadRequest, user: User, ids: number[], key: string | null, visibility: PostFile['visibility'] = 'private') =>
  ids.length === 0
    ? null
    : req.payload.update({
        collection: 'post-files',
        where: { id: { in: ids } },
        data: key ? { visibility, attachedTo: key } : { visibility: 'private', attachedTo: null },
        depth: 0,
        overrideAccess: false,
        user,
        req,
        context: portalFormContext,
      })
