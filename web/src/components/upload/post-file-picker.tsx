import { memberPostLimits, type PostFileKind, type UploadedPostFile } from '@contract/member-boards'
import { ActionIcon, Button, FileButton, Group, Input, Loader, Text } from '@mantine/core'
import { IconPaperclip, IconPhoto, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { usePrivateFileSrc } from '@/hooks/use-private-file-src'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { formatFileSize } from '@/utils/format-file-size'
import { uploadPostFile } from '@/lib/upload-post-file'
import { uploadMessages as form } from './upload-messages'
import classes from './post-file-picker.module.css'

const accept: Record<PostFileKind, string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  attachment: '.pdf,.hwp,.hwpx,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.jpg,.jpeg,.png,.gif,.webp',
}
const max: Record<PostFileKind, number> = { image: memberPostLimits.imagesMax, attachment: memberPostLimits.attachmentsMax }

type PostFilePickerProps = {
  kind: PostFileKind
  /** The field's label, when the form names it otherwise than 이미지 or 첨부파일. */
  label?: string
  /** Fewer files than the kind allows (a form that needs exactly one document). */
  limit?: number
  files: UploadedPostFile[]
  onChange: (files: UploadedPostFile[]) => void
  onBusyChange: (busy: boolean) => void
}

function Thumbnail({ file }: { file: UploadedPostFile }) {
  const src = usePrivateFileSrc(file.url)
  return src ? <img src={src} alt="" className={classes.thumb} /> : <IconPhoto size={20} aria-hidden="true" />
}

/**
 * Spec §5 file pickers of the member forms: each file is uploaded as soon as it is picked (POST
 * /file/uploadFile), so a refused file is refused alone, with its rule, and the form keeps only the
 * ids of files that made it.
 */
export function PostFilePicker({ kind, label: customLabel, limit, files, onChange, onBusyChange }: PostFilePickerProps) {
  const most = Math.min(limit ?? max[kind], max[kind])
  const [uploading, setUploading] = useState<string[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const label = customLabel ?? (kind === 'image' ? form.images : form.attachments)

  const pick = async (picked: File[]) => {
    const room = most - files.length
    const found: string[] = picked.length > room ? [form.tooMany(most)] : []
    const sendable = picked.slice(0, Math.max(room, 0)).filter((file) => {
      if (file.size <= memberPostLimits.fileBytesMax) return true
      found.push(form.tooLarge(file.name))
      return false
    })
    setProblems(found)
    if (sendable.length === 0) return
    setUploading(sendable.map((file) => file.name))
    onBusyChange(true)
    const added: UploadedPostFile[] = []
    for (const file of sendable) {
      try {
        added.push(await uploadPostFile(file, kind))
      } catch (error) {
        found.push(`${file.name}: ${error instanceof ApiError ? error.message : commonMessages.requestFailed}`)
      }
      setUploading((names) => names.filter((name) => name !== file.name))
    }
    setProblems([...found])
    onBusyChange(false)
    onChange([...files, ...added])
  }

  return (
    <Input.Wrapper label={label} description={`${form.fileRule(most)} · ${kind === 'image' ? form.imageAccept : form.attachmentAccept}`}>
      <Group gap="xs" mt={6}>
        <FileButton onChange={(picked) => void pick(picked)} accept={accept[kind]} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={kind === 'image' ? <IconPhoto size={16} aria-hidden="true" /> : <IconPaperclip size={16} aria-hidden="true" />}
              disabled={files.length >= most || uploading.length > 0}
              aria-label={`${label} ${kind === 'image' ? form.pickImage : form.pickFile}`}
            >
              {kind === 'image' ? form.pickImage : form.pickFile}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {files.length} / {most}
        </Text>
      </Group>
      <ul className={classes.files} aria-label={label}>
        {files.map((file) => (
          <li key={file.id} className={classes.file}>
            {kind === 'image' && <Thumbnail file={file} />}
            <span className={classes.name}>{file.filename}</span>
            <span className={classes.size}>({formatFileSize(file.filesize)})</span>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={form.removeFile(file.filename)}
              onClick={() => onChange(files.filter((kept) => kept.id !== file.id))}
            >
              <IconX size={14} aria-hidden="true" />
            </ActionIcon>
          </li>
        ))}
        {uploading.map((name) => (
          <li key={name} className={classes.file}>
            <Loader size={14} aria-hidden="true" />
            <span className={classes.name}>{form.uploading(name)}</span>
          </li>
        ))}
      </ul>
      {problems.length > 0 && (
        <div role="alert" className={classes.problems}>
          {problems.map((problem) => (
            <Text key={problem} size="sm" c="red">
              {problem}
            </Text>
          ))}
        </div>
      )}
    </Input.Wrapper>
  )
}
