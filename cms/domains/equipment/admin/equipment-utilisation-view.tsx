import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { GetFilterForm, reportCell, reportFilterField, reportFilterInput, reportNumericCell } from '../../../platform/admin/shared/get-filter-form'
import { hasStaffRole } from '../../../platform/access/roles'
import { loadUtilisation } from '../services/utilisation'
import { officeAdminMessages as text } from './messages'
import { askedMonth } from './office-month'
import { UtilisationChart } from './utilisation-chart'

const cell = reportCell
const numeric = reportNumericCell

/** /admin/equipment-utilisation: per equipment and month, booked ÷ open hours, uses, no-shows and revenue, as a chart and a table. */
export const EquipmentUtilisationView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const { month, bad } = askedMonth(searchParams?.month)
  const months = searchParams?.months === '12' ? 12 : 1
  const report = hasStaffRole(req.user) ? await loadUtilisation(req, month, months) : null

  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={text.utilisationTitle}>
      {!report ? (
        <p role="alert">{text.forbidden}</p>
      ) : (
        <>
          <p>{text.utilisationIntro}</p>
          {bad && <p role="alert">{text.badMonth}</p>}
          <GetFilterForm submitLabel={text.show}>
            <label style={reportFilterField}>
              {text.month}
              <input type="month" name="month" defaultValue={month} required style={reportFilterInput} />
            </label>
            <label style={reportFilterField}>
              {text.period}
              <select name="months" defaultValue={String(months)} style={reportFilterInput}>
                <option value="1">{text.oneMonth}</option>
                <option value="12">{text.twelveMonths}</option>
              </select>
            </label>
          </GetFilterForm>
          {report.rows.length === 0 ? (
            <p>{text.noEquipment}</p>
          ) : (
            <>
              <UtilisationChart months={report.months} rows={report.rows} />
              <div style={{ overflowX: 'auto' }}>
                {/* A narrow screen scrolls the table sideways instead of squeezing its columns. */}
                <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={text.utilisationTitle}>
                  <thead>
                    <tr>
                      <th style={cell}>{text.columnEquipment}</th>
                      <th style={cell}>{text.columnMonth}</th>
                      <th style={numeric}>{text.columnOpen}</th>
                      <th style={numeric}>{text.columnBooked}</th>
                      <th style={numeric}>{text.columnRate}</th>
                      <th style={numeric}>{text.columnCompleted}</th>
                      <th style={numeric}>{text.columnNoShows}</th>
                      <th style={numeric}>{text.columnRevenue}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((row) => (
                      <tr key={`${row.equipmentId}-${row.month}`}>
                        <th scope="row" style={{ ...cell, fontWeight: 600 }}>
                          {row.equipmentName}
                          <div style={{ color: 'var(--theme-elevation-500)', fontWeight: 400 }}>{row.equipmentNo}</div>
                        </th>
                        <td style={cell}>{row.month.replace('-', '.')}</td>
                        <td style={numeric}>{text.hours(row.openHours)}</td>
                        <td style={numeric}>{text.hours(row.bookedHours)}</td>
                        <td style={numeric}>{text.rate(row.rate)}</td>
                        <td style={numeric}>{text.cases(row.completed)}</td>
                        <td style={numeric}>{text.cases(row.noShows)}</td>
                        <td style={numeric}>{text.won(row.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </AdminViewPage>
  )
}
