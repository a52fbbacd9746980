import React from 'react'
import { applicationStates } from '../../../../contract/applications'
import { memberClasses } from '../../../../contract/account-options'
import { type StatisticsBlock, type StatisticsData, statisticsBoards } from '../../../../contract/statistics'
import { DownloadReasonButton } from '../../../platform/admin/shared/download-reason-button'
import { reportCell as cell, reportNumericCell as numeric } from '../../../platform/admin/shared/get-filter-form'
import { statisticsAdminMessages as text } from './messages'
import { StatisticsChart } from './statistics-chart'

type BlockProps = { data: StatisticsData }

/** One block: its title, what its figures mean, the chart, the table and its CSV. */
const Block = ({
  block,
  title,
  note,
  data,
  children,
}: {
  block: StatisticsBlock
  title: string
  note: string
  data: StatisticsData
  children: React.ReactNode
}) => (
  <section aria-labelledby={`statistics-${block}`} style={{ marginBottom: 40 }}>
    <div style={{ alignItems: 'center', display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
      <h2 id={`statistics-${block}`} style={{ fontSize: 20, margin: '0 0 4px' }}>
        {title}
      </h2>
      <DownloadReasonButton href={`/api/v1/statistics/export?block=${block}&from=${data.from}&to=${data.to}`} label={`${title} ${text.csv}`} />
    </div>
    <p style={{ color: 'var(--theme-elevation-600)', margin: '0 0 12px' }}>{note}</p>
    {children}
  </section>
)

/** A narrow screen scrolls a table sideways instead of squeezing its columns. */
const Table = ({ label, head, children }: { label: string; head: React.ReactNode; children: React.ReactNode }) => (
  <div style={{ overflowX: 'auto' }}>
    <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={label}>
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
)

export const ApplicationsBlock = ({ data }: BlockProps) => {
  const t = text.applications
  const { byMonth, byProgramme } = data.applications
  const chart = data.months.map((month) => ({
    label: text.monthLabel(month),
    ...Object.fromEntries(byMonth.filter((row) => row.month === month).map((row) => [row.kind, row.total])),
  }))
  const rows = [...byProgramme.map((row) => ({ ...row, month: null })), ...byMonth.filter((row) => row.total > 0)]
  return (
    <Block block="applications" title={t.title} note={t.note} data={data}>
      <StatisticsChart title={t.title} data={chart} series={byProgramme.map((row) => ({ key: row.kind, name: row.kindLabel }))} stacked />
      <Table
        label={t.title}
        head={
          <>
            <th style={cell}>{t.programme}</th>
            <th style={cell}>{text.month}</th>
            <th style={numeric}>{t.total}</th>
            {applicationStates.map((state) => (
              <th key={state.value} style={numeric}>
                {state.label}
              </th>
            ))}
            <th style={numeric}>{t.decided}</th>
            <th style={numeric}>{t.median}</th>
          </>
        }
      >
        {rows.map((row) => (
          <tr key={`${row.kind}-${row.month ?? 'whole'}`} style={row.month === null ? { fontWeight: 600 } : undefined}>
            <th scope="row" style={cell}>
              {row.kindLabel}
            </th>
            <td style={cell}>{row.month === null ? text.whole : text.monthLabel(row.month)}</td>
            <td style={numeric}>{text.count(row.total)}</td>
            {applicationStates.map((state) => (
              <td key={state.value} style={numeric}>
                {row.states[state.value].toLocaleString('ko-KR')}
              </td>
            ))}
            <td style={numeric}>{text.count(row.decided)}</td>
            <td style={numeric}>{text.days(row.medianDaysToDecision)}</td>
          </tr>
        ))}
      </Table>
    </Block>
  )
}

export const EquipmentBlock = ({ data }: BlockProps) => {
  const t = text.equipment
  return (
    <Block block="equipment" title={t.title} note={t.note} data={data}>
      {data.equipment.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <>
          <StatisticsChart
            title={t.title}
            data={data.equipment.map((row) => ({ label: row.equipmentName, rate: row.rate ?? 0 }))}
            series={[{ key: 'rate', name: t.rate }]}
            unit="%"
          />
          <Table
            label={t.title}
            head={
              <>
                <th style={cell}>{t.equipment}</th>
                <th style={numeric}>{t.bookings}</th>
                <th style={numeric}>{t.booked}</th>
                <th style={numeric}>{t.open}</th>
                <th style={numeric}>{t.rate}</th>
              </>
            }
          >
            {data.equipment.map((row) => (
              <tr key={row.equipmentId}>
                <th scope="row" style={{ ...cell, fontWeight: 600 }}>
                  {row.equipmentName}
                  <div style={{ color: 'var(--theme-elevation-500)', fontWeight: 400 }}>{row.equipmentNo}</div>
                </th>
                <td style={numeric}>{text.count(row.bookings)}</td>
                <td style={numeric}>{text.hours(row.bookedHours)}</td>
                <td style={numeric}>{text.hours(row.openHours)}</td>
                <td style={numeric}>{text.percent(row.rate)}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Block>
  )
}

export const CoursesBlock = ({ data }: BlockProps) => {
  const t = text.courses
  return (
    <Block block="courses" title={t.title} note={t.note} data={data}>
      {data.courses.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <>
          <StatisticsChart
            title={t.title}
            data={data.courses.map((row) => ({ label: row.title, fill: row.fillRate, completion: row.completionRate }))}
            series={[
              { key: 'fill', name: t.fill },
              { key: 'completion', name: t.completion },
            ]}
            unit="%"
          />
          <Table
            label={t.title}
            head={
              <>
                <th style={cell}>{t.course}</th>
                <th style={cell}>{t.startsOn}</th>
                <th style={numeric}>{t.capacity}</th>
                <th style={numeric}>{t.seats}</th>
                <th style={numeric}>{t.fill}</th>
                <th style={numeric}>{t.approved}</th>
                <th style={numeric}>{t.completed}</th>
                <th style={numeric}>{t.completion}</th>
              </>
            }
          >
            {data.courses.map((row) => (
              <tr key={row.courseId}>
                <th scope="row" style={{ ...cell, fontWeight: 600 }}>
                  {row.title}
                </th>
                <td style={cell}>{row.startsOn.replaceAll('-', '.')}</td>
                <td style={numeric}>{row.capacity === null ? text.noLimit : text.people(row.capacity)}</td>
                <td style={numeric}>{text.people(row.seatsHeld)}</td>
                <td style={numeric}>{text.percent(row.fillRate)}</td>
                <td style={numeric}>{text.people(row.approved)}</td>
                <td style={numeric}>{text.people(row.completed)}</td>
                <td style={numeric}>{text.percent(row.completionRate)}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Block>
  )
}

export const EventsBlock = ({ data }: BlockProps) => {
  const t = text.events
  return (
    <Block block="events" title={t.title} note={t.note} data={data}>
      {data.events.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <>
          <StatisticsChart
            title={t.chartTitle}
            data={data.events.map((row) => ({ label: row.title, attendance: row.attendanceRate }))}
            series={[{ key: 'attendance', name: t.attendance }]}
            unit="%"
          />
          <Table
            label={t.title}
            head={
              <>
                <th style={cell}>{t.event}</th>
                <th style={cell}>{t.kind}</th>
                <th style={cell}>{t.startsOn}</th>
                <th style={numeric}>{t.capacity}</th>
                <th style={numeric}>{t.registered}</th>
                <th style={numeric}>{t.attended}</th>
                <th style={numeric}>{t.waiting}</th>
                <th style={numeric}>{t.attendance}</th>
                <th style={numeric}>{t.responses}</th>
                <th style={numeric}>{t.satisfaction}</th>
              </>
            }
          >
            {data.events.map((row) => (
              <tr key={row.eventId}>
                <th scope="row" style={{ ...cell, fontWeight: 600 }}>
                  {row.title}
                </th>
                <td style={cell}>{row.kindLabel}</td>
                <td style={cell}>{row.startsOn.replaceAll('-', '.')}</td>
                <td style={numeric}>{row.capacity === null ? text.noLimit : text.people(row.capacity)}</td>
                <td style={numeric}>{text.people(row.registered)}</td>
                <td style={numeric}>{text.people(row.attended)}</td>
                <td style={numeric}>{text.people(row.waiting)}</td>
                <td style={numeric}>{text.percent(row.attendanceRate)}</td>
                <td style={numeric}>{text.count(row.surveyResponses)}</td>
                <td style={numeric}>{row.satisfaction === null ? '-' : text.score(row.satisfaction)}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Block>
  )
}

export const BoardsBlock = ({ data }: BlockProps) => {
  const t = text.boards
  const { byMonth, byBoard } = data.boards
  const chart = data.months.map((month) => ({
    label: text.monthLabel(month),
    ...Object.fromEntries(byMonth.filter((row) => row.month === month).map((row) => [row.board, row.posts])),
  }))
  const rows = [...byBoard.map((row) => ({ ...row, month: null })), ...byMonth.filter((row) => row.posts > 0)]
  return (
    <Block block="boards" title={t.title} note={t.note} data={data}>
      <StatisticsChart title={t.title} data={chart} series={statisticsBoards.map((board) => ({ key: board.value, name: board.label }))} />
      <Table
        label={t.title}
        head={
          <>
            <th style={cell}>{t.board}</th>
            <th style={cell}>{text.month}</th>
            <th style={numeric}>{t.posts}</th>
            <th style={numeric}>{t.answered}</th>
            <th style={numeric}>{t.median}</th>
          </>
        }
      >
        {rows.map((row) => (
          <tr key={`${row.board}-${row.month ?? 'whole'}`} style={row.month === null ? { fontWeight: 600 } : undefined}>
            <th scope="row" style={cell}>
              {row.boardLabel}
            </th>
            <td style={cell}>{row.month === null ? text.whole : text.monthLabel(row.month)}</td>
            <td style={numeric}>{text.count(row.posts)}</td>
            <td style={numeric}>{text.count(row.answered)}</td>
            <td style={numeric}>{text.hoursOrNone(row.medianHoursToAnswer)}</td>
          </tr>
        ))}
      </Table>
    </Block>
  )
}

export const MembersBlock = ({ data }: BlockProps) => {
  const t = text.members
  const chart = data.members.map((row) => ({ label: text.monthLabel(row.month), ...row.byClass, companies: row.companies }))
  return (
    <Block block="members" title={t.title} note={t.note} data={data}>
      <StatisticsChart
        title={t.title}
        data={chart}
        series={[...memberClasses.map((option) => ({ key: option.value, name: option.label })), { key: 'companies', name: t.companies }]}
      />
      <Table
        label={t.title}
        head={
          <>
            <th style={cell}>{text.month}</th>
            {memberClasses.map((option) => (
              <th key={option.value} style={numeric}>
                {option.label}
              </th>
            ))}
            <th style={numeric}>{t.total}</th>
            <th style={numeric}>{t.companies}</th>
            <th style={numeric}>{t.family}</th>
          </>
        }
      >
        {data.members.map((row) => (
          <tr key={row.month}>
            <th scope="row" style={cell}>
              {text.monthLabel(row.month)}
            </th>
            {memberClasses.map((option) => (
              <td key={option.value} style={numeric}>
                {text.people(row.byClass[option.value] ?? 0)}
              </td>
            ))}
            <td style={numeric}>{text.people(row.total)}</td>
            <td style={numeric}>{text.count(row.companies)}</td>
            <td style={numeric}>{text.count(row.familyMemberships)}</td>
          </tr>
        ))}
      </Table>
    </Block>
  )
}
