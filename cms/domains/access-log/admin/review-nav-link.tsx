import type { ServerProps } from 'payload'
import React from 'react'
import { hasAdminRole } from '../../../platform/access/roles'
import { messages } from '../messages'

/** Puts the monthly review in the side navigation, for admins, who alone may read the log. */
export const ReviewNavLink = ({ user }: ServerProps) =>
  hasAdminRole(user) ? (
    <a className="nav__link" href="/admin/access-log-review" id="nav-access-log-review">
      <span className="nav__link-label">{messages.review.navLink}</span>
    </a>
  ) : null
