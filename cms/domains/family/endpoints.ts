import type { Endpoint } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { csvDownload } from '../../platform/http/csv-download'
import { ok, okList, withEnvelope } from '../../platform/http/envelope'
import { parseQuery, payloadListFilter } from '../../platform/http/request'
import { downloadReasonOf } from '../access-log'
import { directoryQuery } from './schemas'
import { listFamilyCompanies } from './services/directory'
import { exportFamilyCompanies } from './services/export-family'
import { familyMembershipView } from './services/membership-view'
import { listFamilyTiers } from './services/tiers'

/** 가족회사 (docs/api.md "가족회사"); the application itself runs on /api/v1/applications/family. */
export const familyEndpoints: Endpoint[] = [
  {
    path: '/v1/family/tiers',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await listFamilyTiers(req))),
  },
  {
    path: '/v1/family/membership',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await familyMembershipView(req, requireMember(req)))),
  },
  {
    path: '/v1/family/companies',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(directoryQuery, req)
      const { list, total } = await listFamilyCompanies(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/family/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      // Who asks comes before what they left out: a guest is told to sign in, not to give a reason.
      requireStaff(req)
      return csvDownload(await exportFamilyCompanies(req, payloadListFilter(req), downloadReasonOf(req)), 'family-companies.csv')
    }),
  },
]
