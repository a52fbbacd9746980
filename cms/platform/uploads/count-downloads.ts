import type { CollectionConfig, CollectionSlug, PayloadRequest } from 'payload'
import { incrementCounter } from '../data/increment-counter'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/** A browser or PDF viewer that fetches a file in pieces asks again from a later byte: one download, one count. */
const continuesADownload = (req: PayloadRequest) => {
  const range = req.headers.get('range')
  return Boolean(range) && !/^bytes=0-/.test(range!)
}

/**
 * A file route handler that counts each download in the collection's `downloadCount`, by the stored
 * name the route serves: one UPDATE … SET n = n + 1, so simultaneous downloads all count. It answers
 * nothing itself; the file is served by the handlers after it.
 */
export const countDownloads: UploadHandler = async (req, { params }) => {
  if (continuesADownload(req)) return
  await incrementCounter(req.payload, params.collection as CollectionSlug, { filename: params.filename }, 'downloadCount')
}
