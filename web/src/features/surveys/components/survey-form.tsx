import { scaleLabels, type SurveyAnswers, type SurveyForm as SurveyFormData, surveyLimits, type SurveyQuestion } from '@contract/surveys'
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { surveyMessages as messages } from '../messages'

type Props = {
  survey: SurveyFormData
  /** Sends the answers; a rejection's message is shown and the answers stay as they are. */
  onSubmit: (answers: SurveyAnswers) => Promise<unknown>
  /** The server's Korean refusal, if the last send failed. */
  error: string | null
  submitting: boolean
}

const isBlank = (value: SurveyAnswers[string] | undefined) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

function QuestionField({
  question,
  number,
  value,
  missing,
  onChange,
}: {
  question: SurveyQuestion
  number: number
  value: SurveyAnswers[string] | undefined
  missing: boolean
  onChange: (value: SurveyAnswers[string]) => void
}) {
  const label = `${number}. ${question.label}`
  const error = missing ? messages.requiredMissing : undefined
  switch (question.type) {
    case 'scale5':
      return (
        <Radio.Group
          label={label}
          withAsterisk={question.required}
          error={error}
          value={value === undefined ? '' : String(value)}
          onChange={(next) => onChange(Number(next))}
        >
          <Group gap="md" mt="xs">
            {scaleLabels.map((words, index) => (
              <Radio key={words} value={String(index + 1)} label={`${index + 1} ${words}`} />
            ))}
          </Group>
        </Radio.Group>
      )
    case 'single':
      return (
        <Radio.Group label={label} withAsterisk={question.required} error={error} value={typeof value === 'string' ? value : ''} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      )
    case 'multiple':
      return (
        <Checkbox.Group label={label} withAsterisk={question.required} error={error} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      )
    case 'shortText':
    case 'longText': {
      const max = question.type === 'shortText' ? surveyLimits.shortTextMax : surveyLimits.longTextMax
      const text = typeof value === 'string' ? value : ''
      const Field = question.type === 'shortText' ? TextInput : Textarea
      return (
        <Field
          label={label}
          withAsterisk={question.required}
          error={error}
          value={text}
          maxLength={max}
          description={messages.textCount(text.length, max)}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...(question.type === 'longText' ? { autosize: true, minRows: 3 } : {})}
        />
      )
    }
  }
}

/** The answering form: every question by its type, required ones marked and checked before sending. */
export function SurveyForm({ survey, onSubmit, error, submitting }: Props) {
  const [answers, setAnswers] = useState<SurveyAnswers>({})
  const [checked, setChecked] = useState(false)
  const missing = new Set(survey.questions.filter((question) => question.required && isBlank(answers[question.id])).map((question) => question.id))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (missing.size > 0) return
    const filled = Object.fromEntries(Object.entries(answers).filter(([, value]) => !isBlank(value)))
    void onSubmit(filled).catch(() => undefined)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={survey.title}>
      <Stack gap="lg">
        <Title order={3}>{survey.title}</Title>
        {survey.intro && <Text style={{ whiteSpace: 'pre-line' }}>{survey.intro}</Text>}
        <Alert color={survey.anonymous ? 'teal' : 'blue'} role="note">
          {survey.anonymous ? messages.anonymousNotice : messages.namedNotice}
        </Alert>
        <Text size="sm" c="dimmed">
          {messages.requiredHint}
        </Text>
        {survey.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={index + 1}
            value={answers[question.id]}
            missing={checked && missing.has(question.id)}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="center">
          <Button type="submit" loading={submitting}>
            {messages.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
