/**
 * 알림 (issue 32): what the portal tells a member, on which channels. The server decides what is
 * sent from this catalogue and the member's preferences; the my-page shows the same catalogue, so a
 * new event is one row here (docs/decisions.md "알림 채널과 기본값").
 */

export const notificationChannels = [
  { label: '이메일', value: 'email' },
  { label: '카카오 알림톡', value: 'alimtalk' },
  { label: '문자(SMS)', value: 'sms' },
  { label: '포털 알림', value: 'portal' },
] as const
export type NotificationChannel = (typeof notificationChannels)[number]['value']

/** The channels that reach a phone: held during quiet hours and sent only to a verified number. */
export const phoneChannels: readonly NotificationChannel[] = ['alimtalk', 'sms']

export const notificationGroups = [
  { label: '장비 예약', value: 'equipment' },
  { label: '신청·교육', value: 'applications' },
  { label: '문의·게시판', value: 'boards' },
  { label: '가족회사', value: 'family' },
  { label: '계정 보안', value: 'account' },
] as const
export type NotificationGroup = (typeof notificationGroups)[number]['value']

type EventDefinition = {
  value: string
  label: string
  group: NotificationGroup
  /** What a member who never opened the preferences gets. */
  defaults: readonly NotificationChannel[]
  /** Channels the member cannot turn off (a security notice always goes by e-mail). */
  locked?: readonly NotificationChannel[]
  /** Sent at once even in quiet hours: it is about the next hours, or about the account's safety. */
  urgent?: boolean
}

export const notificationEvents = [
  { value: 'booking.received', label: '장비 예약 접수', group: 'equipment', defaults: ['email', 'portal'] },
  { value: 'booking.approved', label: '장비 예약 승인', group: 'equipment', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'booking.rejected', label: '장비 예약 반려', group: 'equipment', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'booking.cancelled', label: '장비 예약 취소', group: 'equipment', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'booking.reminder-day-before', label: '장비 예약 하루 전 안내', group: 'equipment', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  {
    value: 'booking.reminder-hours-before',
    label: '장비 예약 시작 전 안내',
    group: 'equipment',
    defaults: ['email', 'alimtalk', 'sms', 'portal'],
    urgent: true,
  },
  { value: 'waitlist.offered', label: '대기 예약 순번 도래', group: 'equipment', defaults: ['email', 'alimtalk', 'sms', 'portal'], urgent: true },
  { value: 'application.revision-requested', label: '신청 보완 요청', group: 'applications', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'application.approved', label: '신청 승인', group: 'applications', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'application.rejected', label: '신청 반려', group: 'applications', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'course.starting-tomorrow', label: '교육 시작 하루 전 안내', group: 'applications', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'event.seat-given', label: '행사 대기 → 참가 확정', group: 'applications', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'survey.opened', label: '만족도 설문 안내', group: 'applications', defaults: ['email', 'portal'] },
  { value: 'qna.answered', label: 'Q&A 답변 등록', group: 'boards', defaults: ['email', 'alimtalk', 'sms', 'portal'] },
  { value: 'post.commented', label: '내 글에 새 댓글', group: 'boards', defaults: ['portal'] },
  { value: 'family.expiring', label: '가족회사 회원 만료 30일 전', group: 'family', defaults: ['email', 'alimtalk', 'portal'] },
  {
    value: 'account.password-changed',
    label: '비밀번호 변경',
    group: 'account',
    defaults: ['email', 'alimtalk', 'sms', 'portal'],
    locked: ['email'],
    urgent: true,
  },
] as const satisfies readonly EventDefinition[]
export type NotificationEvent = (typeof notificationEvents)[number]['value']

export const notificationEventOf = (event: string): EventDefinition | undefined =>
  (notificationEvents as readonly EventDefinition[]).find((row) => row.value === event)

/** 알림 받지 않는 시간 (e.g. 21:00–08:00, Seoul), as "HH:mm"; a window may cross midnight. */
export type QuietHours = { enabled: boolean; start: string; end: string }
export const defaultQuietHours: QuietHours = { enabled: true, start: '21:00', end: '08:00' }

/** What a member stored; an event missing from `channels` means "the defaults". */
export type NotificationPreferences = {
  channels?: Partial<Record<NotificationEvent, NotificationChannel[]>>
  quietHours?: QuietHours
}

/**
 * The channels one event goes to for this member: their choice or the defaults, plus what is locked.
 * 문자 chosen together with 알림톡 is the fallback when 알림톡 is refused; 문자 alone is sent as such.
 */
export const chosenChannels = (preferences: NotificationPreferences | null | undefined, event: NotificationEvent): NotificationChannel[] => {
  const definition = notificationEventOf(event)
  if (!definition) return []
  const chosen = preferences?.channels?.[event] ?? definition.defaults
  const locked = definition.locked ?? []
  return notificationChannels.map((channel) => channel.value).filter((channel) => chosen.includes(channel) || locked.includes(channel))
}

/** Whether a "HH:mm" moment of the day falls inside the quiet window (start inclusive, end exclusive). */
export const isQuietTime = (quietHours: QuietHours | null | undefined, timeOfDay: string) => {
  const hours = quietHours ?? defaultQuietHours
  if (!hours.enabled || hours.start === hours.end) return false
  return hours.start < hours.end ? timeOfDay >= hours.start && timeOfDay < hours.end : timeOfDay >= hours.start || timeOfDay < hours.end
}
