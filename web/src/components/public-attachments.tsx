import type { Attachment } from '@contract/boards'
import { IconDownload } from '@tabler/icons-react'
import frame from '@/components/board/board-post.module.css'
import { formatFileSize } from '@/utils/format-file-size'
import { boardMessages } from '@/components/board/board-messages'
import classes from './public-attachments.module.css'

/**
 * The staff-published files of a post or a call: plain download links, with each file's title when it
 * says more than its name, and for staff (the only callers the server sends it to) how often it was downloaded.
 */
export function PublicAttachments({ files, title }: { files: Attachment[]; title: string }) {
  if (files.length === 0) return null
  return (
    <section className={frame.attachments} aria-labelledby="attachments-title">
      <h3 id="attachments-title" className={frame.attachmentsTitle}>
        {title}
      </h3>
      <ul className={frame.files}>
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.filename} className={frame.file}>
              <IconDownload size={16} aria-hidden="true" />
              <span>{file.filename}</span>
              <span className={frame.fileSize}>({formatFileSize(file.filesize)})</span>
            </a>
            {file.downloadCount !== undefined && <span className={classes.downloads}>{boardMessages.downloadCount(file.downloadCount)}</span>}
            {file.title && file.title !== file.filename && <p className={classes.fileTitle}>{file.title}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
