import { Alert, Button, Group } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { applicationMessages } from '../messages'

const { form } = applicationMessages

type Props = {
  /** The form found something to fix before sending. */
  invalid: boolean
  /** The server's refusal; what was typed stays. */
  saveError: string | null
  /** Files still uploading: nothing is sent until they are in. */
  busy: boolean
  saving: boolean
  submitLabel: string
  onCancel: () => void
  onPreview: () => void
}

/** The end of an application form: what is wrong, then 취소 · 미리보기 · send. */
export function ApplicationFormFooter({ invalid, saveError, busy, saving, submitLabel, onCancel, onPreview }: Props) {
  return (
    <>
      {invalid && (
        <Alert color="red" role="alert">
          {form.fixErrors}
        </Alert>
      )}
      {saveError && (
        <Alert color="red" role="alert">
          {saveError}
        </Alert>
      )}
      <Group justify="center" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {form.cancel}
        </Button>
        <Button variant="light" leftSection={<IconEye size={16} aria-hidden="true" />} onClick={onPreview} disabled={busy}>
          {form.preview}
        </Button>
        <Button type="submit" loading={saving} disabled={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  )
}
