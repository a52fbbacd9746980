/** A start phase's name for operators: Korean first, English in brackets, as in every start line. */
export type StartPhase = { label: string; english: string }

/** Thrown when a phase does not finish within its limit; main.ts prints the message and exits with 1. */
export class StartPhaseTimeoutError extends Error {}

const DEFAULT_PHASE_SECONDS = 120
const DEFAULT_SEED_SECONDS = 600

/** Seconds from the environment (fractions allowed), or the default when unset or not a positive number. */
const secondsFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/**
 * Limits are generous: four servers starting at once on two busy cores took 85 s in total, the
 * seed alone 40 s. They only exist so that a phase that can never finish ends the process with
 * its name instead of leaving it idle without a word.
 */
export const startPhaseLimitSeconds = (kind: 'phase' | 'seed') =>
  kind === 'seed' ? secondsFromEnv('STARTUP_SEED_TIMEOUT', DEFAULT_SEED_SECONDS) : secondsFromEnv('STARTUP_PHASE_TIMEOUT', DEFAULT_PHASE_SECONDS)

/**
 * Runs one start phase: one line when it begins, so the last line names the phase a slow start
 * is in, and a watchdog that rejects when the phase has not finished within `limitSeconds`.
 */
export const runStartPhase = async <T>(phase: StartPhase, limitSeconds: number, work: () => Promise<T> | T): Promise<T> => {
  console.log(`[시작] ${phase.label} (${phase.english})`)
  let watchdog: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_resolve, reject) => {
    watchdog = setTimeout(() => {
      reject(
        new StartPhaseTimeoutError(
          `[시작 실패] '${phase.label}' 단계가 ${limitSeconds}초 안에 끝나지 않아 서버를 종료합니다. ` +
            `Startup phase '${phase.english}' did not finish within ${limitSeconds} s; exiting.`,
        ),
      )
    }, limitSeconds * 1000)
  })
  try {
    return await Promise.race([Promise.resolve().then(work), timedOut])
  } finally {
    clearTimeout(watchdog)
  }
}
