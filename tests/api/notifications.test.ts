import { beforeAll, describe, expect, it } from 'vitest'
import type { ReservationData } from '../../contract/equipment'
import { seedUsernames } from '../../seed/data/accounts'
import { kstDateTime } from '../../cms/platform/time/kst'
import { bearer, portalUrl, v1 } from '../helpers/api'
import { rest } from '../helpers/access-matrix'
import { backdate, waitForValue } from '../helpers/backdate'
import { book, bookingFor, createTestEquipment, memberToken, moveState, staffToken, workingDay } from '../helpers/equipment'
import { mailsTo, waitForMail } from '../helpers/mailbox'
import { appliedToCourse, createCourse, dayFrom, moveCourseApplication } from '../helpers/education'
import { adminLogin, type TestMember } from '../helpers/members'
import { deliveriesOf, memberWithPhone, phoneMessagesTo, uniqueMobile, waitForDelivery, waitForPhoneMessage } from '../helpers/notifications'

let staff: string

beforeAll(async () => {
  staff = await staffToken()
})

/** A booking of the member's, made and then moved by staff to `to`. */
const bookingMovedTo = async (member: TestMember, to: 'confirm' | 'reject', reason?: string) => {
  const token = await memberToken(member)
  const equipmentId = await createTestEquipment()
  const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, workingDay(6), ['10:00']))
  expect(booked.httpStatus).toBe(200)
  expect((await moveState(staff, booked.body.data!.id, to, reason)).httpStatus).toBe(200)
  return booked.body.data!
}

const minutesFromNow = (minutes: number) => kstDateTime(new Date(Date.now() + minutes * 60_000)).slice(11)

type Template = { id: number; event: string; alimtalkText: string }

const templateOf = async (event: string) => {
  const { body } = await rest<{ docs: Template[] }>(staff, `/notification-templates?where[event][equals]=${event}&depth=0`)
  return body.docs[0]!
}

const editTemplate = (id: number, data: Partial<Template>) => rest(staff, `/notification-templates/${id}`, { method: 'PATCH', body: JSON.stringify(data) })

describe('notifications of a booking', () => {
  it('an approval reaches the member once by e-mail, 알림톡 and the portal, with 문자 held back as the fallback', { timeout: 60_000 }, async () => {
    const phone = uniqueMobile()
    const member = await memberWithPhone('ntfok', phone)
    const booking = await bookingMovedTo(member, 'confirm')

    const alimtalk = await waitForPhoneMessage(phone, 'ATA', new RegExp(booking.reservationNo))
    expect(alimtalk.templateId).toBe('SANHAK_BOOKING_APPROVED')
    expect(alimtalk.text).toContain('장비 예약이 승인되었습니다')
    expect(alimtalk.variables['#{예약번호}']).toBe(booking.reservationNo)
    const mail = await waitForMail(portalUrl(), member.email, { subject: /장비 예약이 승인되었습니다/ })
    // The mail keeps the wording it had before the notification service.
    expect(mail.text).toContain(`${member.name}님, 안녕하세요.`)
    expect(mail.text).toContain(`예약번호: ${booking.reservationNo}`)
    await waitForDelivery(staff, member.id, 'booking.approved', 'portal', 'sent')

    const approved = await deliveriesOf(staff, member.id, 'booking.approved')
    expect(approved.map((delivery) => delivery.channel).sort()).toEqual(['alimtalk', 'email', 'portal'])
    const sentAlimtalk = approved.find((delivery) => delivery.channel === 'alimtalk')!
    expect(sentAlimtalk.recipient).toBe(`010-****-${phone.slice(-4)}`)
    expect(sentAlimtalk.providerMessageId).toBe(alimtalk.id)
    expect(approved.find((delivery) => delivery.channel === 'email')!.recipient).toMatch(/^n\*\*\*@example\.com$/)
    // The log never carries what was sent, nor the address itself.
    expect(JSON.stringify(approved)).not.toContain(phone)
    expect(JSON.stringify(approved)).not.toContain(member.email)
    expect(approved[0]!.message).toBeUndefined()

    const { body } = await rest<{ docs: { title: string; link: string; event: string }[] }>(await memberToken(member), '/notifications?depth=0')
    expect(body.docs.find((row) => row.event === 'booking.approved')).toMatchObject({
      title: '장비 예약이 승인되었습니다',
      link: `/myPage/equ?id=${booking.id}`,
    })
    expect(await phoneMessagesTo(phone)).toHaveLength(1)
  })

  it('a refused 알림톡 (a number without KakaoTalk) fails visibly and goes by 문자 instead', { timeout: 60_000 }, async () => {
    const phone = uniqueMobile(true)
    const member = await memberWithPhone('ntfrefuse', phone)
    const booking = await bookingMovedTo(member, 'confirm')

    const text = await waitForPhoneMessage(phone, 'SMS/LMS')
    expect(text.text).toContain(booking.reservationNo)
    const failed = await waitForDelivery(staff, member.id, 'booking.approved', 'alimtalk', 'failed')
    expect(failed.error).toMatch(/[가-힣]/)
    const sms = await waitForDelivery(staff, member.id, 'booking.approved', 'sms', 'sent')
    expect(sms.fallbackOf).toBe(failed.id)
    expect((await phoneMessagesTo(phone)).filter((message) => message.type === 'ATA')).toHaveLength(0)
  })

  it('a channel the member turned off gets nothing', { timeout: 60_000 }, async () => {
    const phone = uniqueMobile()
    const member = await memberWithPhone('ntfpref', phone, {
      channels: { 'booking.approved': ['email'] },
      quietHours: { enabled: false, start: '21:00', end: '08:00' },
    })
    await bookingMovedTo(member, 'confirm')
    await waitForMail(portalUrl(), member.email, { subject: /장비 예약이 승인되었습니다/ })
    // The rows are written when it happens: no row, no send, whenever the job runs.
    expect((await deliveriesOf(staff, member.id, 'booking.approved')).map((delivery) => delivery.channel)).toEqual(['email'])
    expect(await phoneMessagesTo(phone)).toEqual([])
  })

  it('quiet hours hold 알림톡 until the window ends, while e-mail goes at once', { timeout: 60_000 }, async () => {
    const phone = uniqueMobile()
    const quietHours = { enabled: true, start: minutesFromNow(-60), end: minutesFromNow(60) }
    const member = await memberWithPhone('ntfquiet', phone, { quietHours })
    const booking = await bookingMovedTo(member, 'confirm')

    const held = await waitForDelivery(staff, member.id, 'booking.approved', 'alimtalk', 'held')
    await waitForMail(portalUrl(), member.email, { subject: /장비 예약이 승인되었습니다/ })
    const { body } = await rest<{ docs: { id: number; waitUntil: string; input: { delivery: number } }[] }>(
      staff,
      '/payload-jobs?where[taskSlug][equals]=sendNotification&limit=200&sort=-createdAt&depth=0',
    )
    const job = body.docs.find((doc) => doc.input.delivery === held.id)!
    // The end of the window, to the minute (Seoul).
    expect(kstDateTime(new Date(job.waitUntil)).slice(11)).toBe(quietHours.end)
    expect(new Date(job.waitUntil).getTime()).toBeGreaterThan(Date.now())
    expect(await phoneMessagesTo(phone)).toEqual([])

    // The morning comes: the job is due, and the held 알림톡 leaves.
    await backdate([{ table: 'payload_jobs', column: 'wait_until', id: job.id, at: new Date(Date.now() - 1000).toISOString() }])
    await waitForPhoneMessage(phone, 'ATA', new RegExp(booking.reservationNo))
    await waitForDelivery(staff, member.id, 'booking.approved', 'alimtalk', 'sent')
  })
})

describe('templates and the delivery log', () => {
  it('a 알림톡 whose template has a #{변수} the event does not fill is refused, shown, and sent again once fixed', { timeout: 90_000 }, async () => {
    const template = await templateOf('booking.rejected')
    const approvedText = template.alimtalkText
    expect((await editTemplate(template.id, { alimtalkText: `${approvedText}\n담당자: #{담당자}` })).httpStatus).toBe(200)
    let failedId = 0
    let memberId: number | undefined
    const phone = uniqueMobile()
    try {
      const member = await memberWithPhone('ntfvar', phone)
      await bookingMovedTo(member, 'reject', '해당 일자에 장비 점검이 잡혔습니다.')
      const failed = await waitForDelivery(staff, member.id, 'booking.rejected', 'alimtalk', 'failed')
      failedId = failed.id
      memberId = member.id
      expect(failed.error).toContain('#{담당자}')
      // The member still hears of it, by 문자.
      await waitForDelivery(staff, member.id, 'booking.rejected', 'sms', 'sent')
      expect((await phoneMessagesTo(phone)).filter((message) => message.type === 'ATA')).toHaveLength(0)
    } finally {
      expect((await editTemplate(template.id, { alimtalkText: approvedText })).httpStatus).toBe(200)
    }

    const member = await memberWithPhone('ntfnot', uniqueMobile())
    const byMember = await v1(`/notification-deliveries/${failedId}/resend`, { method: 'POST', headers: bearer(await memberToken(member)) })
    expect(byMember.httpStatus).toBe(403)
    const resent = await v1<{ state: string }>(`/notification-deliveries/${failedId}/resend`, { method: 'POST', headers: bearer(staff) })
    expect(resent.httpStatus).toBe(200)
    // The 접속기록 names who sent the member's message again.
    const { body: logged } = await rest<{ docs: { loginId: string; action: string; subjectId: number; reason: string }[] }>(
      await adminLogin(),
      `/access-logs?where[collection][equals]=notification-deliveries&where[recordId][equals]=${failedId}&depth=0`,
    )
    expect(logged.docs).toEqual([expect.objectContaining({ loginId: seedUsernames.staff, action: 'update', subjectId: memberId, reason: '알림 다시 보내기' })])
    const alimtalk = await waitForPhoneMessage(phone, 'ATA')
    expect(alimtalk.text).toContain('해당 일자에 장비 점검이 잡혔습니다.')
    const again = await v1(`/notification-deliveries/${failedId}/resend`, { method: 'POST', headers: bearer(staff) })
    await waitForValue(
      async () => ((await rest<{ state: string }>(staff, `/notification-deliveries/${failedId}`)).body.state === 'sent' ? true : undefined),
      'resent',
    )
    expect(again.httpStatus).toBe(409)
    expect(again.body.status.message).toBe('실패한 발송이나 10분 넘게 발송 중에 멈춘 발송만 다시 보낼 수 있습니다.')
  })

  it('counts sent notifications per month and channel, for staff only', { timeout: 30_000 }, async () => {
    const counts = await v1<{ month: string; counts: Record<string, number>; total: number }[]>('/notification-deliveries/counts', { headers: bearer(staff) })
    expect(counts.httpStatus).toBe(200)
    const thisMonth = counts.body.data!.find((row) => row.month === kstDateTime(new Date()).slice(0, 7))!
    expect(thisMonth.counts.email).toBeGreaterThan(0)
    expect(thisMonth.total).toBe(Object.values(thisMonth.counts).reduce((sum, count) => sum + count, 0))
    expect((await v1('/notification-deliveries/counts')).httpStatus).toBe(401)
  })
})

describe('scheduled notifications', () => {
  /** An approved application of the member's to a new course starting tomorrow, and the course's title. */
  const approvedForTomorrow = async (member: TestMember) => {
    const title = `내일 과정 ${Date.now().toString(36)}`
    const courseId = await createCourse(null, { title, applyEnd: dayFrom(0), eduStart: dayFrom(1), eduEnd: dayFrom(2) })
    const application = await appliedToCourse(await memberToken(member), courseId)
    expect((await moveCourseApplication(staff, application.id, 'approved')).httpStatus).toBe(200)
    return { title, applicationId: application.id }
  }

  it('a course starting tomorrow is announced once per application, however often the job runs', { timeout: 90_000 }, async () => {
    const phone = uniqueMobile()
    const member = await memberWithPhone('ntfcourse', phone)
    const first = await approvedForTomorrow(member)
    const mail = await waitForMail(portalUrl(), member.email, { subject: new RegExp(first.title), timeoutMs: 30_000 })
    expect(mail.subject).toContain('내일 시작됩니다')
    expect(mail.text).toContain('교육 장소: 산학협력관 301호')
    await waitForPhoneMessage(phone, 'ATA', new RegExp(`내일 시작됩니다[\\s\\S]*${first.title}`))

    // A second course's notice proves the job ran again after the first's; the first still has one of each.
    const second = await approvedForTomorrow(member)
    await waitForMail(portalUrl(), member.email, { subject: new RegExp(second.title), timeoutMs: 30_000 })
    const deliveries = (await deliveriesOf(staff, member.id, 'course.starting-tomorrow')).filter((delivery) =>
      delivery.key.includes(`:${first.applicationId}:`),
    )
    expect(deliveries.map((delivery) => delivery.channel).sort()).toEqual(['alimtalk', 'email', 'portal'])
    expect((await mailsTo(portalUrl(), member.email)).filter((each) => each.subject.includes(first.title))).toHaveLength(1)
    // The approval's own 알림톡 names the course too.
    const reminders = (await phoneMessagesTo(phone)).filter((message) => message.templateId === 'SANHAK_COURSE_TOMORROW')
    expect(reminders.filter((message) => message.text.includes(first.title))).toHaveLength(1)
  })
})
