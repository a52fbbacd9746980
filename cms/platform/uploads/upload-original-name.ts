import type { CollectionConfig, CollectionSlug, PayloadRequest, TextField } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/** Longest name kept: what file systems allow, so nothing a member could save is cut. */
const NAME_MAX = 255

/**
 * The name as the member chose it, minus what no file name may hold: path parts (old browsers send
 * `C:\…\x.pdf`), control characters, and the quotes that would end a header parameter.
 */
export const cleanOriginalName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, NAME_MAX)

/** Which name a file is shown and downloaded under: the chosen one, or the stored one for files from before it was kept. */
export const displayName = (file: { originalName?: string | null; filename?: string | null }) => file.originalName || file.filename || ''

/**
 * Payload keeps file names unique on disk and in the bucket by numbering the second `x.pdf` as
 * `x-1.pdf`. The storage name stays that way (links and the bucket rely on it); this field keeps the
 * name the uploader chose, set whenever a new file arrives.
 */
export const originalNameField: TextField = {
  name: 'originalName',
  label: '올린 파일 이름',
  type: 'text',
  maxLength: NAME_MAX,
  admin: { readOnly: true },
  hooks: {
    beforeChange: [
      ({ req, value, operation, siblingData, originalDoc }) => {
        const newFile = req.file && (operation === 'create' || siblingData.filename !== originalDoc?.filename)
        return newFile ? cleanOriginalName(req.file!.name) || value : value
      },
    ],
  },
}

/** `filename="…"` for old clients (ASCII only) and `filename*=UTF-8''…` (RFC 5987) for every other, so 신청서.pdf arrives as 신청서.pdf. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|[\\"]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * A file route handler that names the download after the chosen name, for the disk and the bucket
 * alike: Payload merges `req.responseHeaders` into whatever response the file route ends with,
 * while `modifyResponseHeaders` never learns which document is served.
 */
export const downloadUnderOriginalName =
  (kind: (doc: Record<string, unknown>) => 'inline' | 'attachment'): UploadHandler =>
  async (req: PayloadRequest, { doc, params }) => {
    // Payload hands over the document only when read access was a query; a collection anyone may read
    // (files) has had its access checked already and is looked up here by the requested name.
    const file = ((doc as Record<string, unknown> | undefined) ??
      (await req.payload.db.findOne({ collection: params.collection as CollectionSlug, req, where: { filename: { equals: params.filename } } }))) as
      (Record<string, unknown> & { originalName?: string | null; filename?: string | null }) | null
    const name = file ? displayName(file) : ''
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Content-Disposition', name ? contentDisposition(kind(file!), name) : kind(file ?? {}))
  }
