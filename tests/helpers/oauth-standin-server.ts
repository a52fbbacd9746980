import { startOAuthStandin } from './oauth-standin'

/** The stand-in provider as its own process, for Playwright's webServer (port from OAUTH_STANDIN_PORT). */
const standin = await startOAuthStandin(Number(process.env.OAUTH_STANDIN_PORT ?? 0))
console.log(`OAuth stand-in listening on ${standin.url}`)
const stop = async () => {
  await standin.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
