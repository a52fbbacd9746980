import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { notificationChannels } from '../../../../contract/notifications'
import { formatNumber } from '../../../../contract/format-number'
import { hasStaffRole } from '../../../platform/access/roles'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { reportCell, reportNumericCell } from '../../../platform/admin/shared/get-filter-form'
import { notificationMessages as m } from '../messages'
import { monthlyCounts } from '../services/monthly-counts'

/** /admin/notification-counts: sent notifications per month and channel, what 알림톡 and 문자 cost. */
export const NotificationCountsView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const rows = hasStaffRole(req.user) ? await monthlyCounts(req) : null
  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={m.admin.countsTitle}>
      {!rows ? (
        <p role="alert">{m.admin.forbidden}</p>
      ) : (
        <>
          <p>{m.admin.countsIntro}</p>
          {rows.length === 0 ? (
            <p>{m.admin.empty}</p>
          ) : (
            <table style={{ borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={reportCell}>{m.admin.month}</th>
                  {notificationChannels.map((channel) => (
                    <th key={channel.value} style={reportNumericCell}>
                      {channel.label}
                    </th>
                  ))}
                  <th style={reportNumericCell}>{m.admin.total}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.month}>
                    <td style={reportCell}>{row.month.replace('-', '.')}</td>
                    {notificationChannels.map((channel) => (
                      <td key={channel.value} style={reportNumericCell}>
                        {formatNumber(row.counts[channel.value])}
                      </td>
                    ))}
                    <td style={reportNumericCell}>{formatNumber(row.total)}</td>
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
