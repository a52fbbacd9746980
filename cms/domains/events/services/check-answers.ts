import { type EventQuestion, eventRegistrationLimits as limits } from '../../../../contract/events'
import { badRequest } from '../../../platform/http/errors'
import { eventMessages as msg } from '../messages'

/**
 * The answers to the event's own questions, checked against them: each required one answered, a
 * choice one of its options, a checkbox a list of its options, text within the limit; an answer to
 * a question the event does not ask is refused. Stored keyed by question id.
 */
export const checkAnswers = (questions: EventQuestion[], answers: Record<string, string | string[]>): Record<string, string | string[]> => {
  const known = new Set(questions.map((question) => question.id))
  if (Object.keys(answers).some((id) => !known.has(id))) throw badRequest(msg.unknownQuestion)
  const checked: Record<string, string | string[]> = {}
  for (const question of questions) {
    const given = answers[question.id]
    const values = (Array.isArray(given) ? given : given == null ? [] : [given]).map((value) => value.trim()).filter(Boolean)
    if (!values.length) {
      if (question.required) throw badRequest(msg.answerRequired(question.label))
      continue
    }
    if (question.type === 'text') {
      if (values.length > 1) throw badRequest(msg.answerRequired(question.label))
      if (values[0]!.length > limits.answerMax) throw badRequest(msg.answerTooLong(question.label, limits.answerMax))
      checked[question.id] = values[0]!
      continue
    }
    if (values.some((value) => !question.options.includes(value)) || (question.type === 'choice' && values.length > 1)) {
      throw badRequest(msg.answerNotAnOption(question.label))
    }
    checked[question.id] = question.type === 'choice' ? values[0]! : [...new Set(values)]
  }
  return checked
}
