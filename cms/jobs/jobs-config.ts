import type { JobsConfig, PayloadRequest } from 'payload'
import { hasStaffRole } from '../access/roles'

const staffOnly = ({ req }: { req: PayloadRequest }) => hasStaffRole(req.user)

/** Every minute: a scheduled publish is set to the minute in the admin, so it appears within one. */
const DEFAULT_CRON = '* * * * *'

/**
 * Payload's job queue, today carrying scheduled publishing of boards and pages. The cron that runs
 * due jobs lives in the portal process (cms/server.ts starts it); `JOBS_CRON` may tighten it, with
 * an optional seconds field (the tests use every two seconds).
 */
export const jobsConfig: JobsConfig = {
  // Payload lets any signed-in account queue, run or cancel jobs (e.g. /api/payload-jobs/run); only staff may.
  access: { queue: staffOnly, run: staffOnly, cancel: staffOnly },
  autoRun: [{ cron: process.env.JOBS_CRON || DEFAULT_CRON, queue: 'default', limit: 20 }],
}

/**
 * Whether this process runs the due jobs. One process does: `JOBS_WORKER=false` leaves them to
 * another (docs/decisions.md).
 */
export const runsJobs = () => process.env.JOBS_WORKER !== 'false'
