import { Alert, Button, Stack } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { SurveyAnswers } from '@contract/surveys'
import { commonMessages } from '@/config/messages'
import { ApiError } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import { answerSurvey, surveyFormQueryOptions } from '../api/surveys'
import { surveyMessages as messages } from '../messages'
import { SurveyForm } from './survey-form'

/** /myPage/survey?id=: answering one survey, then the thanks; an answered or closed survey says so. */
export function SurveyPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(surveyFormQueryOptions(id))
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: (answers: SurveyAnswers) => answerSurvey(id, answers),
    onSuccess: (answered) => {
      queryClient.setQueryData(queryKeys.surveys.form(id), { ...data, ...answered })
      void queryClient.invalidateQueries({ queryKey: queryKeys.surveys.mine() })
    },
  })
  const back = (
    <Button component={Link} to="/myPage/surveys" variant="default">
      {messages.backToList}
    </Button>
  )
  if (data.state !== 'open') {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color={data.state === 'answered' ? 'teal' : 'gray'} role="status">
          {send.isSuccess ? messages.thanks : data.state === 'answered' ? messages.answered : messages.closed}
        </Alert>
        {back}
      </Stack>
    )
  }
  const error = send.error ? (send.error instanceof ApiError ? send.error.message : commonMessages.requestFailed) : null
  return <SurveyForm survey={data} onSubmit={(answers) => send.mutateAsync(answers)} error={error} submitting={send.isPending} />
}
