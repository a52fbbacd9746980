import { StartPhaseTimeoutError } from './platform/lifecycle/start-phase'
import { stopOnSignal } from './platform/lifecycle/stop-on-signal'
import { startPortalServer } from './server'

/** Entry point of the single server process (npm start runs it after building what is missing). */
try {
  const portal = await startPortalServer()
  stopOnSignal(portal.close)
} catch (error) {
  console.error(error instanceof StartPhaseTimeoutError ? error.message : error)
  process.exit(1)
}
