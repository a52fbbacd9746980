/**
 * iCalendar files (RFC 5545): one confirmed booking, or a subscription feed of many. Times are written
 * in UTC (`Z`), so no VTIMEZONE block is needed and every calendar shows the booking at its Korean
 * time. Hand-written instead of a library because VEVENTs need only the three rules applied here: CRLF
 * line ends, TEXT escaping (§3.3.11) and folding lines longer than 75 octets (§3.1) without splitting a
 * character.
 */
export type IcsEvent = {
  uid: string
  start: Date
  end: Date
  stamp: Date
  summary: string
  location: string | null
  description: string
  /** §3.8.1.11; a calendar app hides or strikes through a CANCELLED event it had before. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Continuation lines start with one space, which counts toward their 75 octets. */
export const foldLine = (line: string) => {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const eventLines = (event: IcsEvent) => [
  'BEGIN:VEVENT',
  `UID:${event.uid}`,
  `DTSTAMP:${utcStamp(event.stamp)}`,
  `DTSTART:${utcStamp(event.start)}`,
  `DTEND:${utcStamp(event.end)}`,
  `SUMMARY:${escapeText(event.summary)}`,
  ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
  `DESCRIPTION:${escapeText(event.description)}`,
  `STATUS:${event.status ?? 'CONFIRMED'}`,
  'END:VEVENT',
]

/** A calendar of any number of events; `name` titles a subscribed feed in the calendar app (X-WR-CALNAME). */
export const icsCalendarOf = (events: IcsEvent[], productId: string, name?: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n') + '\r\n'

export const icsCalendar = (event: IcsEvent, productId: string) => icsCalendarOf([event], productId)
