import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'
import { memberPostLimits, type PostFileKind, postFileKinds, type UploadedPostFile } from '../../../../contract/member-boards'
import { portalFormContext } from '../../../platform/access/portal-form'
import { AppError, badRequest } from '../../../platform/http/errors'
import { spendRateLimit } from '../../../platform/security/rate-limits'
import { attachmentMimeTypes, imageMimeTypes } from '../../../platform/uploads/upload-rules'
import type { PostFile, User } from '../../../payload-types'
import { memberBoardMessages } from './messages'
import { removeUnusedFiles } from './remove-unused-files'
import { toPostFile } from './to-post-file'

const allowedTypes: Record<PostFileKind, { types: string[]; message: string }> = {
  image: { types: imageMimeTypes, message: memberBoardMessages.imageType },
  attachment: { types: attachmentMimeTypes, message: memberBoardMessages.attachmentType },
}

/**
 * POST /file/uploadFile?kind=image|attachment: one image or attachment (multipart `file`) for a post
 * being written. It stays its uploader's alone until a post uses it; size, type and content are checked
 * here and again by the collection, so Payload's own routes hold the same rules.
 */
export const uploadPostFile = async (req: PayloadRequest, user: User): Promise<UploadedPostFile> => {
  // The body is read before the budget may refuse it: a 429 sent while the client still sends the file
  // breaks its pipe (EPIPE) instead of giving it the Korean answer. The body limits bound what is read.
  await addDataAndFileToRequest(req)
  await spendRateLimit(req, 'upload', `user:${user.id}`)
  // Payload's multipart reader keeps only `file` and the `_payload` JSON, so the kind comes as `?kind=`
  // (or inside `_payload`, as Payload's own upload forms send their fields).
  const kind = String(req.searchParams.get('kind') ?? req.data?.kind ?? '') as PostFileKind
  if (!postFileKinds.includes(kind)) throw badRequest(memberBoardMessages.fileKindUnknown)
  const file = req.file
  if (!file?.data?.length) throw badRequest(memberBoardMessages.fileRequired)
  if (file.size > memberPostLimits.fileBytesMax || file.data.length > memberPostLimits.fileBytesMax) throw new AppError(413, memberBoardMessages.fileTooLarge)
  const rule = allowedTypes[kind]
  if (!rule.types.includes(file.mimetype)) throw badRequest(rule.message)
  await removeUnusedFiles(req)
  const created = await req.payload
    .create({
      collection: 'post-files',
      data: { owner: user.id, kind, visibility: 'private' },
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
      depth: 0,
      overrideAccess: false,
      user,
      req,
      context: portalFormContext,
    })
    .catch((error: unknown) => {
      // The collection checks the bytes too: a program renamed .pdf is refused with the rule's message.
      if (error instanceof APIError && error.status === 400) throw badRequest(/[가-힣]/.test(error.message) ? error.message : rule.message)
      throw error
    })
  return toPostFile(created as PostFile)
}
