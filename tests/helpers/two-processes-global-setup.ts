import type { TestProject } from 'vitest/node'
import { startPortal } from './portal-process'
import { startPostgresCluster } from './postgres-cluster'
import { startS3Standin } from './s3-standin'

/** Logins per minute per address and per account in these two processes. */
export const LOGIN_BUDGET = 10

declare module 'vitest' {
  export interface ProvidedContext {
    secondPortalUrl: string
    /** The bucket both processes keep uploads in, and each one's data folder (where disk uploads would go). */
    s3BucketUrl: string
    portalDataDirs: string[]
    /** What a further process of the same portal needs: the database, the secret and the bucket. */
    sharedPortalEnv: Record<string, string>
  }
}

/**
 * Two portal processes on one PostgreSQL database and one S3 bucket (a loopback stand-in), as behind a
 * load balancer: the first migrates and seeds the empty database and runs the jobs; the second finds it
 * ready and runs none.
 */
export default async function setup(project: TestProject) {
  // Stopped newest first, also when a later start fails: a cluster left running outlives the test run.
  const stops: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    const cluster = await startPostgresCluster()
    stops.push(cluster.stop)
    await cluster.createDatabase('portal')
    const s3 = await startS3Standin()
    stops.push(s3.stop)
    // A login budget small enough to run out within one test (the API suite's is raised to 200).
    const shared = {
      DATABASE_URL: cluster.url('portal'),
      PAYLOAD_SECRET: 'two-processes-test-secret-0123456789abcdef',
      RATE_LIMIT_LOGIN: String(LOGIN_BUDGET),
      ...s3.env,
    }
    const first = await startPortal('scale-a', { ...shared, JOBS_WORKER: 'true' })
    stops.push(first.stop)
    const second = await startPortal('scale-b', { ...shared, JOBS_WORKER: 'false' })
    stops.push(second.stop)
    project.provide('portalUrl', first.url)
    project.provide('secondPortalUrl', second.url)
    project.provide('s3BucketUrl', s3.bucketUrl)
    project.provide('portalDataDirs', [first.dataDir, second.dataDir])
    project.provide('sharedPortalEnv', shared)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
