import { describe, expect, it } from 'vitest'
import type { MyNotification, NotificationPreferencesView } from '../../contract/notification-inbox'
import { bearer, v1 } from '../helpers/api'
import { backdate } from '../helpers/backdate'
import { memberToken } from '../helpers/equipment'
import { createMember } from '../helpers/members'
import { deliverNotifications, myNotifications, unreadCount } from '../helpers/notifications'

const signedInMember = async (prefix: string) => {
  const member = await createMember(prefix)
  return { member, token: await memberToken(member) }
}

const post = <T>(token: string, path: string) => v1<T>(path, { method: 'POST', headers: bearer(token) })

const preferences = (token: string) => v1<NotificationPreferencesView>('/mypage/notification-preferences', { headers: bearer(token) })
const savePreferences = (token: string, body: unknown) =>
  v1<NotificationPreferencesView>('/mypage/notification-preferences', { method: 'PUT', headers: bearer(token), body: JSON.stringify(body) })

const channelsOf = (view: NotificationPreferencesView, event: string) => view.events.find((row) => row.event === event)?.channels
const quiet = { enabled: true, start: '22:00', end: '07:30' }

describe('my notifications', () => {
  it('list only my own, newest first and paged, each with its unread flag', async () => {
    const mine = await signedInMember('inbox')
    const other = await signedInMember('inboxo')
    await deliverNotifications(mine.member.id, [
      { title: '첫 번째 알림', link: '/myPage/equ' },
      { title: '두 번째 알림', event: 'qna.answered', link: '/myPage/myQna' },
      { title: '세 번째 알림' },
    ])
    await deliverNotifications(other.member.id, [{ title: '다른 회원의 알림' }])

    const { httpStatus, body } = await myNotifications(mine.token, '?pageNum=1&pageSize=2')
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({ cnt_total: 3, page_cnt: 2 })
    expect(body.data!.list.map((row) => row.title)).toEqual(['세 번째 알림', '두 번째 알림'])
    expect(body.data!.list[1]).toMatchObject({ event: 'qna.answered', link: '/myPage/myQna', read: false, readAt: null })
    const second = await myNotifications(mine.token, '?pageNum=2&pageSize=2')
    expect(second.body.data!.list.map((row) => row.title)).toEqual(['첫 번째 알림'])
    expect((await myNotifications(other.token)).body.data!.list.map((row) => row.title)).toEqual(['다른 회원의 알림'])
  })

  it('count my unread ones; marking one read counts down, and another member cannot mark mine', async () => {
    const mine = await signedInMember('inboxc')
    const other = await signedInMember('inboxd')
    await deliverNotifications(mine.member.id, [{ title: '가' }, { title: '나' }])
    expect(await unreadCount(mine.token)).toBe(2)
    const [newest] = (await myNotifications(mine.token)).body.data!.list

    const refused = await post(other.token, `/mypage/notifications/${newest!.id}/read`)
    expect(refused.httpStatus).toBe(404)
    expect(refused.body.status.message).toBe('알림을 찾을 수 없습니다.')
    expect(await unreadCount(mine.token)).toBe(2)

    const marked = await post<MyNotification>(mine.token, `/mypage/notifications/${newest!.id}/read`)
    expect(marked.httpStatus).toBe(200)
    expect(marked.body.data).toMatchObject({ id: newest!.id, read: true })
    expect(marked.body.data!.readAt).toEqual(expect.any(String))
    expect(await unreadCount(mine.token)).toBe(1)
    // Reading it again keeps the first time it was read.
    const again = await post<MyNotification>(mine.token, `/mypage/notifications/${newest!.id}/read`)
    expect(again.body.data!.readAt).toBe(marked.body.data!.readAt)
  })

  it('mark all of mine read and none of anyone else', async () => {
    const mine = await signedInMember('inboxa')
    const other = await signedInMember('inboxb')
    await deliverNotifications(mine.member.id, [{ title: '하나' }, { title: '둘' }, { title: '셋' }])
    await deliverNotifications(other.member.id, [{ title: '남의 것' }])

    const { httpStatus, body } = await post<{ marked: number }>(mine.token, '/mypage/notifications/read-all')
    expect(httpStatus).toBe(200)
    expect(body.data).toEqual({ marked: 3 })
    expect(await unreadCount(mine.token)).toBe(0)
    expect((await myNotifications(mine.token)).body.data!.list.every((row) => row.read)).toBe(true)
    expect(await unreadCount(other.token)).toBe(1)
  })

  it('refuse a broken id in Korean, and guests', async () => {
    const { token } = await signedInMember('inboxe')
    const broken = await post(token, '/mypage/notifications/abc/read')
    expect(broken.httpStatus).toBe(400)
    expect(broken.body.status.message).toBe('잘못된 알림 번호입니다.')
    expect((await v1('/mypage/notifications')).httpStatus).toBe(401)
    expect((await v1('/mypage/notifications/unread-count')).httpStatus).toBe(401)
    expect((await v1('/mypage/notifications/read-all', { method: 'POST' })).httpStatus).toBe(401)
    expect((await v1('/mypage/notification-preferences')).httpStatus).toBe(401)
  })
})

describe('my notification preferences', () => {
  it('start from the catalogue defaults and say why 알림톡·문자 are closed without a verified phone', async () => {
    const { token } = await signedInMember('prefd')
    const { body } = await preferences(token)
    expect(channelsOf(body.data!, 'post.commented')).toEqual(['portal'])
    expect(body.data!.events.find((row) => row.event === 'account.password-changed')).toMatchObject({ locked: ['email'], urgent: true })
    expect(body.data).toMatchObject({ quietHours: { enabled: true, start: '21:00', end: '08:00' }, phoneVerified: false })
    expect(body.data!.phoneNotice).toBe('휴대폰 번호를 인증하면 알림톡·문자를 받을 수 있습니다.')
  })

  it('round-trip what a verified member chose, keep a locked channel on, and keep events not sent', async () => {
    const { member, token } = await signedInMember('prefr')
    await backdate([{ table: 'users', column: 'phone_verified_at', id: member.id, at: new Date().toISOString() }])
    const saved = await savePreferences(token, {
      channels: { 'booking.approved': ['email', 'portal'], 'qna.answered': ['sms'], 'account.password-changed': ['portal'] },
      quietHours: quiet,
    })
    expect(saved.httpStatus).toBe(200)
    expect(saved.body.data!.phoneVerified).toBe(true)
    expect(saved.body.data!.phoneNotice).toBeNull()

    const { body } = await preferences(token)
    expect(channelsOf(body.data!, 'booking.approved')).toEqual(['email', 'portal'])
    expect(channelsOf(body.data!, 'qna.answered')).toEqual(['sms'])
    expect(channelsOf(body.data!, 'account.password-changed')).toEqual(['email', 'portal'])
    expect(body.data!.quietHours).toEqual(quiet)

    await savePreferences(token, { channels: { 'post.commented': [] }, quietHours: { ...quiet, enabled: false } })
    const later = (await preferences(token)).body.data!
    expect(channelsOf(later, 'post.commented')).toEqual([])
    expect(channelsOf(later, 'booking.approved')).toEqual(['email', 'portal'])
    expect(later.quietHours.enabled).toBe(false)
  })

  it('refuse 알림톡·문자 changes before the phone is verified, and allow the other channels', async () => {
    const { token } = await signedInMember('prefp')
    const refused = await savePreferences(token, { channels: { 'post.commented': ['portal', 'alimtalk'] }, quietHours: quiet })
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.status.message).toBe('휴대폰 번호를 인증하면 알림톡·문자를 받을 수 있습니다.')
    // The defaults' phone channels travel unchanged with an e-mail change.
    const allowed = await savePreferences(token, { channels: { 'booking.approved': ['alimtalk', 'sms', 'portal'] }, quietHours: quiet })
    expect(allowed.httpStatus).toBe(200)
    expect(channelsOf(allowed.body.data!, 'booking.approved')).toEqual(['alimtalk', 'sms', 'portal'])
  })

  it.each([
    [{ channels: { 'booking.teleported': ['email'] }, quietHours: quiet }, '알 수 없는 알림 종류입니다: booking.teleported'],
    [{ channels: { 'booking.approved': ['fax'] }, quietHours: quiet }, '알 수 없는 알림 채널입니다: fax (email, alimtalk, sms, portal 중에서 고르세요)'],
    [{ channels: { 'booking.approved': 'email' }, quietHours: quiet }, '알림 채널은 목록으로 보내 주세요.'],
    [{ channels: {}, quietHours: { ...quiet, start: '25:00' } }, '알림 받지 않는 시간의 시작 시각은 00:00부터 23:59까지의 시:분(예: 21:00)으로 입력해 주세요.'],
    [{ channels: {}, quietHours: { ...quiet, end: '7:30' } }, '알림 받지 않는 시간의 끝 시각은 00:00부터 23:59까지의 시:분(예: 21:00)으로 입력해 주세요.'],
    [{ channels: {}, quietHours: { ...quiet, end: '22:00' } }, '알림 받지 않는 시간의 시작과 끝 시각이 같습니다. 다른 시각을 입력해 주세요.'],
    [{ channels: {} }, '알림 받지 않는 시간을 보내 주세요.'],
  ])('refuse %j in Korean and save nothing', async (input, message) => {
    const { token } = await signedInMember('prefx')
    const before = (await preferences(token)).body.data
    const { httpStatus, body } = await savePreferences(token, {
      ...input,
      channels: { 'post.commented': ['email', 'portal'], ...(input as { channels: object }).channels },
    })
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe(message)
    expect((await preferences(token)).body.data).toEqual(before)
  })
})
