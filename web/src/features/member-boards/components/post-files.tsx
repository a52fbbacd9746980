import type { UploadedPostFile } from '@contract/member-boards'
import { Modal, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { usePrivateFileSrc } from '@/hooks/use-private-file-src'
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
