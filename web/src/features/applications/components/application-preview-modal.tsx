import type { UploadedPostFile } from '@contract/member-boards'
import { Button, Group, Modal, Text } from '@mantine/core'
import { LabelValueTable } from '@/components/label-value-table'
import { applicationMessages } from '../messages'

const { form } = applicationMessages

type Props = {
  opened: boolean
  onClose: () => void
  onSubmit: () => void
  submitting: boolean
  submitLabel: string
  rows: [string, string][]
  attachmentsLabel: string
  attachments: UploadedPostFile[]
}

/** Spec §2 "preview" modal of an application form: the application as staff will read it, sent from here. */
export function ApplicationPreviewModal({ opened, onClose, onSubmit, submitting, submitLabel, rows, attachmentsLabel, attachments }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={form.previewTitle} size="lg" centered closeButtonProps={{ 'aria-label': form.previewClose }}>
      <Text size="sm" c="dimmed" mb="sm">
        {form.previewNote}
      </Text>
      <LabelValueTable labelWidth={130} rows={[...rows, [attachmentsLabel, attachments.length ? attachments.map((file) => file.filename).join(', ') : '-']]} />
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
