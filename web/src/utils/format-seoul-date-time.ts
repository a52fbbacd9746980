/** Korea has no daylight saving: Seoul is always UTC+9, whatever zone the browser is in. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000

/** An ISO instant as Seoul wall-clock time, `YYYY.MM.DD HH:mm` (or only the day). */
export const formatSeoulDateTime = (iso: string, withTime = true) => {
  const shifted = new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS).toISOString()
  const day = shifted.slice(0, 10).replaceAll('-', '.')
  return withTime ? `${day} ${shifted.slice(11, 16)}` : day
}
