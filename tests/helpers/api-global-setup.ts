import type { TestProject } from 'vitest/node'
import { startOAuthStandin } from './oauth-standin'
import { standinEnv } from './oauth-standin-env'
import { startPortal } from './portal-process'

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
    oauthStandinUrl: string
    /** The portal's own output (stdout and stderr), for tests of what the server logs. */
    portalLogPath: string
    /** The shared portal's database, for tests that move rows back in time (helpers/backdate.ts). */
    portalDatabaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const standin = await startOAuthStandin()
  const portal = await startPortal('api', standinEnv(standin.url))
  project.provide('portalUrl', portal.url)
  project.provide('oauthStandinUrl', standin.url)
  project.provide('portalLogPath', portal.logPath)
  project.provide('portalDatabaseUrl', `file:${portal.dataDir}/portal.db`)
  return async () => {
    await portal.stop()
    await standin.stop()
  }
}
