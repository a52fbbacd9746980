import type { TestProject } from 'vitest/node'
import { startPortal } from './portal-process'
import { startPostgresCluster } from './postgres-cluster'

/** Logins per minute per address and per account in these two processes. */
export const LOGIN_BUDGET = 10

declare module 'vitest' {
  export interface ProvidedContext {
    secondPortalUrl: string
  }
}

/**
 * Two portal processes on one PostgreSQL database, as behind a load balancer: the first migrates and
 * seeds the empty database and runs the jobs; the second finds it ready and runs none.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  await cluster.createDatabase('portal')
  // A login budget small enough to run out within one test (the API suite's is raised to 200).
  const database = { DATABASE_URL: cluster.url('portal'), PAYLOAD_SECRET: 'two-processes-test-secret-0123456789abcdef', RATE_LIMIT_LOGIN: String(LOGIN_BUDGET) }
  const first = await startPortal('scale-a', { ...database, JOBS_WORKER: 'true' })
  const second = await startPortal('scale-b', { ...database, JOBS_WORKER: 'false' })
  project.provide('portalUrl', first.url)
  project.provide('secondPortalUrl', second.url)
  return async () => {
    await second.stop()
    await first.stop()
    await cluster.stop()
  }
}
