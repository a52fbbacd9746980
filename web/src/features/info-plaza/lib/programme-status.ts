import { seoulDay } from '@contract/date-format'
import type { SharingProgramme } from '@contract/boards'

export type ProgrammeStatus = 'upcoming' | 'open' | 'closed' | 'always'

/** Where a programme's application window stands today in Seoul; days count whole, both ends included. */
export const programmeStatus = ({ recruitStart, recruitEnd }: SharingProgramme, today = seoulDay(new Date())): ProgrammeStatus => {
  if (recruitStart && today < seoulDay(recruitStart)) return 'upcoming'
  if (recruitEnd && today > seoulDay(recruitEnd)) return 'closed'
  return recruitEnd ? 'open' : 'always'
}
