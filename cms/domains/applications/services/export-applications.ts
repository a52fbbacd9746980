import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../platform/data/keyword-filter'
import { requireStaff } from '../../../platform/access/require-staff'
import { kstDateTime, kstDay } from '../../../platform/time/kst'
import { toCsv } from '../../../platform/text/csv'
import { coveredByOneEntry, recordAccess } from '../../access-log'
import type { ApplicationDoc } from './application-doc'
import type { Programme } from './application-registry'

/** Far more than a year of applications; a list past it is narrowed with the admin's filter first. */
const EXPORT_LIMIT = 5000

/** Seoul wall-clock time, 2026-11-25 14:05, as Excel sorts and reads it. */
export const seoulTime = (iso: string | null | undefined) => (iso ? kstDateTime(new Date(iso)) : '')

/** One programme's spreadsheet: its columns and the fields the admin list's search box looks in. */
export type ApplicationSheet<T extends ApplicationDoc> = {
  header: readonly string[]
  // A method, so a programme's sheet of its own rows serves where any application's sheet is asked for.
  row(doc: T): string[]
  searchFields: readonly string[]
}

/** The last move's time and reason, the two columns every sheet ends with. */
export const lastMove = (doc: ApplicationDoc) => {
  const last = doc.history?.at(-1)
  return [seoulTime(last?.at), last?.reason ?? '']
}

/**
 * The admin list as staff filtered it, as a CSV file for Excel: the list's own `where` and `search`,
 * read with the staff member's access, newest first. The file is one 다운로드 entry of the access log
 * with its reason and row count (not one 조회 per row read for it), written before the file leaves.
 */
export const exportApplications = async (
  req: PayloadRequest,
  programme: Programme,
  sheet: ApplicationSheet<ApplicationDoc>,
  filter: { where?: Where; search: string },
  reason: string,
) => {
  const user = requireStaff(req)
  const conditions: Where[] = [...(filter.where ? [filter.where] : []), ...(filter.search ? [anyFieldLike(filter.search, sheet.searchFields)] : [])]
  const { docs } = await coveredByOneEntry(req, () =>
    req.payload.find({
      collection: programme.collection,
      where: conditions.length ? { and: conditions } : {},
      sort: ['-createdAt', '-id'],
      limit: EXPORT_LIMIT,
      depth: 1,
      overrideAccess: false,
      user,
      req,
    }),
  )
  const filename = `${programme.label}_신청_${kstDay(new Date())}.csv`
  await recordAccess(req, { action: 'download', collection: programme.collection, count: docs.length, exportName: filename, reason })
  return { filename, body: toCsv([sheet.header, ...(docs as ApplicationDoc[]).map((doc) => sheet.row(doc))]) }
}
