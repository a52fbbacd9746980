import type { TestProject } from 'vitest/node'
import { startOAuthStandin } from './oauth-standin'
import { standinEnv } from './oauth-standin-env'
import { startPortal } from './portal-process'
import { startPostgresCluster } from './postgres-cluster'

/**
 * The API suite again, against a portal on PostgreSQL: a throw-away cluster on loopback, one fresh
 * database the portal migrates and seeds at start, exactly as on SQLite.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  await cluster.createDatabase('portal')
  const standin = await startOAuthStandin()
  const portal = await startPortal('api-pg', { ...standinEnv(standin.url), DATABASE_URL: cluster.url('portal') })
  project.provide('portalUrl', portal.url)
  project.provide('oauthStandinUrl', standin.url)
  project.provide('portalLogPath', portal.logPath)
  project.provide('portalDatabaseUrl', cluster.url('portal'))
  return async () => {
    await portal.stop()
    await standin.stop()
    await cluster.stop()
  }
}
