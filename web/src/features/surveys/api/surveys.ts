import type { MySurvey, SurveyAnswered, SurveyAnswers, SurveyForm } from '@contract/surveys'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const mySurveysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.surveys.mine(),
    queryFn: ({ signal }) => api.get<MySurvey[]>('/surveys/mine', undefined, { signal }),
  })

export const surveyFormQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.surveys.form(id),
    queryFn: ({ signal }) => api.get<SurveyForm>(`/surveys/${id}`, undefined, { signal }),
  })

export const answerSurvey = (id: number, answers: SurveyAnswers) => api.post<SurveyAnswered>(`/surveys/${id}/responses`, { answers })
