import { notificationEvents } from '../contract/notifications'
import { systemAccess } from '../cms/platform/access/system-access'
import { notificationTemplateSeeds } from './data/notification-templates'
import { type SeedContext, track } from './lib/context'

/** One template per event of the catalogue, every channel on. */
export const seedNotificationTemplates = async (ctx: SeedContext) => {
  for (const { value: event } of notificationEvents) {
    const seed = notificationTemplateSeeds[event]
    track(
      ctx,
      'notification-templates',
      await ctx.payload.create({
        collection: 'notification-templates',
        data: { event, alimtalkTemplateCode: seed.code, alimtalkText: seed.alimtalk, smsText: seed.sms },
        ...systemAccess('seed'),
      }),
    )
  }
  ctx.payload.logger.info(`알림 템플릿 ${notificationEvents.length}개 생성`)
}
