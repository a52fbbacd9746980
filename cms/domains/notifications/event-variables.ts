import type { NotificationEvent } from '../../../contract/notifications'

/**
 * The #{변수} each event fills, in the order staff read them beside a template. The producing domain
 * passes exactly these (notify() adds 이름); an approved 알림톡 text may use any of them, and one it
 * uses that the event does not fill makes the delivery fail visibly.
 */
export const eventVariables: Record<NotificationEvent, readonly string[]> = {
  'booking.received': ['이름', '예약번호', '장비', '이용일시', '상태'],
  'booking.approved': ['이름', '예약번호', '장비', '이용일시', '상태'],
  'booking.rejected': ['이름', '예약번호', '장비', '이용일시', '상태', '사유'],
  'booking.cancelled': ['이름', '예약번호', '장비', '이용일시', '상태', '사유'],
  'booking.reminder-day-before': ['이름', '예약번호', '장비', '이용일시', '장소'],
  'booking.reminder-hours-before': ['이름', '예약번호', '장비', '이용일시', '장소', '시간'],
  'waitlist.offered': ['이름', '장비', '이용일시', '확정기한'],
  'application.revision-requested': ['이름', '구분', '신청번호', '제목', '사유'],
  'application.approved': ['이름', '구분', '신청번호', '제목'],
  'application.rejected': ['이름', '구분', '신청번호', '제목', '사유'],
  'course.starting-tomorrow': ['이름', '교육명', '교육일시', '장소'],
  'event.seat-given': ['이름', '행사명', '행사일시', '장소'],
  'survey.opened': ['이름', '설문명', '대상', '마감일'],
  'qna.answered': ['이름', '게시판', '제목'],
  'post.commented': ['이름', '게시판', '제목'],
  'family.expiring': ['이름', '기업', '종료일'],
  'account.password-changed': ['이름', '변경일시'],
}

const VARIABLE = /#\{([^}]+)\}/g

/** The #{변수} names a template text uses, each once. */
export const variablesIn = (text: string) => [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))]

/** The text with every #{변수} replaced; a name without a value stays as written (callers check first). */
export const fillVariables = (text: string, values: Record<string, string>) => text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole)

/** The variables a text uses that `values` leaves empty: a 알림톡 sent with one would not match its approved template. */
export const missingVariables = (text: string, values: Record<string, string>) => variablesIn(text).filter((name) => !values[name]?.trim())
