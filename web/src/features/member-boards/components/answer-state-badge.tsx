import type { AnswerState } from '@contract/member-boards'
import { Badge } from '@mantine/core'
import { memberBoardMessages } from '../messages'

/** Spec §4: a post is answered (blue) or unanswered (gray). */
export function AnswerStateBadge({ state }: { state: AnswerState }) {
  return (
    <Badge className={state} data-state={state} color={state === 'answered' ? 'blue' : 'gray'} variant="light" radius="sm">
      {memberBoardMessages.answerState[state]}
    </Badge>
  )
}
