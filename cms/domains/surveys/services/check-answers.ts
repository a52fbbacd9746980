import { type SurveyAnswers, type SurveyQuestion, surveyLimits } from '../../../../contract/surveys'
import { badRequest } from '../../../platform/http/errors'
import { surveyMessages as msg } from '../messages'

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The answers checked against the survey's questions, in the questions' order: every required one
 * answered, a scale 1…5, a choice among the options offered, texts within their limit. Unknown
 * questions are refused rather than kept, so results count only what the survey asked.
 */
export const checkAnswers = (questions: SurveyQuestion[], answers: SurveyAnswers): SurveyAnswers => {
  const known = new Set(questions.map((question) => question.id))
  if (Object.keys(answers).some((id) => !known.has(id))) throw badRequest(msg.unknownQuestion)
  const checked: SurveyAnswers = {}
  for (const question of questions) {
    const raw = answers[question.id]
    const value = typeof raw === 'string' ? raw.trim() : raw
    if (isBlank(value)) {
      if (question.required) throw badRequest(msg.requiredMissing(question.label))
      continue
    }
    switch (question.type) {
      case 'scale5':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) throw badRequest(msg.badScale(question.label))
        break
      case 'single':
        if (typeof value !== 'string' || !question.options.includes(value)) throw badRequest(msg.optionNotOffered(question.label))
        break
      case 'multiple':
        if (!Array.isArray(value) || value.some((option) => !question.options.includes(option))) throw badRequest(msg.optionNotOffered(question.label))
        break
      case 'shortText':
      case 'longText': {
        const max = question.type === 'shortText' ? surveyLimits.shortTextMax : surveyLimits.longTextMax
        if (typeof value !== 'string') throw badRequest(msg.badAnswers)
        if (value.length > max) throw badRequest(msg.textTooLong(question.label, max))
        break
      }
    }
    // A choice given twice counts once, in the order the survey offers them.
    checked[question.id] = Array.isArray(value) ? question.options.filter((option) => value.includes(option)) : value!
  }
  return checked
}
