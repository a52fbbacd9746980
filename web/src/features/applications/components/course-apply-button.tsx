import type { CourseApplyButton as ButtonKind } from '@contract/education'
import { Button } from '@mantine/core'
import { educationMessages } from '../messages'

const messages = educationMessages.buttons

type Props = { kind: ButtonKind; onApply: () => void; label?: string; fullWidth?: boolean }

/** Spec §4: 신청하기 blue, 마감 gray, 대기 신청 lightgray, nothing while the course is not open yet. */
export function CourseApplyButton({ kind, onApply, label, fullWidth }: Props) {
  if (kind === 'hidden') return null
  if (kind === 'closed')
    return (
      <Button className="gray" color="gray" disabled fullWidth={fullWidth} data-button={kind}>
        {messages.closed}
      </Button>
    )
  const waitlist = kind === 'waitlist'
  return (
    <Button
      className={waitlist ? 'lightgray' : 'blue'}
      color={waitlist ? 'gray' : 'blue'}
      variant={waitlist ? 'light' : 'filled'}
      onClick={onApply}
      fullWidth={fullWidth}
      data-button={kind}
    >
      {label ?? messages[kind]}
    </Button>
  )
}
