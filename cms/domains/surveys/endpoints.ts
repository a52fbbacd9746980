import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { csvDownload } from '../../platform/http/csv-download'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseBody, routeParam } from '../../platform/http/request'
import { downloadReasonOf } from '../access-log'
import { responseBody, surveyIdParam } from './schemas'
import { answerSurvey } from './services/answer-survey'
import { exportSurveyResponses } from './services/export-responses'
import { mySurveys, surveyForm } from './services/member-surveys'
import { surveyResults } from './services/results'

const surveyId = (req: PayloadRequest) => surveyIdParam.parse(routeParam(req, 'id'))

/** 만족도 설문 (contract/surveys.ts). The fixed path comes before `/v1/surveys/:id`. */
export const surveysEndpoints: Endpoint[] = [
  {
    path: '/v1/surveys/mine',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await mySurveys(req, requireMember(req)))),
  },
  {
    path: '/v1/surveys/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await surveyForm(req, requireMember(req), surveyId(req)))),
  },
  {
    path: '/v1/surveys/:id/responses',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const id = surveyId(req)
      return ok(await answerSurvey(req, member, id, (await parseBody(responseBody, req)).answers))
    }),
  },
  {
    path: '/v1/surveys/:id/results',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await surveyResults(req, surveyId(req)))
    }),
  },
  {
    path: '/v1/surveys/:id/responses/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      // Who asks comes before what they left out: a guest is told to sign in, not to give a reason.
      requireStaff(req)
      const file = await exportSurveyResponses(req, surveyId(req), downloadReasonOf(req))
      return csvDownload(file, `survey-${surveyId(req)}-responses.csv`)
    }),
  },
]
