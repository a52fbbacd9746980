/**
 * A one-event iCalendar file (RFC 5545) for a confirmed booking. Times are written in UTC (`Z`), so
 * no VTIMEZONE block is needed and every calendar shows the booking at its Korean time. Hand-written
 * instead of a library because one VEVENT needs only the three rules applied here: CRLF line ends,
 * TEXT escaping (§3.3.11) and folding lines longer than 75 octets (§3.1) without splitting a character.
 */
export type IcsEvent = {
  uid: string
  start: Date
  end: Date
  stamp: Date
  summary: string
  location: string | null
  description: string
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

export const icsCalendar = (event: IcsEvent, productId: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n') + '\r\n'
