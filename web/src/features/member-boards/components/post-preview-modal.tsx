import type { UploadedPostFile } from '@contract/member-boards'
import { Button, Group, Modal, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import frame from '@/components/board/board-post.module.css'
import { HtmlContent } from '@/components/html-content'
import { memberBoardMessages } from '../messages'
import { PostImages } from './post-files'
import { PostAttachments } from '@/components/upload/post-attachments'
import detail from './member-post-detail-page.module.css'

const { form } = memberBoardMessages

type PostPreviewModalProps = {
  opened: boolean
  onClose: () => void
  onSubmit: () => void
  submitting: boolean
  submitLabel: string
  typeLabel: string
  title: string
  secret: boolean
  contentHtml: string
  images: UploadedPostFile[]
  attachments: UploadedPostFile[]
}

/** Spec §2 "preview" modal: the post as readers will see it, with the way to send it from here. */
export function PostPreviewModal({
  opened,
  onClose,
  onSubmit,
  submitting,
  submitLabel,
  typeLabel,
  title,
  secret,
  contentHtml,
  images,
  attachments,
}: PostPreviewModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={form.previewTitle} size="xl" centered closeButtonProps={{ 'aria-label': form.previewClose }}>
      <header className={frame.header}>
        <Text size="sm" c="dimmed">
          {typeLabel}
        </Text>
        <h2 className={frame.title}>
          {secret && <IconLock size={18} role="img" aria-label={memberBoardMessages.secret} className={detail.lock} />}
          {title}
        </h2>
      </header>
      <div className={frame.body}>
        <PostImages files={images} />
        <HtmlContent html={contentHtml} />
      </div>
      <PostAttachments files={attachments} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {form.previewClose}
        </Button>
        <Button onClick={onSubmit} loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </Modal>
  )
}
