import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'
import { mypageMessages } from '../messages'
import { updateUser } from '../../account'
import { AppError } from '../../../platform/http/errors'
import { imageMimeTypes } from '../../../platform/uploads/upload-rules'
import type { User } from '../../../payload-types'
import { relationId } from '../../../platform/data/relation-id'
import { systemAccess } from '../../../platform/access/system-access'

/** Smaller than the site-wide 20MB: a profile picture never needs more. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024

const deleteAvatarDoc = async (req: PayloadRequest, avatarId: number) => {
  await req.payload.delete({ collection: 'avatars', id: avatarId, ...systemAccess('own account row'), req }).catch((error: unknown) => {
    // A file already gone must not block the profile change; anything else is logged.
    req.payload.logger.warn({ err: error, msg: `avatar ${avatarId} could not be deleted` })
  })
}

/** Stores the uploaded image as the member's avatar and deletes the one it replaces. */
export const replaceAvatar = async (req: PayloadRequest, user: User) => {
  await addDataAndFileToRequest(req)
  const file = req.file
  if (!file?.data?.length) throw new AppError(400, mypageMessages.avatarRequired)
  if (!imageMimeTypes.includes(file.mimetype)) throw new AppError(400, mypageMessages.avatarType)
  if (file.size > MAX_AVATAR_BYTES || file.data.length > MAX_AVATAR_BYTES) throw new AppError(400, mypageMessages.avatarTooLarge)
  const previous = relationId(user.avatar)
  const avatar = await req.payload
    .create({
      collection: 'avatars',
      ...systemAccess('own account row'),
      req,
      depth: 0,
      data: { owner: user.id },
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
    })
    .catch((error: unknown) => {
      // Payload checks the bytes too; a file that only claims to be an image is refused in Korean.
      if (error instanceof APIError && error.status === 400) throw new AppError(400, mypageMessages.avatarType)
      throw error
    })
  await updateUser(req, user.id, { avatar: avatar.id })
  if (previous) await deleteAvatarDoc(req, previous)
  return avatar.url ?? null
}

export const removeAvatar = async (req: PayloadRequest, user: User) => {
  const previous = relationId(user.avatar)
  if (!previous) return
  await updateUser(req, user.id, { avatar: null })
  await deleteAvatarDoc(req, previous)
}
