/**
 * Payload takes any process without NODE_ENV=production for `next dev`, and `npm start` runs
 * without it. Two of its development helpers do harm here: a WebSocket to
 * ws://localhost:$PORT/_next/hmr (Next's dev reload channel, which this production build does not
 * serve: it reaches whatever else listens on that port, or this very server) and a scan of ~40
 * packages' files on every start. Environment variables, because the copy of Payload inside the
 * Next bundle reads them too.
 */
export const turnOffPayloadDevTooling = () => {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
}
