import type { TestProject } from 'vitest/node'
import { startPortal } from './portal-process'
import { startPostgresCluster } from './postgres-cluster'

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
  const database = { DATABASE_URL: cluster.url('portal'), PAYLOAD_SECRET: 'two-processes-test-secret-0123456789abcdef' }
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
