/** Grace for answers under way (see trackHttpConnections), well inside the last-resort limit below. */
export const SHUTDOWN_GRACE_MS = 5_000

/**
 * A load balancer learns that a process is stopping only from /healthz (503 while draining) or from a
 * refused connection; either way it needs a health-check round or two. Serving on for this long
 * before the port closes means no request is sent to a closed port. Drain + grace stay within the
 * last-resort limit below: `SHUTDOWN_DRAIN_MS` sets it up to 3 s (0 closes at once).
 */
const DEFAULT_DRAIN_MS = 2_000
const MAX_DRAIN_MS = 3_000

export const shutdownDrainMs = () => {
  const value = Number(process.env.SHUTDOWN_DRAIN_MS)
  return process.env.SHUTDOWN_DRAIN_MS && Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_DRAIN_MS) : DEFAULT_DRAIN_MS
}

/** An orchestrator sends SIGKILL after 10 s (Docker, systemd's default is longer); end before it. */
const LAST_RESORT_MS = 9_000

/**
 * SIGTERM and SIGINT close the portal and end the process with 0. If closing itself hangs, a
 * last-resort timer ends the process with 1 and says so; a second signal ends it at once.
 */
export const stopOnSignal = (close: () => Promise<void>) => {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`[종료] ${signal} 를 다시 받아 바로 종료합니다. (${signal} again: exiting now)`)
      process.exit(1)
    }
    stopping = true
    console.log(`[종료] ${signal}: 새 연결을 받지 않고 서버를 닫습니다. (${signal}: shutting down)`)
    setTimeout(() => {
      console.error(
        `[종료 실패] 정리가 ${LAST_RESORT_MS / 1000}초 안에 끝나지 않아 강제로 종료합니다. (Cleanup did not finish within ${LAST_RESORT_MS / 1000} s; exiting anyway.)`,
      )
      process.exit(1)
    }, LAST_RESORT_MS)
    close().then(
      () => {
        console.log('[종료] 완료 (stopped)')
        process.exit(0)
      },
      (error: unknown) => {
        console.error('[종료 실패] 정리 중 오류 (cleanup failed):', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
