import { memberPostLimits } from '@contract/member-boards'
import { Button, Group, Text, Textarea } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { memberBoardMessages } from '../messages'

const messages = memberBoardMessages.comment

type CommentFormProps = {
  label: string
  initial?: string
  submitLabel: string
  pending: boolean
  onSubmit: (body: string) => void
  onCancel?: () => void
}

/** A comment, reply or edit box with its character counter (spec §5). */
export function CommentForm({ label, initial = '', submitLabel, pending, onSubmit, onCancel }: CommentFormProps) {
  const [body, setBody] = useState(initial)
  const { errors, validate } = useFieldErrors(() => ({ body: body.trim() ? undefined : messages.required }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (validate()) onSubmit(body.trim())
  }
  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        aria-label={label}
        placeholder={messages.placeholder}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        maxLength={memberPostLimits.commentMax}
        autosize
        minRows={2}
        error={errors.body}
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {messages.counter(body.length)}
        </Text>
        <Group gap={6}>
          {onCancel && (
            <Button size="compact-sm" variant="default" onClick={onCancel}>
              {messages.cancel}
            </Button>
          )}
          <Button size="compact-sm" type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  )
}
