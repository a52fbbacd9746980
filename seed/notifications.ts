import type { User } from '../cms/payload-types'
import type { NotificationChannel, NotificationEvent } from '../contract/notifications'
import { systemAccess } from '../cms/platform/access/system-access'
import { recipientOf } from '../cms/domains/notifications/services/recipient'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'

type NotificationSeed = { event: NotificationEvent; title: string; body: string; link: string; daysAgo: number; hour: number; read: boolean }

/** What member1's bell and /myPage/notifications show on a fresh start: a few unread, the rest read. */
const member1Notifications: NotificationSeed[] = [
  {
    event: 'booking.approved',
    title: '장비 예약이 승인되었습니다',
    body: '주사전자현미경(SEM) 예약이 승인되었습니다. 이용 당일 10분 전까지 공동기기원 2층 접수처로 와 주세요.',
    link: '/myPage/equ',
    daysAgo: 0,
    hour: 10,
    read: false,
  },
  {
    event: 'qna.answered',
    title: 'Q&A 질문에 답변이 등록되었습니다',
    body: '"장비 이용료 세금계산서 발행 문의"에 담당자 답변이 등록되었습니다.',
    link: '/myPage/myQna',
    daysAgo: 1,
    hour: 15,
    read: false,
  },
  {
    event: 'application.revision-requested',
    title: '기술자문 신청에 보완 요청이 있습니다',
    body: '담당자가 신청서 보완을 요청했습니다. 사업자등록증 사본을 다시 첨부해 주세요.',
    link: '/myPage/tech',
    daysAgo: 2,
    hour: 11,
    read: false,
  },
  {
    event: 'booking.received',
    title: '장비 예약이 접수되었습니다',
    body: 'X선 회절분석기(XRD) 예약 신청이 접수되었습니다. 담당자 승인 후 다시 알려 드립니다.',
    link: '/myPage/equ',
    daysAgo: 4,
    hour: 9,
    read: true,
  },
  {
    event: 'application.approved',
    title: '산업교육 신청이 승인되었습니다',
    body: '"스마트제조 데이터 분석 실무" 과정 신청이 승인되었습니다.',
    link: '/myPage/edu',
    daysAgo: 6,
    hour: 14,
    read: true,
  },
]

/**
 * The delivery log behind them, so 알림 발송 기록 and 월별 발송 건수 show a week's work on a fresh start:
 * e-mail and portal for each, and 알림톡 where the event goes by it. None failed: a failed one would
 * wait in the staff inbox, where the demo keeps only what members wait on.
 */
const seedDeliveries = async (ctx: SeedContext, member: User, seed: NotificationSeed, index: number) => {
  const at = kstDaysAgo(ctx.now, seed.daysAgo, seed.hour)
  const message = { title: seed.title, lines: [seed.body], link: seed.link, variables: {}, smsFallback: true, origin: '' }
  const sent: NotificationChannel[] = seed.event === 'booking.received' ? ['email', 'portal'] : ['email', 'portal', 'alimtalk']
  const channels = sent.flatMap((channel) => {
    const recipient = recipientOf(member, channel)
    return recipient ? [{ channel, recipient, providerMessageId: channel === 'alimtalk' ? `M4V20261126SEED${index}` : null }] : []
  })
  for (const row of channels) {
    const doc = await ctx.payload.create({
      collection: 'notification-deliveries',
      data: {
        event: seed.event,
        key: `seed:${seed.event}:${index}`,
        member: member.id,
        state: 'sent',
        attempts: 1,
        message,
        ...row,
        sentAt: at,
        createdAt: at,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'notification-deliveries', doc)
  }
}

export const seedNotifications = async (ctx: SeedContext, users: Map<string, User>) => {
  const found = users.get('member1')
  if (!found) return
  // member1 proved the profile phone by the SMS code a week ago, so 알림톡 reach them in the demo.
  const member = (await ctx.payload.update({
    collection: 'users',
    id: found.id,
    data: { phoneVerifiedAt: kstDaysAgo(ctx.now, 7, 10) },
    ...systemAccess('seed'),
  })) as User
  for (const [index, seed] of member1Notifications.entries()) {
    const at = kstDaysAgo(ctx.now, seed.daysAgo, seed.hour)
    const doc = await ctx.payload.create({
      collection: 'notifications',
      data: { member: member.id, event: seed.event, title: seed.title, body: seed.body, link: seed.link, readAt: seed.read ? at : null, createdAt: at },
      ...systemAccess('seed'),
    })
    track(ctx, 'notifications', doc)
    await seedDeliveries(ctx, member, seed, index)
  }
}
