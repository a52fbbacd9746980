import type { Attachment } from './boards'

/**
 * 행사·세미나 (issue 34): events staff announce, members register for (seats held in the database,
 * a waiting list seated when someone cancels), QR tickets and check-in at the door, and the
 * attendance certificate. Routes: /cooperation/events (list), /cooperation/eventDetail?id= (one
 * event, with the register button), /cooperation/eventApply?id= (the registration form),
 * /myPage/events (the member's registrations and tickets), /myPage/eventTicket?id= (one ticket,
 * printable), /myPage/eventCertificate?id= (참석 확인서, printable), /staff/checkIn?eventId= (the
 * staff's check-in page, made for a phone).
 */

export const eventKinds = [
  { label: '설명회', value: 'briefing' },
  { label: '세미나', value: 'seminar' },
  { label: '포럼', value: 'forum' },
  { label: '박람회', value: 'fair' },
  { label: '교육', value: 'training' },
  { label: '기타', value: 'other' },
] as const
export type EventKind = (typeof eventKinds)[number]['value']

/** Where the event is held: on site (place + map link), online (link), or both. */
export const eventFormats = [
  { label: '오프라인', value: 'offline' },
  { label: '온라인', value: 'online' },
  { label: '온·오프라인 병행', value: 'hybrid' },
] as const
export type EventFormat = (typeof eventFormats)[number]['value']

/**
 * Where an event stands for registration, decided by the server from its dates, seats and the staff's
 * close: 접수 예정 (window not open yet), 접수 중, 대기 접수 (full, the waiting list is open), 접수 마감
 * (window past, or staff closed it), 종료 (the event has ended).
 */
export const eventRegistrationStates = [
  { label: '접수 예정', value: 'upcoming' },
  { label: '접수 중', value: 'open' },
  { label: '대기 접수', value: 'waitlist' },
  { label: '접수 마감', value: 'closed' },
  { label: '종료', value: 'ended' },
] as const
export type EventRegistrationState = (typeof eventRegistrationStates)[number]['value']

/** A list filter: events still to come (default) or past ones. */
export const eventPeriods = [
  { label: '예정된 행사', value: 'upcoming' },
  { label: '지난 행사', value: 'past' },
] as const
export type EventPeriod = (typeof eventPeriods)[number]['value']

/**
 * `GET /api/v1/events/list` query: searchKeyword (title, summary, place, organiser), kind
 * (comma-separated), period (upcoming: ends now or later, soonest first; past: newest first),
 * pageIndex, pageSize (12 by default, at most 48).
 */
export type EventQuery = { searchKeyword?: string; kind?: string; period?: EventPeriod; pageIndex?: number; pageSize?: number }

export type EventSummary = {
  id: number
  title: string
  kind: EventKind
  kindLabel: string
  summary: string
  /** ISO instants; the page shows them in Korean time. */
  startsAt: string
  endsAt: string
  format: EventFormat
  formatLabel: string
  place: string | null
  organiser: string
  /** null: no limit. */
  capacity: number | null
  /** null when capacity is null. */
  seatsLeft: number | null
  waitingCount: number
  registrationOpensAt: string
  registrationClosesAt: string
  registrationState: EventRegistrationState
  registrationStateLabel: string
  posterUrl: string | null
}

/** A question the event asks its registrants besides the fixed fields. */
export const eventQuestionTypes = [
  { label: '단답형', value: 'text' },
  { label: '객관식(하나 선택)', value: 'choice' },
  { label: '체크박스(여러 개 선택)', value: 'checkbox' },
] as const
export type EventQuestionType = (typeof eventQuestionTypes)[number]['value']

export type EventQuestion = {
  /** Stable within the event: the answer's key. */
  id: string
  label: string
  type: EventQuestionType
  required: boolean
  /** For choice and checkbox. */
  options: string[]
}

export type EventDetail = EventSummary & {
  bodyHtml: string
  onlineUrl: string | null
  mapUrl: string | null
  contact: string | null
  files: Attachment[]
  questions: EventQuestion[]
  /** The caller's own registration that is not cancelled, so the page shows it instead of the button. */
  myRegistration: { id: number; state: EventRegistrationStatus; stateLabel: string; waitingNumber: number | null } | null
}

/** A registration's state: 참가 확정 (holds a seat), 대기 (waiting list), 취소, 참석 (checked in). */
export const eventRegistrationStatuses = [
  { label: '참가 확정', value: 'confirmed' },
  { label: '대기', value: 'waiting' },
  { label: '취소', value: 'cancelled' },
  { label: '참석', value: 'attended' },
] as const
export type EventRegistrationStatus = (typeof eventRegistrationStatuses)[number]['value']

/** Limits of the registration form, enforced by the server too. */
export const eventRegistrationLimits = { nameMax: 50, affiliationMax: 100, answerMax: 500 } as const

/** `POST /api/v1/events/:id/registrations` (members only). Answers by question id; a checkbox answer is a list. */
export type EventRegistrationInput = {
  name: string
  affiliation: string
  phone: string
  email: string
  answers: Record<string, string | string[]>
  privacyConsent: boolean
}

export type EventRegistration = {
  id: number
  event: EventSummary
  name: string
  affiliation: string
  /** Masked as everywhere personal data leaves (010-****-5678). */
  phone: string
  email: string
  answers: { questionId: string; label: string; value: string | string[] }[]
  status: EventRegistrationStatus
  statusLabel: string
  /** Place in the waiting list (1 = next), while waiting. */
  waitingNumber: number | null
  registeredAt: string
  cancelledAt: string | null
  checkedInAt: string | null
  /** Until the event starts, and not after check-in. */
  canCancel: boolean
  /** A confirmed or attended registration has a ticket. */
  hasTicket: boolean
  /** Checked in, and the event has ended. */
  canPrintCertificate: boolean
}

/**
 * `GET /api/v1/events/registrations/:id/ticket` (the owner): the ticket. `token` is what the QR code
 * encodes: signed by the server and unguessable, never the registration id; `qrSvg` is the QR code as
 * SVG markup made on the server, `qrPngUrl` the same as a PNG (the confirmation mail embeds it).
 */
export type EventTicket = {
  registrationId: number
  token: string
  qrSvg: string
  event: EventSummary
  name: string
  affiliation: string
  status: EventRegistrationStatus
  statusLabel: string
}

/** `POST /api/v1/events/:id/check-in` (staff) body: the scanned or typed token. */
export type CheckInInput = { token: string }

/**
 * The check-in's answer. 참석 처리 (`checkedIn`), 이미 입장 (`already`, with the first time), or a refusal
 * with its Korean reason: a token that is not a ticket (forged, mistyped), another event's ticket, a
 * cancelled registration, a waiting one. Refusals are 200 answers with `result` set, so the scanner
 * shows them at once; only a caller who is not staff gets 403.
 */
export const checkInResults = [
  { label: '입장 처리되었습니다', value: 'checkedIn' },
  { label: '이미 입장했습니다', value: 'already' },
  { label: '유효하지 않은 입장권입니다', value: 'invalid' },
  { label: '다른 행사의 입장권입니다', value: 'otherEvent' },
  { label: '취소된 신청입니다', value: 'cancelled' },
  { label: '대기 중인 신청입니다', value: 'waiting' },
] as const
export type CheckInResultKind = (typeof checkInResults)[number]['value']

export type CheckInResult = {
  result: CheckInResultKind
  message: string
  /** The attendee, for every answer about a real ticket of this event (name, 소속, masked phone). */
  attendee: { name: string; affiliation: string; phone: string } | null
  checkedInAt: string | null
  counts: CheckInCounts
}

/** `GET /api/v1/events/:id/check-in/counts` (staff): the live count. */
export type CheckInCounts = { registered: number; checkedIn: number; waiting: number }

/** `GET /api/v1/events/registrations/:id/certificate` (the owner, once checked in and the event ended). */
export type AttendanceCertificate = {
  certificateNo: string
  name: string
  affiliation: string
  event: { title: string; kindLabel: string; startsAt: string; endsAt: string; place: string | null; organiser: string }
  checkedInAt: string
  issuedAt: string
  issuer: string
}
