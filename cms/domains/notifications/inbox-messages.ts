import { notificationChannels } from '../../../contract/notifications'

const channelNames = notificationChannels.map((channel) => channel.value).join(', ')

/** The member's side of 알림 (list, bell, preferences): every Korean text the endpoints answer. */
export const inboxMessages = {
  notFound: '알림을 찾을 수 없습니다.',
  badId: '잘못된 알림 번호입니다.',
  preferencesRequired: '알림 설정을 보내 주세요.',
  unknownEvent: (event: string) => `알 수 없는 알림 종류입니다: ${event}`,
  unknownChannel: (channel: string) => `알 수 없는 알림 채널입니다: ${channel} (${channelNames} 중에서 고르세요)`,
  channelsList: '알림 채널은 목록으로 보내 주세요.',
  phoneNotVerified: '휴대폰 번호를 인증하면 알림톡·문자를 받을 수 있습니다.',
  quietHoursRequired: '알림 받지 않는 시간을 보내 주세요.',
  quietHoursEnabled: '알림 받지 않는 시간의 사용 여부를 보내 주세요.',
  quietHoursTime: (which: '시작' | '끝') => `알림 받지 않는 시간의 ${which} 시각은 00:00부터 23:59까지의 시:분(예: 21:00)으로 입력해 주세요.`,
  quietHoursSame: '알림 받지 않는 시간의 시작과 끝 시각이 같습니다. 다른 시각을 입력해 주세요.',
} as const
