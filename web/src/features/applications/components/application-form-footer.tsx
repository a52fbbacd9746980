import { Alert, Anchor, Button, Group, Stack } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { applicationMessages } from '../messages'

const { form } = applicationMessages

type Props = {
  /** The form found something to fix before sending. */
  invalid: boolean
  /** The server's refusal; what was typed stays. */
  saveError: string | null
  /** The refusal is about who may apply (the member's class or company), not about what was typed. */
  classRefused: boolean
  /** Files still uploading: nothing is sent until they are in. */
  busy: boolean
  saving: boolean
  submitLabel: string
  onCancel: () => void
  onPreview: () => void
}

/** The end of an application form: what is wrong, then 취소 · 미리보기 · send. */
export function ApplicationFormFooter({ invalid, saveError, classRefused, busy, saving, submitLabel, onCancel, onPreview }: Props) {
  return (
    <>
      {invalid && (
        <Alert color="red" role="alert">
          {form.fixErrors}
        </Alert>
      )}
      {saveError && (
        <Alert color="red" role="alert" title={classRefused ? saveError : undefined}>
          {classRefused ? (
            <Stack gap={4}>
              <Anchor component={Link} to="/myPage/company" size="sm">
                {form.toCompany}
              </Anchor>
              <Anchor component={Link} to="/myPage/myInfo" size="sm">
                {form.toMemberClass}
              </Anchor>
            </Stack>
          ) : (
            saveError
          )}
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
