import React from 'react'
import { messages } from './messages'

/** Puts the day view in the side navigation, under the collections of the 장비 예약 group. */
export const DayViewNavLink = () => (
  <a className="nav__link" href="/admin/equipment-day" id="nav-equipment-day">
    <span className="nav__link-label">{messages.dayViewNavLink}</span>
  </a>
)
