import type { Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type HttpConnections = { drain: () => void; close: (graceMs: number) => Promise<void> }

/**
 * Follows every socket of the HTTP server so that stopping can end them all. Node's own
 * `closeAllConnections()` forgets a socket once it is upgraded (a WebSocket), and `server.close()`
 * waits for such a socket forever: the port closes at once, the process never exits.
 */
export const trackHttpConnections = (server: Server): HttpConnections => {
  const sockets = new Set<Socket>()
  const answering = new Set<ServerResponse>()
  let closing = false
  let draining = false

  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('request', (_req, res: ServerResponse) => {
    if (closing || draining) res.setHeader('Connection', 'close')
    answering.add(res)
    res.once('close', () => {
      answering.delete(res)
      // Node marks the keep-alive socket idle only after this event; close it on the next turn.
      if (closing) setImmediate(() => server.closeIdleConnections())
    })
  })

  return {
    /**
     * Still answers, but each kept-alive socket closes after its next answer: a proxy then opens a new
     * connection for its next request, which close() later refuses cleanly. Idle sockets are left
     * alone, since a proxy may be writing a request into one at this very moment.
     */
    drain: () => {
      draining = true
    },
    /**
     * Stops accepting, lets answers under way finish for `graceMs` (their sockets close after the
     * answer), then cuts whatever is still open: slow requests, half-sent requests, upgraded sockets.
     */
    close: async (graceMs) => {
      closing = true
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close')
      server.closeIdleConnections()
      let graceTimer: NodeJS.Timeout | undefined
      await Promise.race([closed, new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, graceMs)))])
      clearTimeout(graceTimer)
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
}
