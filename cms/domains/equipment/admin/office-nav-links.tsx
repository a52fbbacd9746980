import type { ServerProps } from 'payload'
import React from 'react'
import { hasStaffRole } from '../../../platform/access/roles'
import { officeAdminMessages as text } from './messages'

/** Puts the monthly settlement and the utilisation report in the side navigation, for staff, who alone may open them. */
export const OfficeNavLinks = ({ user }: ServerProps) =>
  hasStaffRole(user) ? (
    <>
      <a className="nav__link" href="/admin/equipment-settlement" id="nav-equipment-settlement">
        <span className="nav__link-label">{text.settlementNav}</span>
      </a>
      <a className="nav__link" href="/admin/equipment-utilisation" id="nav-equipment-utilisation">
        <span className="nav__link-label">{text.utilisationNav}</span>
      </a>
    </>
  ) : null
