import type { PostFileKind, UploadedPostFile } from '../../../../contract/member-boards'
import { displayName } from '../../../platform/uploads/upload-original-name'
import type { PostFile } from '../../../payload-types'

export const toPostFile = (file: PostFile): UploadedPostFile => ({
  id: file.id,
  kind: file.kind as PostFileKind,
  filename: displayName(file),
  url: file.url ?? '',
  filesize: file.filesize ?? 0,
  mimeType: file.mimeType ?? 'application/octet-stream',
})

/** The files of a post the caller may read (depth 1): ids left unpopulated are files they may not. */
export const readableFiles = (values: (number | PostFile)[] | null | undefined): UploadedPostFile[] =>
  (values ?? []).filter((value): value is PostFile => typeof value === 'object' && value !== null).map(toPostFile)
