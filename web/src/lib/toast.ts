import { notifications } from '@mantine/notifications'

/**
 * A short confirmation in the top-right toaster (the product description's): saved, copied,
 * cancelled, marked read. Errors are not toasted: they stay next to the field or the action that
 * failed, where the member fixes them.
 */
export const toastDone = (message: string) =>
  // A status, not an alert: a screen reader says it when it is free, as befits news that all went well.
  notifications.show({ message, color: 'teal', withBorder: true, autoClose: 4000, role: 'status' })
