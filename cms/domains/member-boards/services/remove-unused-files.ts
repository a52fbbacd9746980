import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'

const HOUR_MS = 60 * 60 * 1000

/** How long an upload no post uses is kept: a day by default (`POST_FILE_KEEP_HOURS`, 0 = not at all). */
const keepHours = () => {
  const value = Number(process.env.POST_FILE_KEEP_HOURS)
  return Number.isInteger(value) && value >= 0 ? value : 24
}

/**
 * Files uploaded for a post that was never sent take disk space and nobody can reach them but their
 * uploader. Each new upload first removes those older than the keep time, so the cleaning needs no
 * timer and every process does its share; a form left open longer than that loses its files and
 * the server says so when it is sent.
 */
export const removeUnusedFiles = async (req: PayloadRequest) => {
  const cutoff = new Date(Date.now() - keepHours() * HOUR_MS).toISOString()
  await req.payload
    .delete({
      collection: 'post-files',
      where: { and: [{ attachedTo: { exists: false } }, { createdAt: { less_than_equal: cutoff } }] },
      depth: 0,
      req,
      ...systemAccess('unused uploads'),
    })
    .catch((error: unknown) => {
      // Another process may be removing the same files; the upload itself must not fail over it.
      req.payload.logger.warn({ err: error }, '사용되지 않은 게시글 파일을 지우지 못했습니다.')
    })
}
