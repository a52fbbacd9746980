import { beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationCreated } from '../../contract/applications'
import type { ReservationData } from '../../contract/equipment'
import { chosenChannels, type NotificationEvent, notificationEvents } from '../../contract/notifications'
import { defaultTemplates } from '../../cms/domains/notifications/default-templates'
import { addDays, kstDateTime } from '../../cms/platform/time/kst'
import { bearer, v1 } from '../helpers/api'
import { rest } from '../helpers/access-matrix'
import { filedAdvisory, moveApplication } from '../helpers/applications'
import { waitForValue } from '../helpers/backdate'
import { appliedToCourse, createCourse, dayFrom, moveCourseApplication } from '../helpers/education'
import { book, bookingFor, cancel, createTestEquipment, memberToken, moveState, nextHalfHourSlots, staffToken, today, workingDay } from '../helpers/equipment'
import { cancelRegistration, createEvent, registered } from '../helpers/events'
import { createMembership, createTier } from '../helpers/family'
import { firstTypeId, postInput, staffAnswer, writePost } from '../helpers/member-boards'
import { createCompany, createMember, putInCompany, type TestMember } from '../helpers/members'
import { deliveriesOf, memberWithPhone, noQuietHours, phoneMessagesTo, uniqueMobile } from '../helpers/notifications'
import { completedCourse, createSurvey } from '../helpers/surveys'

/**
 * Issue 32: every event of the catalogue, made to happen the way it happens on the portal, reaches a
 * member with a verified phone and the default channels on exactly those channels — one delivery
 * each, all sent; 문자 stays back as 알림톡's fallback; the 알림톡 carries the event's template code;
 * the portal list gets one row.
 */
let staff: string

beforeAll(async () => {
  staff = await staffToken()
})

const expectOk = (response: { httpStatus: number; body: unknown }) => {
  expect(response.httpStatus, JSON.stringify(response.body)).toBe(200)
}

/** A booking of the member's on a new piece of equipment; `confirm` has staff approve it. */
const booked = async (member: TestMember, { day = workingDay(6), start = '10:00', confirm = false } = {}) => {
  const equipmentId = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30', horizonDays: 60 } })
  const response = await book<ReservationData>(await memberToken(member), bookingFor(member, equipmentId, day, [start]))
  expectOk(response)
  if (confirm) expectOk(await moveState(staff, response.body.data!.id, 'confirm'))
  return { ...response.body.data!, equipmentId, day }
}

/** The member as a 기업회원 (기술자문 takes only those), and their filed request. */
const advisoryOf = async (member: TestMember) => {
  await putInCompany(member, (await createCompany()).id, 'manager')
  return filedAdvisory(await memberToken(member))
}

const qnaPostOf = async (member: TestMember) => {
  const token = await memberToken(member)
  const written = await writePost(token, 'qna', postInput(await firstTypeId(token, 'qna'), { title: '알림 시험 질문' }))
  expectOk(written)
  return written.body.data!.id
}

/** How each event happens. */
const happenings: Record<NotificationEvent, (member: TestMember) => Promise<unknown>> = {
  'booking.received': (member) => booked(member),
  'booking.approved': (member) => booked(member, { confirm: true }),
  'booking.rejected': async (member) => expectOk(await moveState(staff, (await booked(member)).id, 'reject', '장비 점검 일정과 겹칩니다.')),
  'booking.cancelled': async (member) => expectOk(await moveState(staff, (await booked(member, { confirm: true })).id, 'cancel', '장비 고장으로 취소합니다.')),
  // From 09:00 (Seoul) the day before; the row is left out before nine (below).
  'booking.reminder-day-before': (member) => booked(member, { day: addDays(today(), 1), start: '20:00', confirm: true }),
  'booking.reminder-hours-before': (member) => {
    const [soon] = nextHalfHourSlots()
    return booked(member, { day: soon!.day, start: soon!.start, confirm: true })
  },
  'waitlist.offered': async (member) => {
    const holder = await createMember('ntfhold')
    const taken = await booked(holder)
    const waited = await v1('/equipment/waitlist', {
      method: 'POST',
      headers: bearer(await memberToken(member)),
      body: JSON.stringify(bookingFor(member, taken.equipmentId, taken.day, ['10:00'])),
    })
    expectOk(waited)
    expectOk(await cancel(await memberToken(holder), taken.id, '일정이 바뀌었습니다.'))
  },
  'application.revision-requested': async (member) =>
    expectOk(await moveApplication(staff, (await advisoryOf(member)).id, 'revision', '회사 소개 자료를 더 붙여 주세요.')),
  'application.approved': async (member) => expectOk(await moveApplication(staff, (await advisoryOf(member)).id, 'approved')),
  'application.rejected': async (member) => expectOk(await moveApplication(staff, (await advisoryOf(member)).id, 'rejected', '자문 분야가 맞지 않습니다.')),
  'course.starting-tomorrow': async (member) => {
    const courseId = await createCourse(null, { title: `내일 과정 ${Date.now().toString(36)}`, applyEnd: dayFrom(0), eduStart: dayFrom(1), eduEnd: dayFrom(2) })
    const application: ApplicationCreated = await appliedToCourse(await memberToken(member), courseId)
    expectOk(await moveCourseApplication(staff, application.id, 'approved'))
  },
  'event.seat-given': async (member) => {
    const eventId = await createEvent(1)
    const holder = await createMember('evholder')
    const taken = await registered(await memberToken(holder), eventId)
    await registered(await memberToken(member), eventId)
    expectOk(await cancelRegistration(await memberToken(holder), taken.id))
  },
  'survey.opened': async (member) => {
    await createSurvey({ course: await completedCourse([await memberToken(member)]) })
  },
  'qna.answered': async (member) => expectOk(await staffAnswer(staff, 'inquiries', await qnaPostOf(member), '답변드립니다.')),
  'post.commented': async (member) =>
    expectOk(
      await v1(`/member-boards/qna/${await qnaPostOf(member)}/comments`, {
        method: 'POST',
        headers: bearer(staff),
        body: JSON.stringify({ body: '알림 시험 댓글입니다.' }),
      }),
    ),
  'family.expiring': async (member) => {
    const company = await createCompany()
    await putInCompany(member, company.id, 'manager')
    const tier = await createTier()
    await createMembership({ company: company.id, tier: tier.id, startDate: addDays(today(), -340), endDate: addDays(today(), 25) })
  },
  'account.password-changed': async (member) =>
    expectOk(
      await v1('/mypage/change-password', {
        method: 'POST',
        headers: bearer(await memberToken(member)),
        body: JSON.stringify({ currentPassword: member.password, newPassword: 'changed1234!' }),
      }),
    ),
}

/** The rows an event makes for a member with the defaults: 문자 chosen with 알림톡 waits as its fallback. */
const expectedChannels = (event: NotificationEvent) => {
  const chosen = chosenChannels(noQuietHours, event)
  return chosen.filter((channel) => !(channel === 'sms' && chosen.includes('alimtalk'))).sort()
}

const beforeNineInSeoul = kstDateTime(new Date()).slice(11) < '09:00'

describe('every event of the catalogue', () => {
  it('has a way to happen here', () => {
    expect(Object.keys(happenings).sort()).toEqual(notificationEvents.map((event) => event.value).sort())
  })

  for (const { value: event } of notificationEvents) {
    it.skipIf(event === 'booking.reminder-day-before' && beforeNineInSeoul)(
      `${event}: one delivery on each default channel, all sent; the 알림톡 by its template; one portal row`,
      { timeout: 90_000 },
      async () => {
        const phone = uniqueMobile()
        const member = await memberWithPhone('ntfev', phone)
        await happenings[event](member)
        const expected = expectedChannels(event)

        const deliveries = await waitForValue(
          async () => {
            const rows = await deliveriesOf(staff, member.id, event)
            return rows.length >= expected.length && rows.every((row) => row.state === 'sent') ? rows : undefined
          },
          `${event} sent on ${expected.join(', ')}`,
        )
        expect(deliveries.map((row) => row.channel).sort()).toEqual(expected)

        const alimtalks = (await phoneMessagesTo(phone)).filter((message) => message.type === 'ATA' && message.templateId === defaultTemplates[event].code)
        expect(alimtalks).toHaveLength(expected.includes('alimtalk') ? 1 : 0)
        expect((await phoneMessagesTo(phone)).filter((message) => message.type !== 'ATA')).toEqual([])
        const { body } = await rest<{ docs: { event: string }[] }>(staff, `/notifications?where[member][equals]=${member.id}&limit=50&depth=0`)
        expect(body.docs.filter((row) => row.event === event)).toHaveLength(expected.includes('portal') ? 1 : 0)
      },
    )
  }
})
