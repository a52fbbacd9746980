import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { GetFilterForm, reportFilterField, reportFilterInput } from '../../../platform/admin/shared/get-filter-form'
import { formatSeoulDate } from '../../../../contract/date-format'
import { hasStaffRole } from '../../../platform/access/roles'
import { isCalendarDay, loadDayBookings, seoulToday } from '../services/load-day-bookings'
import { messages } from './messages'
import { ReservationStateBadge } from './reservation-state-badge'

/** 2026.11.24 (화): the shared day format, with the weekday staff plan by; the calendar day itself, so its weekday is read in UTC. */
const dayHeading = (date: string) =>
  `${formatSeoulDate(date)} (${new Intl.DateTimeFormat('ko-KR', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))})`

const cell: React.CSSProperties = { borderBottom: '1px solid var(--theme-elevation-100)', padding: '12px 8px', textAlign: 'left', verticalAlign: 'top' }

/** /admin/equipment-day: one day's bookings per equipment, so staff see the whole day at once. */
export const EquipmentDayView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const asked = searchParams?.date
  const date = isCalendarDay(asked) ? asked : seoulToday()
  const staff = hasStaffRole(req.user)
  const days = staff ? await loadDayBookings(req, date) : []

  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={messages.dayViewTitle}>
      {!staff ? (
        <p role="alert">{messages.dayViewForbidden}</p>
      ) : (
        <>
          <p>{messages.dayViewIntro}</p>
          {asked !== undefined && !isCalendarDay(asked) && <p role="alert">{messages.dayViewBadDate}</p>}
          <GetFilterForm submitLabel={messages.dayViewShow} resetLabel={messages.dayViewToday}>
            <label style={reportFilterField}>
              {messages.dayViewDate}
              <input type="date" name="date" defaultValue={date} required style={reportFilterInput} />
            </label>
          </GetFilterForm>
          <h2 style={{ fontSize: 20, margin: '0 0 8px' }}>{dayHeading(date)}</h2>
          {days.length === 0 ? (
            <p>{messages.dayViewNoEquipment}</p>
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={`${date} ${messages.dayViewTitle}`}>
              <thead>
                <tr>
                  <th style={{ ...cell, width: '32%' }}>{messages.columnEquipment}</th>
                  <th style={cell}>{messages.columnBookings}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.equipmentId}>
                    <th scope="row" style={{ ...cell, fontWeight: 600 }}>
                      {day.name}
                      <div style={{ color: 'var(--theme-elevation-500)', fontWeight: 400 }}>{day.equipmentNo}</div>
                    </th>
                    <td style={cell}>
                      {day.bookings.length === 0 ? (
                        <span style={{ color: 'var(--theme-elevation-500)' }}>{messages.dayViewNoBookings}</span>
                      ) : (
                        <ul style={{ display: 'grid', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}>
                          {day.bookings.map((booking) => (
                            <li key={booking.id} style={{ alignItems: 'center', display: 'flex', flexWrap: 'wrap', gap: 10 }}>
                              <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{booking.timeRange}</strong>
                              <span>
                                {booking.applicantName} ({booking.organisation})
                              </span>
                              <ReservationStateBadge state={booking.state} />
                              <a href={`/admin/collections/equipment-reservations/${booking.id}`}>{booking.reservationNo}</a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </AdminViewPage>
  )
}
