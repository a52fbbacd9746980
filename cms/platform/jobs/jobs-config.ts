import type { JobsConfig, Payload, PayloadRequest } from 'payload'
import { hasStaffRole } from '../access/roles'
import { withStaffJobList } from './jobs-collection'
import { sendMailTask } from './send-mail-task'

const staffOnly = ({ req }: { req: PayloadRequest }) => hasStaffRole(req.user)

/**
 * Every ten seconds: a queued mail leaves within that, and a scheduled publish (set to the minute in
 * the admin) appears within it.
 */
const DEFAULT_CRON = '*/10 * * * * *'

/** On globalThis: the admin's Next bundle has its own copy of this module and of Payload. */
const JOB_RUNNER = Symbol.for('sanhak-portal:job-runner')

/**
 * Names the one Payload instance in this process that runs due jobs: the portal's own (cms/server.ts).
 * The admin's Next routes start their own instance with the cron on (@payloadcms/next asks for it on
 * every admin request), which would otherwise run jobs too — a second runner in this process, and one
 * in every process with `JOBS_WORKER=false` once someone opens the admin there.
 */
export const markJobRunner = (payload: Payload) => Reflect.set(globalThis, JOB_RUNNER, payload)

const isJobRunner = (payload: Payload) => runsJobs() && Reflect.get(globalThis, JOB_RUNNER) === payload

/**
 * Payload's job queue: scheduled publishing of boards and pages, and the portal's mail. The cron that
 * runs due jobs lives in the jobs process (cms/server.ts starts it); `JOBS_CRON` may change it, with
 * an optional leading seconds field (the tests run it every second).
 */
export const jobsConfig: JobsConfig = {
  // Payload lets any signed-in account queue, run or cancel jobs (e.g. /api/payload-jobs/run); only staff may.
  access: { queue: staffOnly, run: staffOnly, cancel: staffOnly },
  tasks: [sendMailTask],
  jobsCollectionOverrides: withStaffJobList,
  autoRun: [{ cron: process.env.JOBS_CRON || DEFAULT_CRON, queue: 'default', limit: 20 }],
  shouldAutoRun: (payload) => isJobRunner(payload),
}

/**
 * Whether this process runs the due jobs. One process does: `JOBS_WORKER=false` leaves them to
 * another (docs/decisions.md).
 */
export const runsJobs = () => process.env.JOBS_WORKER !== 'false'
