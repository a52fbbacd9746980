import type { SharingProgramme } from '@contract/boards'
import dayjs from 'dayjs'

export type ProgrammeStatus = 'upcoming' | 'open' | 'closed' | 'always'

/** Where a programme's application window stands today; days count whole, both ends included. */
export const programmeStatus = ({ recruitStart, recruitEnd }: SharingProgramme, today = dayjs().format('YYYY-MM-DD')): ProgrammeStatus => {
  const day = (value: string) => dayjs(value).format('YYYY-MM-DD')
  if (recruitStart && today < day(recruitStart)) return 'upcoming'
  if (recruitEnd && today > day(recruitEnd)) return 'closed'
  return recruitEnd ? 'open' : 'always'
}
