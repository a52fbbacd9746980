import type { UploadedPostFile } from '@contract/member-boards'
import { Alert, UnstyledButton } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import frame from '@/components/board/board-post.module.css'
import { ApiError } from '@/lib/api-client'
import { downloadPrivateFile } from '@/lib/save-file'
import { commonMessages } from '@/config/messages'
import { formatFileSize } from '@/utils/format-file-size'
import { uploadMessages } from './upload-messages'

/** A post's attachments; each is fetched with the reader's token, which a plain link cannot send. */
export function PostAttachments({ files, title = uploadMessages.attachments }: { files: UploadedPostFile[]; title?: string }) {
  const [failure, setFailure] = useState<string | null>(null)
  if (files.length === 0) return null
  const download = (file: UploadedPostFile) => {
    setFailure(null)
    downloadPrivateFile(file.url, file.filename).catch((error: unknown) => setFailure(error instanceof ApiError ? error.message : commonMessages.requestFailed))
  }
  return (
    <section className={frame.attachments} aria-labelledby="post-attachments-title">
      <h3 id="post-attachments-title" className={frame.attachmentsTitle}>
        {title}
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
