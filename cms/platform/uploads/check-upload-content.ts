import fs from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { contentMatchesName, extensionOf } from './upload-content'
import { uploadMessages } from './upload-rules'

/**
 * Upload collections accept a file only when its bytes are what its extension says. Payload checks
 * the detected type against the allowed list, but a file nothing can be detected in (HTML, text) passes
 * on its name alone, so a page of script could be stored as `x.pdf` or `x.hwp`.
 */
export const checkUploadContent: CollectionBeforeOperationHook = async ({ args, req }) => {
  const file = req.file
  if (!file) return args
  const content = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : new Uint8Array()
  if (!(await contentMatchesName(file.name, content))) throw new APIError(uploadMessages.contentMismatch(extensionOf(file.name)), 400, null, true)
  return args
}
