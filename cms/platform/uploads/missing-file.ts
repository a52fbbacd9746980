import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, CollectionSlug, PayloadRequest } from 'payload'
import { errorMessages } from '../http/errors'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * A file the database names but the disk does not hold (deleted by hand, a restore without the
 * uploads folder, a name that never existed) is not found. Payload's disk fallback answers it with a
 * 500 "Something went wrong." that skips the afterError hooks. With a bucket the storage plugin's own
 * handler answers instead (`disableLocalStorage`), so this one steps aside.
 */
const answerMissingFile = async (req: PayloadRequest, { params }: Parameters<UploadHandler>[1]): Promise<Response | undefined> => {
  const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
  if (!upload || upload.disableLocalStorage || !upload.staticDir) return undefined
  const folder = path.resolve(upload.staticDir)
  const file = path.resolve(folder, params.filename)
  // A name outside the folder is Payload's 400 to give.
  if (!file.startsWith(folder + path.sep)) return undefined
  const found = await fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (found) return undefined
  // The download name set by an earlier handler would save this refusal as the user's file.
  req.responseHeaders?.delete('Content-Disposition')
  return Response.json({ errors: [{ message: errorMessages.notFound }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Adds the missing-file answer to an upload collection, after its own handlers. Payload's type for a
 * handler has no "answer or step aside" return; its route takes a Response and passes on anything else.
 */
export const withMissingFileAnswer = (collection: CollectionConfig): CollectionConfig =>
  typeof collection.upload === 'object'
    ? { ...collection, upload: { ...collection.upload, handlers: [...(collection.upload.handlers ?? []), answerMissingFile as UploadHandler] } }
    : collection
