import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

/** Korea keeps UTC+9 all year: events happen in Korea, whatever zone the visitor's device is set to. */
const KOREA_OFFSET_MINUTES = 9 * 60
const weekdays = ['일', '월', '화', '수', '목', '금', '토'] as const

const korea = (iso: string) => dayjs(iso).utcOffset(KOREA_OFFSET_MINUTES)

/** 2026.12.09(수) */
export const koreaDay = (iso: string) => {
  const at = korea(iso)
  return `${at.format('YYYY.MM.DD')}(${weekdays[at.day()]})`
}

export const koreaTime = (iso: string) => korea(iso).format('HH:mm')

export const koreaDateTime = (iso: string) => `${koreaDay(iso)} ${koreaTime(iso)}`

/** 2026년 12월 9일, as a certificate writes its dates. */
export const koreaLongDate = (iso: string) => korea(iso).format('YYYY년 M월 D일')

/** One day: 2026.12.09(수) 14:00 ~ 16:00; several: 2026.12.09(수) 10:00 ~ 2026.12.10(목) 17:00. */
export const eventWhen = (startsAt: string, endsAt: string) =>
  korea(startsAt).format('YYYY-MM-DD') === korea(endsAt).format('YYYY-MM-DD')
    ? `${koreaDateTime(startsAt)} ~ ${koreaTime(endsAt)}`
    : `${koreaDateTime(startsAt)} ~ ${koreaDateTime(endsAt)}`

/** Whether the event runs on the given day in Korea (the check-in page lists today's events first). */
export const isKoreaToday = (startsAt: string, endsAt: string, now: Date = new Date()) => {
  const today = korea(now.toISOString()).format('YYYY-MM-DD')
  return korea(startsAt).format('YYYY-MM-DD') <= today && today <= korea(endsAt).format('YYYY-MM-DD')
}
