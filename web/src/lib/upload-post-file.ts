import type { PostFileKind, UploadedPostFile } from '@contract/member-boards'
import { apiRequest } from '@/lib/api-client'

/** Spec §7 `POST /file/uploadFile`: one file, before the post is sent; the form keeps its id. */
export const uploadPostFile = (file: File, kind: PostFileKind) => {
  const body = new FormData()
  body.append('file', file)
  return apiRequest<UploadedPostFile>('/file/uploadFile', { method: 'POST', query: { kind }, body, timeoutMs: 120_000 })
}
