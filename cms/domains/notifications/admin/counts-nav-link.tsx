import type { ServerProps } from 'payload'
import React from 'react'
import { hasStaffRole } from '../../../platform/access/roles'
import { notificationMessages as m } from '../messages'

/** Puts the monthly counts in the side navigation, for staff, who alone may open them. */
export const NotificationCountsNavLink = ({ user }: ServerProps) =>
  hasStaffRole(user) ? (
    <a className="nav__link" href="/admin/notification-counts" id="nav-notification-counts">
      <span className="nav__link-label">{m.admin.countsNav}</span>
    </a>
  ) : null
