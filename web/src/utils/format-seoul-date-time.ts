import { formatSeoulDate, formatSeoulDateTime as formatSeoulMoment } from '@contract/date-format'

/**
 * An ISO instant as Seoul wall-clock time, `YYYY.MM.DD HH:mm` (or only the day). The patterns are the
 * ones portal, mails and admin share (contract/date-format.ts); this keeps the web's call sites short.
 */
export const formatSeoulDateTime = (iso: string, withTime = true) => (withTime ? formatSeoulMoment(iso) : formatSeoulDate(iso))
