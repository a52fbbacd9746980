import type { SharingProgramme } from '@contract/boards'
import { Badge } from '@mantine/core'
import { formatDate } from '@/utils/format-date'
import { programmeStatus, type ProgrammeStatus } from '../lib/programme-status'
import { infoPlazaMessages } from '../messages'

const { programme: messages } = infoPlazaMessages
const statusColours: Record<ProgrammeStatus, string> = { upcoming: 'yellow', open: 'blue', closed: 'gray', always: 'teal' }

export function ProgrammeStatusBadge({ programme }: { programme: SharingProgramme }) {
  const status = programmeStatus(programme)
  return (
    <Badge color={statusColours[status]} variant={status === 'open' ? 'filled' : 'light'} size="sm" data-status={status}>
      {messages.status[status]}
    </Badge>
  )
}

/** 신청 기간 as "2026.11.17 ~ 2026.12.15"; an open end reads 상시. */
export const programmePeriod = ({ recruitStart, recruitEnd }: SharingProgramme) =>
  recruitStart || recruitEnd ? `${recruitStart ? formatDate(recruitStart) : ''} ~ ${recruitEnd ? formatDate(recruitEnd) : messages.always}` : messages.always

/** The programme's rows in a post's facts list: 신청 기간 with its state, and 주관. */
export function ProgrammeMeta({ programme }: { programme: SharingProgramme }) {
  return (
    <>
      <div>
        <dt>{messages.period}</dt>
        <dd>
          {programmePeriod(programme)} <ProgrammeStatusBadge programme={programme} />
        </dd>
      </div>
      {programme.host && (
        <div>
          <dt>{messages.host}</dt>
          <dd>{programme.host}</dd>
        </div>
      )}
    </>
  )
}
