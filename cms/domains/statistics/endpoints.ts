import type { Endpoint } from 'payload'
import { requireStaff } from '../../platform/access/require-staff'
import { csvDownload } from '../../platform/http/csv-download'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseQuery } from '../../platform/http/request'
import { downloadReasonOf } from '../access-log'
import { exportQuery, periodQuery } from './schemas'
import { exportStatistics } from './services/export-statistics'
import { loadStatistics } from './services/load-statistics'

/** 운영 통계 (issue 34), staff only: the caller is checked before the period is judged. */
export const statisticsEndpoints: Endpoint[] = [
  {
    path: '/v1/statistics/summary',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await loadStatistics(req, parseQuery(periodQuery, req)))
    }),
  },
  {
    path: '/v1/statistics/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      const { block, ...period } = parseQuery(exportQuery, req)
      const file = await exportStatistics(req, block, period, downloadReasonOf(req))
      return csvDownload(file, `statistics-${block}.csv`)
    }),
  },
]
