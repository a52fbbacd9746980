/** 알림 (issue 32). What other domains and the wiring may use; everything else stays inside. */
export { Notifications } from './collections/Notifications'
export { NotificationDeliveries } from './collections/NotificationDeliveries'
export { NotificationTemplates } from './collections/NotificationTemplates'
export { sendNotificationTask } from './jobs/send-notification-task'
export { ensureNotificationTemplates } from './services/ensure-templates'
export { notify, notifyOfNotice, type Notice } from './services/notify'
export { notificationStaffEndpoints } from './staff-endpoints'
