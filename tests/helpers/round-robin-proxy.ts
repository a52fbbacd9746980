import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer without stickiness on loopback: each request goes to the next of `targets` in turn,
 * so one browser session's requests alternate between the processes. Counts what each one served.
 */
export const startRoundRobinProxy = async (targets: readonly string[]) => {
  const served = targets.map(() => 0)
  let next = 0
  const server = http.createServer((incoming, outgoing) => {
    const index = next++ % targets.length
    served[index]! += 1
    const target = new URL(targets[index]!)
    const forwarded = http.request(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => [...served],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
