import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { hasStaffRole } from '../../../platform/access/roles'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { DownloadReasonButton } from '../../../platform/admin/shared/download-reason-button'
import { AppError } from '../../../platform/http/errors'
import { surveyMessages as msg, surveyResultsText as text } from '../messages'
import { surveyIdParam } from '../schemas'
import { surveyResults } from '../services/results'
import { QuestionChart } from './question-chart'

const loadResults = async (req: AdminViewServerProps['initPageResult']['req'], id: unknown) => {
  const parsed = surveyIdParam.safeParse(typeof id === 'string' ? id : '')
  if (!parsed.success) return null
  try {
    return await surveyResults(req, parsed.data)
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 404) return null
    throw error
  }
}

/** /admin/survey-results?id=: a survey's response rate, each question's distribution as a chart, scale averages, text answers and the CSV. */
export const SurveyResultsView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const staff = hasStaffRole(req.user)
  const results = staff ? await loadResults(req, searchParams?.id) : null

  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={results ? `${text.title}: ${results.title}` : text.title}>
      {!staff ? (
        <p role="alert">{msg.resultsForbidden}</p>
      ) : !results ? (
        <p role="alert">{text.pickSurvey}</p>
      ) : (
        <>
          <p>
            {text.target}: {results.target.title}
          </p>
          <dl style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }} aria-label={text.title}>
            <div>
              <dt>{text.eligible}</dt>
              <dd data-testid="survey-eligible">{text.people(results.eligible)}</dd>
            </div>
            <div>
              <dt>{text.responses}</dt>
              <dd data-testid="survey-responses">{text.people(results.responses)}</dd>
            </div>
            <div>
              <dt>{text.rate}</dt>
              <dd data-testid="survey-rate">{text.percent(results.rate)}</dd>
            </div>
          </dl>
          <DownloadReasonButton href={`/api/v1/surveys/${results.id}/responses/export`} label={text.csv} />
          {results.responses === 0 && <p>{text.noAnswers}</p>}
          {results.questions.map((question, index) => (
            <section key={question.id} aria-label={question.label} style={{ marginTop: 24 }}>
              <h3>
                {index + 1}. {question.label}
              </h3>
              <p>
                {text.answered} {text.people(question.answered)}
                {question.type === 'scale5' && ` · ${text.average} ${text.points(question.average)}`}
              </p>
              {question.distribution.length > 0 && <QuestionChart question={question} />}
              {(question.type === 'shortText' || question.type === 'longText') &&
                (question.texts.length === 0 ? (
                  <p>{text.noTexts}</p>
                ) : (
                  <ul>
                    {question.texts.map((answer, row) => (
                      <li key={row}>{answer}</li>
                    ))}
                  </ul>
                ))}
            </section>
          ))}
        </>
      )}
    </AdminViewPage>
  )
}
