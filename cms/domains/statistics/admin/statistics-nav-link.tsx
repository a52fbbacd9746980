import type { ServerProps } from 'payload'
import React from 'react'
import { hasStaffRole } from '../../../platform/access/roles'
import { statisticsAdminMessages as text } from './messages'

/** Puts 운영 통계 in the side navigation, for staff, who alone may open it. */
export const StatisticsNavLink = ({ user }: ServerProps) =>
  hasStaffRole(user) ? (
    <a className="nav__link" href="/admin/statistics" id="nav-statistics">
      <span className="nav__link-label">{text.nav}</span>
    </a>
  ) : null
