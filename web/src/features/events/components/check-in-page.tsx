import type { CheckInResult, CheckInResultKind } from '@contract/events'
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useAuth } from '@/hooks/use-auth'
import { checkInCountsQueryOptions, eventListQueryOptions, eventQueryOptions, useCheckIn } from '../api/events'
import { eventWhen, isKoreaToday, koreaDateTime, koreaTime } from '../lib/event-time'
import { startQrScanner } from '../lib/qr-scanner'
import { eventMessages } from '../messages'
import classes from './check-in.module.css'

const messages = eventMessages.checkIn

/**
 * How long the camera's reads are ignored after an answer: a QR code held in front of the camera is
 * read many times a second, and the staff need a moment to read the banner before the next guest.
 */
export const SCAN_PAUSE_MS = 2500

const tone = (result: CheckInResultKind) => (result === 'checkedIn' ? 'checkedIn' : result === 'already' ? 'already' : 'refused')

function ResultBanner({ answer }: { answer: CheckInResult }) {
  const kind = tone(answer.result)
  const time = answer.checkedInAt && (kind === 'already' ? messages.firstAt(koreaTime(answer.checkedInAt)) : messages.checkedAt(koreaTime(answer.checkedInAt)))
  return (
    <div className={classes.banner} data-tone={kind} role="status" aria-live="assertive">
      <p className={classes.headline}>{messages.headline[kind]}</p>
      <p className={classes.message}>{answer.message}</p>
      {time && <p className={classes.time}>{time}</p>}
      {answer.attendee && (
        <p className={classes.attendee}>
          {messages.attendeeLine(answer.attendee.name, answer.attendee.affiliation)}
          <span className={classes.phone}> {answer.attendee.phone}</span>
        </p>
      )}
    </div>
  )
}

/** The camera's picture, read for QR codes until the page closes. */
function Scanner({ onCode }: { onCode: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  // The camera starts once; each read goes to the handler of the latest render (it knows the pending scan).
  const latest = useRef(onCode)
  useEffect(() => {
    latest.current = onCode
  })
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let stop: (() => void) | null = null
    let closed = false
    startQrScanner(video.current!, (token) => latest.current(token)).then(
      (stopScanner) => {
        if (closed) stopScanner()
        else stop = stopScanner
      },
      () => setFailed(true),
    )
    return () => {
      closed = true
      stop?.()
    }
  }, [])
  return (
    <Stack gap="xs">
      <video ref={video} className={classes.video} aria-label={messages.cameraLabel} muted playsInline />
      {failed ? (
        <Alert color="orange" variant="light">
          {messages.cameraError}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {messages.camera}
        </Text>
      )}
    </Stack>
  )
}

function TypedCode({ onCode, pending }: { onCode: (token: string) => void; pending: boolean }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return setError(messages.typedRequired)
    setError(null)
    onCode(code.trim())
    setCode('')
  }
  return (
    <form onSubmit={submit} noValidate className={classes.typed}>
      <TextInput
        label={messages.typed}
        placeholder={messages.typedPlaceholder}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error}
        autoComplete="off"
        className={classes.typedInput}
      />
      <Button type="submit" loading={pending}>
        {messages.check}
      </Button>
    </form>
  )
}

function EventCheckIn({ eventId }: { eventId: number }) {
  const auth = useAuth()
  const event = useQuery(eventQueryOptions(eventId, auth.userInfo?.login_id ?? null))
  const counts = useQuery(checkInCountsQueryOptions(eventId))
  const checkIn = useCheckIn(eventId)
  const pausedUntil = useRef(0)
  // The pause runs from the answer, not from the read: on a slow connection the banner would otherwise
  // be replaced by the next read of the same ticket the moment it arrived.
  const onScan = (token: string) => {
    if (Date.now() < pausedUntil.current) return
    pausedUntil.current = Number.POSITIVE_INFINITY
    checkIn.mutate(token, {
      onSettled: () => {
        pausedUntil.current = Date.now() + SCAN_PAUSE_MS
      },
    })
  }
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h4">
          {event.data?.title ?? ''}
        </Title>
        {event.data && (
          <Text size="sm" c="dimmed">
            {eventWhen(event.data.startsAt, event.data.endsAt)}
          </Text>
        )}
        <Anchor component={Link} to="/staff/checkIn" size="sm">
          {messages.otherEvent}
        </Anchor>
      </Stack>
      {counts.data && (
        <p className={classes.counts} data-testid="check-in-counts">
          {messages.counts(counts.data.checkedIn, counts.data.registered)}
          {counts.data.waiting > 0 && <span className={classes.waiting}> · {messages.waitingCount(counts.data.waiting)}</span>}
        </p>
      )}
      {checkIn.data && <ResultBanner answer={checkIn.data} />}
      {checkIn.error && (
        <div className={classes.banner} data-tone="refused" role="alert">
          <p className={classes.headline}>{messages.headline.refused}</p>
          <p className={classes.message}>{checkIn.error.message || messages.failed}</p>
        </div>
      )}
      <Scanner onCode={onScan} />
      <TypedCode onCode={(token) => checkIn.mutate(token)} pending={checkIn.isPending} />
    </Stack>
  )
}

/** Without an event in the address: today's events first, then the next ones. */
function EventPicker() {
  const list = useQuery(eventListQueryOptions({}))
  if (list.isPending) return null
  if (list.error) return <Alert color="red">{list.error.message}</Alert>
  const events = [...list.data.list].sort((a, b) => Number(isKoreaToday(b.startsAt, b.endsAt)) - Number(isKoreaToday(a.startsAt, a.endsAt)))
  if (events.length === 0) return <Text c="dimmed">{messages.noEvents}</Text>
  return (
    <Stack gap="sm">
      <Text id="check-in-pick">{messages.pickEvent}</Text>
      <ul className={classes.picker} aria-labelledby="check-in-pick">
        {events.map((event) => (
          <li key={event.id}>
            <Link to="/staff/checkIn" search={{ eventId: event.id }} className={classes.pick}>
              <span className={classes.pickTitle}>
                {isKoreaToday(event.startsAt, event.endsAt) && <span className={classes.today}>{messages.today}</span>}
                {event.title}
              </span>
              <span className={classes.pickWhen}>{koreaDateTime(event.startsAt)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  )
}

/**
 * /staff/checkIn?eventId=: the door's page, made for a phone. The camera reads each ticket's QR code
 * (a typed code when it cannot), the answer shows as a big coloured banner with the attendee, and the
 * count of who is in refreshes after each scan and every 10 seconds. The server decides who is staff;
 * the page only spares a member the camera prompt.
 */
export function CheckInPage({ eventId }: { eventId?: number }) {
  const auth = useAuth()
  const role = auth.userInfo?.role
  if (role !== 'staff' && role !== 'admin')
    return (
      <Alert color="red" variant="light" role="alert">
        {messages.staffOnly}
      </Alert>
    )
  return eventId ? <EventCheckIn eventId={eventId} key={eventId} /> : <EventPicker />
}
