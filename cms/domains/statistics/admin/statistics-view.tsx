import type { AdminViewServerProps, PayloadRequest } from 'payload'
import React from 'react'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { GetFilterForm, reportFilterField, reportFilterInput } from '../../../platform/admin/shared/get-filter-form'
import { hasStaffRole } from '../../../platform/access/roles'
import { AppError } from '../../../platform/http/errors'
import { isMonth } from '../../../platform/time/kst'
import { statisticsMessages } from '../messages'
import { loadStatistics } from '../services/load-statistics'
import { statisticsAdminMessages as text } from './messages'
import { ApplicationsBlock, BoardsBlock, CoursesBlock, EquipmentBlock, EventsBlock, MembersBlock } from './statistics-blocks'

const monthParam = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The asked period's figures, or the default period's with the Korean reason the asked one was refused. */
const loadAsked = async (req: PayloadRequest, asked: { from?: string; to?: string }) => {
  if ((asked.from && !isMonth(asked.from)) || (asked.to && !isMonth(asked.to))) {
    return { data: await loadStatistics(req, {}), problem: statisticsMessages.monthFormat }
  }
  try {
    return { data: await loadStatistics(req, asked), problem: null }
  } catch (error) {
    if (!(error instanceof AppError) || error.httpStatus !== 400) throw error
    return { data: await loadStatistics(req, {}), problem: error.userMessage }
  }
}

/**
 * /admin/statistics: 운영 통계 over the asked months (the current year by default), each block as a
 * chart, a table and a CSV. A period the server refuses is said in Korean and the default shown.
 */
export const StatisticsView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const asked = { from: monthParam(searchParams?.from), to: monthParam(searchParams?.to) }
  const { data, problem } = hasStaffRole(req.user) ? await loadAsked(req, asked) : { data: null, problem: null }

  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={text.title}>
      {!data ? (
        <p role="alert">{text.forbidden}</p>
      ) : (
        <>
          <p>{text.intro}</p>
          {problem && <p role="alert">{problem}</p>}
          <GetFilterForm submitLabel={text.show} resetLabel={text.thisYear}>
            <label style={reportFilterField}>
              {text.from}
              <input type="month" name="from" defaultValue={data.from} required style={reportFilterInput} />
            </label>
            <label style={reportFilterField}>
              {text.to}
              <input type="month" name="to" defaultValue={data.to} required style={reportFilterInput} />
            </label>
          </GetFilterForm>
          <p style={{ fontWeight: 600 }}>{text.period(data.from, data.to)}</p>
          <ApplicationsBlock data={data} />
          <EquipmentBlock data={data} />
          <CoursesBlock data={data} />
          <EventsBlock data={data} />
          <BoardsBlock data={data} />
          <MembersBlock data={data} />
        </>
      )}
    </AdminViewPage>
  )
}
