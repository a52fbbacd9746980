import { z } from 'zod'
import { plainInteger } from '../../platform/http/plain-integer'
import { surveyMessages as msg } from './messages'

export const surveyIdParam = plainInteger(z.number({ error: msg.surveyNotFound }).int({ error: msg.surveyNotFound }).positive({ error: msg.surveyNotFound }))

/** Answers by question id; their fit to the questions is checked against the survey (check-answers.ts). */
export const responseBody = z.object({
  answers: z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string())]), { error: msg.badAnswers }),
})
