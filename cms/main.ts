import { StartPhaseTimeoutError } from './lifecycle/start-phase'
import { startPortalServer } from './server'

/** Entry point of the single server process (npm start runs it after building what is missing). */
try {
  const portal = await startPortalServer()
  const stop = async () => {
    await portal.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof StartPhaseTimeoutError ? error.message : error)
  process.exit(1)
}
