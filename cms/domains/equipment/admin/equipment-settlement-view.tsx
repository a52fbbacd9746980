import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { formatSeoulDate } from '../../../../contract/date-format'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { DownloadReasonButton } from '../../../platform/admin/shared/download-reason-button'
import { GetFilterForm, reportCell, reportFilterField, reportFilterInput, reportNumericCell } from '../../../platform/admin/shared/get-filter-form'
import { hasStaffRole } from '../../../platform/access/roles'
import { loadSettlement } from '../services/settlement'
import { zeusUsage } from '../services/zeus-export'
import { officeAdminMessages as text } from './messages'
import { askedMonth } from './office-month'
import { PaymentControl } from './payment-control'

const cell = reportCell
const numeric = reportNumericCell
const overdueRow: React.CSSProperties = { background: 'var(--theme-error-50)' }
const figure: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '8px 12px', minWidth: 140 }

/** /admin/equipment-settlement: one month's completed uses, their charges and payments, the totals and the month's files. */
export const EquipmentSettlementView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const { month, bad } = askedMonth(searchParams?.month)
  const staff = hasStaffRole(req.user)
  const [settlement, zeus] = staff ? await Promise.all([loadSettlement(req, month), zeusUsage(req, month)]) : [null, null]

  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={text.settlementTitle}>
      {!settlement || !zeus ? (
        <p role="alert">{text.forbidden}</p>
      ) : (
        <>
          <p>{text.settlementIntro(settlement.paymentDays)}</p>
          {bad && <p role="alert">{text.badMonth}</p>}
          <GetFilterForm submitLabel={text.show} resetLabel={text.thisMonth}>
            <label style={reportFilterField}>
              {text.month}
              <input type="month" name="month" defaultValue={month} required style={reportFilterInput} />
            </label>
          </GetFilterForm>

          <section aria-labelledby="settlement-totals" style={{ marginBottom: 24 }}>
            <h2 id="settlement-totals" style={{ fontSize: 18, margin: '0 0 8px' }}>
              {text.totalsTitle}
            </h2>
            <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0 }}>
              {[
                [text.totalCount, text.cases(settlement.totals.count)],
                [text.totalBilled, text.won(settlement.totals.billed)],
                [text.totalPaid, text.won(settlement.totals.paid)],
                [text.totalOutstanding, text.won(settlement.totals.outstanding)],
                [text.totalOverdue, `${text.cases(settlement.totals.overdueCount)} · ${text.won(settlement.totals.overdueAmount)}`],
              ].map(([term, value]) => (
                <div key={term} style={figure}>
                  <dt style={{ color: 'var(--theme-elevation-600)' }}>{term}</dt>
                  <dd style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums', fontWeight: 600, margin: 0 }}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="settlement-exports" style={{ marginBottom: 24 }}>
            <h2 id="settlement-exports" style={{ fontSize: 18, margin: '0 0 8px' }}>
              {text.exportsTitle}
            </h2>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
              <DownloadReasonButton href={`/api/v1/equipment/settlement/export?month=${month}`} label={text.settlementCsv} />
              <DownloadReasonButton href={`/api/v1/equipment/zeus-export?month=${month}&format=csv`} label={text.zeusCsv} />
              <DownloadReasonButton href={`/api/v1/equipment/zeus-export?month=${month}&format=json`} label={text.zeusJson} />
            </div>
            <p style={{ margin: '0 0 8px' }}>{text.zeusIntro}</p>
            <h3 style={{ fontSize: 15, margin: '0 0 4px' }}>{text.zeusSkippedTitle}</h3>
            {zeus.skipped.length === 0 ? (
              <p>{text.zeusNoneSkipped}</p>
            ) : (
              <ul data-testid="zeus-skipped">
                {zeus.skipped.map((item) => (
                  <li key={item.equipmentNo}>{text.zeusSkipped(item.equipmentName, item.equipmentNo, item.uses)}</li>
                ))}
              </ul>
            )}
          </section>

          {settlement.rows.length === 0 ? (
            <p>{text.noUses}</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              {/* A narrow screen scrolls the table sideways instead of squeezing its columns. */}
              <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={`${month} ${text.settlementTitle}`}>
                <thead>
                  <tr>
                    <th style={cell}>{text.columnReservation}</th>
                    <th style={cell}>{text.columnUse}</th>
                    <th style={cell}>{text.columnEquipment}</th>
                    <th style={cell}>{text.columnMember}</th>
                    <th style={cell}>{text.columnCompany}</th>
                    <th style={numeric}>{text.columnCharge}</th>
                    <th style={cell}>{text.columnDue}</th>
                    <th style={cell}>{text.columnPayment}</th>
                  </tr>
                </thead>
                <tbody>
                  {settlement.rows.map((row) => (
                    <tr key={row.id} style={row.overdue ? overdueRow : undefined} data-overdue={row.overdue || undefined}>
                      <td style={cell}>
                        <a href={`/admin/collections/equipment-reservations/${row.id}`}>{row.reservationNo}</a>
                      </td>
                      <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                        {formatSeoulDate(row.useDate)}
                        <div>{row.timeRange}</div>
                      </td>
                      <td style={cell}>
                        {row.equipmentName}
                        <div style={{ color: 'var(--theme-elevation-500)' }}>{row.equipmentNo}</div>
                      </td>
                      <td style={cell}>{row.applicantName}</td>
                      <td style={cell}>
                        {row.organisation}
                        {row.companyName && <div style={{ color: 'var(--theme-elevation-500)' }}>{row.companyName}</div>}
                      </td>
                      <td style={numeric}>{text.won(row.charge)}</td>
                      <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                        {formatSeoulDate(row.dueDate)}
                        {row.overdue && <strong style={{ color: 'var(--theme-error-700)', display: 'block' }}>{text.overdue}</strong>}
                      </td>
                      <td style={cell}>
                        <PaymentControl row={row} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </AdminViewPage>
  )
}
