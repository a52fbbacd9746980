import type { Endpoint } from 'payload'
import { requireStaff } from '../../platform/access/require-staff'
import { attachmentDownload, csvDownload } from '../../platform/http/csv-download'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { downloadReasonOf } from '../access-log'
import { monthQuery, paymentBody, reservationIdParam, utilisationQuery, zeusExportQuery } from './schemas'
import { recordPayment } from './services/record-payment'
import { loadSettlement } from './services/settlement'
import { exportSettlement } from './services/settlement-export'
import { loadUtilisation } from './services/utilisation'
import { exportZeus } from './services/zeus-export'

/**
 * The equipment office's staff calls (docs/api.md "장비 정산·ZEUS·가동률"). Each checks the caller
 * first: a guest is told to sign in, a member that it is not theirs, before any input is judged.
 */
export const officeEndpoints: Endpoint[] = [
  {
    path: '/v1/equipment/settlement',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await loadSettlement(req, parseQuery(monthQuery, req).month))
    }),
  },
  {
    path: '/v1/equipment/settlement/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      const { month } = parseQuery(monthQuery, req)
      return csvDownload(await exportSettlement(req, month, downloadReasonOf(req)), `equipment-settlement-${month}.csv`)
    }),
  },
  {
    path: '/v1/equipment/reservations/:id/payment',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      const id = reservationIdParam.parse(routeParam(req, 'id'))
      return ok(await recordPayment(req, id, await parseBody(paymentBody, req)))
    }),
  },
  {
    path: '/v1/equipment/zeus-export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      const { month, format } = parseQuery(zeusExportQuery, req)
      const file = await exportZeus(req, month, format, downloadReasonOf(req))
      const asciiName = `zeus-usage-${month}.${format}`
      return format === 'csv' ? csvDownload(file, asciiName) : attachmentDownload(file, asciiName, 'application/json; charset=utf-8')
    }),
  },
  {
    path: '/v1/equipment/utilisation',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      const { month, months } = parseQuery(utilisationQuery, req)
      return ok(await loadUtilisation(req, month, months))
    }),
  },
]
