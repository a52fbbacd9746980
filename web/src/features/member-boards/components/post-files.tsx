import type { UploadedPostFile } from '@contract/member-boards'
import { Alert, Modal, UnstyledButton } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import frame from '@/components/board/board-post.module.css'
import { usePrivateFileSrc } from '@/hooks/use-private-file-src'
import { ApiError } from '@/lib/api-client'
import { downloadPrivateFile } from '@/lib/save-file'
import { commonMessages } from '@/config/messages'
import { formatFileSize } from '@/utils/format-file-size'
import { memberBoardMessages } from '../messages'
import classes from './post-files.module.css'

function PostImage({ file, onZoom }: { file: UploadedPostFile; onZoom: (src: string) => void }) {
  const src = usePrivateFileSrc(file.url)
  if (!src) return <div className={classes.placeholder} aria-hidden="true" />
  return (
    <UnstyledButton className={classes.thumb} onClick={() => onZoom(src)} aria-label={file.filename}>
      <img src={src} alt={file.filename} className={classes.thumbImage} />
    </UnstyledButton>
  )
}

/** A post's images: thumbnails that open in a zoom view (spec §2 "zoom view" modal). */
export function PostImages({ files }: { files: UploadedPostFile[] }) {
  const [zoomed, setZoomed] = useState<string | null>(null)
  if (files.length === 0) return null
  return (
    <section aria-label={memberBoardMessages.detail.images} className={classes.images}>
      {files.map((file) => (
        <PostImage key={file.id} file={file} onZoom={setZoomed} />
      ))}
      <Modal opened={zoomed !== null} onClose={() => setZoomed(null)} size="auto" centered title={memberBoardMessages.detail.images}>
        {zoomed && <img src={zoomed} alt="" className={classes.zoomed} />}
      </Modal>
    </section>
  )
}

/** A post's attachments; each is fetched with the reader's token, which a plain link cannot send. */
export function PostAttachments({ files }: { files: UploadedPostFile[] }) {
  const [failure, setFailure] = useState<string | null>(null)
  if (files.length === 0) return null
  const download = (file: UploadedPostFile) => {
    setFailure(null)
    downloadPrivateFile(file.url, file.filename).catch((error: unknown) => setFailure(error instanceof ApiError ? error.message : commonMessages.requestFailed))
  }
  return (
    <section className={frame.attachments} aria-labelledby="post-attachments-title">
      <h3 id="post-attachments-title" className={frame.attachmentsTitle}>
        {memberBoardMessages.detail.attachments}
      </h3>
      <ul className={frame.files}>
        {files.map((file) => (
          <li key={file.id}>
            <UnstyledButton className={frame.file} onClick={() => download(file)}>
              <IconDownload size={16} aria-hidden="true" />
              <span>{file.filename}</span>
              <span className={frame.fileSize}>({formatFileSize(file.filesize)})</span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {failure && (
        <Alert color="red" role="alert" py={6}>
          {failure}
        </Alert>
      )}
    </section>
  )
}
