import { beforeAll, describe, expect, it } from 'vitest'
import { adminLogin, createMember, type TestMember } from '../helpers/members'
import {
  cancelRegistration,
  certificateOf,
  checkIn,
  checkInCounts,
  createEvent,
  hoursFrom,
  registered,
  ticketOf,
  tokenOf,
  updateEvent,
} from '../helpers/events'
import { memberToken, staffToken } from '../helpers/equipment'

let members: TestMember[]
let tokens: string[]
let staff: string
let otherStaff: string

beforeAll(async () => {
  members = await Promise.all(Array.from({ length: 8 }, (_, index) => createMember(`evin${index}`)))
  tokens = await Promise.all(members.map(memberToken))
  staff = await staffToken()
  otherStaff = await adminLogin()
}, 120_000)

/** A token of the same shape the server did not sign: the first character of the signature changed. */
const forged = (token: string) => {
  const at = token.lastIndexOf('.') + 1
  return token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1)
}

describe('the ticket', () => {
  it('encodes a signed token that is not the registration id, with the QR code as SVG', async () => {
    const eventId = await createEvent(10)
    const registration = await registered(tokens[0]!, eventId)
    const { body } = await ticketOf(tokens[0]!, registration.id)
    expect(body.data).toMatchObject({ registrationId: registration.id, name: '한가람', status: 'confirmed', statusLabel: '참가 확정' })
    expect(body.data!.token).toMatch(/^EVT1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(body.data!.token.split('.')).not.toContain(String(registration.id))
    // The same ticket every time it is opened or printed.
    expect((await ticketOf(tokens[0]!, registration.id)).body.data!.token).toBe(body.data!.token)
    expect(body.data!.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect((await ticketOf(tokens[1]!, registration.id)).httpStatus).toBe(404)
  })

  it('a waiting registration has no ticket yet', async () => {
    const eventId = await createEvent(1)
    await registered(tokens[1]!, eventId)
    const waiting = await registered(tokens[2]!, eventId)
    expect((await ticketOf(tokens[2]!, waiting.id)).body.status.message).toBe('참가가 확정된 신청만 입장권이 있습니다.')
  })
})

describe('checking in', () => {
  it('marks 참석 once, and a second scan answers 이미 입장 with the first time', async () => {
    const eventId = await createEvent(10)
    const registration = await registered(tokens[3]!, eventId)
    const token = await tokenOf(tokens[3]!, registration.id)
    const first = (await checkIn(staff, eventId, token)).body.data!
    expect(first).toMatchObject({
      result: 'checkedIn',
      message: '입장 처리되었습니다',
      attendee: { name: '한가람', affiliation: '새솔테크', phone: '010-****-3333' },
    })
    expect(first.counts).toEqual({ registered: 1, checkedIn: 1, waiting: 0 })
    const again = (await checkIn(staff, eventId, token)).body.data!
    expect(again).toMatchObject({ result: 'already', message: '이미 입장했습니다', checkedInAt: first.checkedInAt })
  })

  it('two staff scanning the same ticket at once: exactly one 참석', async () => {
    const eventId = await createEvent(10)
    const registration = await registered(tokens[4]!, eventId)
    const token = await tokenOf(tokens[4]!, registration.id)
    const answers = await Promise.all([checkIn(staff, eventId, token), checkIn(otherStaff, eventId, token)])
    const results = answers.map((answer) => answer.body.data!)
    expect(results.map((result) => result.result).sort()).toEqual(['already', 'checkedIn'])
    expect(results[0]!.checkedInAt).toBe(results[1]!.checkedInAt)
    expect((await checkInCounts(staff, eventId)).body.data).toEqual({ registered: 1, checkedIn: 1, waiting: 0 })
  })

  it('refuses a forged or made-up code, another event’s ticket and a cancelled registration with the reason', async () => {
    const eventId = await createEvent(1)
    const otherEventId = await createEvent(10)
    const seated = await registered(tokens[5]!, eventId)
    const token = await tokenOf(tokens[5]!, seated.id)
    const waiting = await registered(tokens[6]!, eventId)
    const otherTicket = await tokenOf(tokens[6]!, (await registered(tokens[6]!, otherEventId)).id)

    const answerTo = async (code: string) => (await checkIn(staff, eventId, code)).body.data!
    expect(await answerTo(forged(token))).toMatchObject({ result: 'invalid', message: '유효하지 않은 입장권입니다', attendee: null })
    expect(await answerTo(String(seated.id))).toMatchObject({ result: 'invalid', attendee: null })
    expect(await answerTo(otherTicket)).toMatchObject({ result: 'otherEvent', message: '다른 행사의 입장권입니다', attendee: null })

    // The cancel seats the waiting registration, whose ticket then passes.
    await cancelRegistration(tokens[5]!, seated.id)
    expect(await answerTo(token)).toMatchObject({ result: 'cancelled', message: '취소된 신청입니다', attendee: { name: '한가람' } })
    const seatedNow = await tokenOf(tokens[6]!, waiting.id)
    expect(await answerTo(seatedNow)).toMatchObject({ result: 'checkedIn' })
  })

  it('a ticket replayed after a cancel and a new registration is refused; the new ticket passes', async () => {
    const eventId = await createEvent(10)
    const first = await registered(tokens[1]!, eventId)
    const oldToken = await tokenOf(tokens[1]!, first.id)
    await cancelRegistration(tokens[1]!, first.id)
    const second = await registered(tokens[1]!, eventId)
    const newToken = await tokenOf(tokens[1]!, second.id)
    expect(newToken).not.toBe(oldToken)
    expect((await checkIn(staff, eventId, oldToken)).body.data!.result).toBe('cancelled')
    expect((await checkIn(staff, eventId, newToken)).body.data!.result).toBe('checkedIn')
  })

  it('only staff check in: a member is refused with 403', async () => {
    const eventId = await createEvent(10)
    const registration = await registered(tokens[2]!, eventId)
    const answer = await checkIn(tokens[2]!, eventId, await tokenOf(tokens[2]!, registration.id))
    expect(answer.httpStatus).toBe(403)
  })
})

describe('the attendance certificate', () => {
  it('only for a checked-in registration once the event ended, with a stable number', async () => {
    const eventId = await createEvent(10)
    const attended = await registered(tokens[3]!, eventId)
    const absent = await registered(tokens[4]!, eventId)
    await checkIn(staff, eventId, await tokenOf(tokens[3]!, attended.id))
    const notYet = await certificateOf(tokens[3]!, attended.id)
    expect([notYet.httpStatus, notYet.body.status.message]).toEqual([409, '행사가 끝난 뒤, 현장에서 입장 확인된 신청만 참석 확인서를 받을 수 있습니다.'])
    await updateEvent(eventId, { registrationOpensAt: hoursFrom(-72), registrationClosesAt: hoursFrom(-50), startsAt: hoursFrom(-48), endsAt: hoursFrom(-46) })
    expect((await certificateOf(tokens[4]!, absent.id)).httpStatus).toBe(409)
    const first = (await certificateOf(tokens[3]!, attended.id)).body.data!
    expect(first).toMatchObject({ name: '한가람', affiliation: '새솔테크', issuer: '새솔대학교 산학협력단장', event: { kindLabel: '설명회' } })
    expect(first.certificateNo).toMatch(/^EV-\d{4}-\d{4,}-\d{5,}$/)
    expect((await certificateOf(tokens[3]!, attended.id)).body.data!.certificateNo).toBe(first.certificateNo)
    expect((await certificateOf(tokens[4]!, attended.id)).httpStatus).toBe(404)
  })
})
