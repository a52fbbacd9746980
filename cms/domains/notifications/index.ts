/** 알림 (issue 32). What other domains and the wiring may use; everything else stays inside. */
export { Notifications } from './collections/Notifications'
export { notificationInboxEndpoints } from './inbox-endpoints'
