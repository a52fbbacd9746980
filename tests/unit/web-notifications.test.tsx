import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MyNotification, NotificationPreferencesView } from '@contract/notification-inbox'
import { chosenChannels, defaultQuietHours, notificationEvents } from '@contract/notifications'
import { UNREAD_REFRESH_MS, unreadCountQueryOptions } from '@/features/notifications/api/notifications'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { NotificationPreferencesPage } from '@/features/notifications/components/notification-preferences-page'
import type { Answer } from '../helpers/fake-api'
import { renderInRouter, toasterText } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const notification = (id: number, title: string, read = false): MyNotification => ({
  id,
  event: 'booking.approved',
  title,
  body: '',
  link: '/myPage/equ',
  read,
  readAt: read ? '2026-11-26T01:00:00.000Z' : null,
  createdAt: `2026-11-2${id}T01:00:00.000Z`,
})

const view = (phoneVerified: boolean): NotificationPreferencesView => ({
  events: notificationEvents.map((definition) => ({
    event: definition.value,
    label: definition.label,
    group: definition.group,
    channels: chosenChannels({}, definition.value),
    locked: 'locked' in definition ? [...definition.locked] : [],
    urgent: 'urgent' in definition && definition.urgent,
  })),
  quietHours: defaultQuietHours,
  phoneVerified,
  phoneNotice: phoneVerified ? null : '휴대폰 번호를 인증하면 알림톡·문자를 받을 수 있습니다.',
})

/** The first render loads Mantine's table, popover and the query client: slow on a busy two-core machine. */
const firstPaint = { timeout: 15_000 }

const api = signedInMemberWithFakeApi()
let unread = 0

beforeEach(() => {
  unread = 3
  const { answers } = api()
  answers['GET /mypage/notifications/unread-count'] = () => ({ data: { unread } })
  answers['GET /mypage/notifications'] = {
    data: { list: [notification(2, '장비 예약이 승인되었습니다'), notification(1, '지난 알림', true)], cnt_total: 2, page_cnt: 1 },
  }
  answers['POST /mypage/notifications/2/read'] = () => {
    unread -= 1
    return { data: { ...notification(2, '장비 예약이 승인되었습니다'), read: true } }
  }
  answers['GET /mypage/notification-preferences'] = { data: view(false) }
  answers['PUT /mypage/notification-preferences'] = { data: view(false) }
})

const phoneVerifiedWith = (save: Answer) => {
  api().answers['GET /mypage/notification-preferences'] = { data: view(true) }
  api().answers['PUT /mypage/notification-preferences'] = save
}

const savedBody = () => api().sentTo('PUT', '/mypage/notification-preferences')[0]!.body as { channels: Record<string, string[]>; quietHours: object }

describe('the header bell', { timeout: 30_000 }, () => {
  it('shows the unread count, lists the latest in its popover, and counts down when one is opened', async () => {
    await renderInRouter(<NotificationBell />)
    const bell = await screen.findByRole('button', { name: '알림, 읽지 않은 알림 3건' }, firstPaint)
    expect(screen.getByTestId('notification-count').textContent).toBe('3')

    fireEvent.click(bell)
    const latest = await screen.findByRole('button', { name: '장비 예약이 승인되었습니다 (읽지 않음) 열기' }, firstPaint)
    const listQuery = api().sentTo('GET', '/mypage/notifications')[0]!.query
    expect([listQuery.get('pageNum'), listQuery.get('pageSize')]).toEqual(['1', '5'])
    expect(screen.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe('/myPage/notifications')

    fireEvent.click(latest)
    await waitFor(() => expect(screen.getByRole('button', { name: '알림, 읽지 않은 알림 2건' })).toBeTruthy())
    expect(api().sentTo('POST', '/mypage/notifications/2/read')).toHaveLength(1)
  })

  it('shows no badge without unread notifications, and asks again no more often than once a minute', async () => {
    unread = 0
    await renderInRouter(<NotificationBell />)
    expect(await screen.findByRole('button', { name: '알림' }, firstPaint)).toBeTruthy()
    expect(screen.queryByTestId('notification-count')).toBeNull()
    const options = unreadCountQueryOptions()
    expect(options.refetchInterval).toBe(UNREAD_REFRESH_MS)
    expect(UNREAD_REFRESH_MS).toBeGreaterThanOrEqual(60_000)
    expect(options.refetchOnWindowFocus).toBe(true)
  })
})

const box = (event: string, channel: string) => document.querySelector<HTMLInputElement>(`input[data-event="${event}"][data-channel="${channel}"]`)!

describe('the notification preferences form', { timeout: 30_000 }, () => {
  it('keeps the locked e-mail on, closes 알림톡·문자 without a verified phone, and saves the choice with the quiet hours', async () => {
    await renderInRouter(<NotificationPreferencesPage />)
    expect(await screen.findByTestId('phone-notice', {}, firstPaint)).toBeTruthy()
    expect(within(screen.getByTestId('phone-notice')).getByRole('link', { name: '회원정보에서 휴대폰 번호 인증하기' }).getAttribute('href')).toBe(
      '/myPage/myInfo',
    )

    expect(box('account.password-changed', 'email').checked).toBe(true)
    expect(box('account.password-changed', 'email').disabled).toBe(true)
    expect(box('booking.approved', 'alimtalk').disabled).toBe(true)
    expect(box('booking.approved', 'sms').disabled).toBe(true)
    expect(box('booking.approved', 'email').disabled).toBe(false)

    fireEvent.click(box('booking.approved', 'email'))
    fireEvent.click(box('post.commented', 'email'))
    fireEvent.change(screen.getByLabelText('시작'), { target: { value: '22:30' } })
    fireEvent.click(screen.getByRole('button', { name: '저장' }))

    await waitFor(() => expect(toasterText()).toContain('알림 설정을 저장했습니다.'))
    const saved = savedBody()
    expect(saved.channels['booking.approved']).toEqual(['alimtalk', 'sms', 'portal'])
    expect(saved.channels['post.commented']).toEqual(['email', 'portal'])
    expect(saved.channels['account.password-changed']).toEqual(['email', 'alimtalk', 'sms', 'portal'])
    expect(saved.quietHours).toEqual({ enabled: true, start: '22:30', end: '08:00' })
  })

  it('opens 알림톡·문자 once the phone is verified, and shows the server’s Korean refusal', async () => {
    phoneVerifiedWith({ status: 400, message: '알림 받지 않는 시간의 시작과 끝 시각이 같습니다. 다른 시각을 입력해 주세요.' })
    await renderInRouter(<NotificationPreferencesPage />)
    await screen.findByRole('button', { name: '저장' }, firstPaint)
    expect(screen.queryByTestId('phone-notice')).toBeNull()
    expect(box('booking.approved', 'alimtalk').disabled).toBe(false)

    fireEvent.click(box('booking.approved', 'alimtalk'))
    fireEvent.click(screen.getByRole('button', { name: '저장' }))
    expect((await screen.findByRole('alert')).textContent).toContain('시작과 끝 시각이 같습니다')
    expect(savedBody().channels['booking.approved']).toEqual(['email', 'sms', 'portal'])
  })
})
