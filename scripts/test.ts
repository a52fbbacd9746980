import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../cms/platform/config/paths'
import { postgresUnavailable } from '../tests/helpers/postgres-cluster'
import { buildIfNeeded } from './build'

type Counts = { passed: number; failed: number; skipped: number }

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'))

/** Runs a node script of the repository; resolves whether it exited with 0. */
const run = (label: string, command: string[], env: Record<string, string> = {}) => {
  console.log(`\n[test] ${label}`)
  return new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, command, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code === 0))
  })
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string }[] }[]
}

const readVitestReport = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport

/** A file that failed with no failed test of its own: a hook or the file itself threw, and its tests did not run. */
const failedOutsideTests = (result: VitestReport['testResults'][number]) =>
  result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed')

const vitestCounts = (file: string): Counts => {
  const report = readVitestReport(file)
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.testResults.filter(failedOutsideTests).length,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

const playwrightCounts = (file: string): Counts => {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped }
}

const readCounts = (file: string, parse: (file: string) => Counts): Counts => (fs.existsSync(file) ? parse(file) : { passed: 0, failed: 1, skipped: 0 })

/**
 * `npm test`: checks the code's rules first (types with tsc, lint with ESLint including the import
 * boundaries, formatting with Prettier; side by side, as none writes anything), builds what is stale
 * (the e2e suite drives the built app), then runs the vitest projects (two processes side by side,
 * below) and Playwright, and ends with one line that sums both runners (each failed check counts as
 * one failure).
 */
const checks = await Promise.all([
  run('typecheck: tsc --noEmit', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('lint: eslint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']),
  run('format: prettier --check', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level=warn']),
])
const checksOk = checks.every(Boolean)

await buildIfNeeded()

/** One vitest process over `projects`, its JSON report in `report`. */
const vitestRun = (label: string, projects: string[], report: string) =>
  run(`vitest: ${label}`, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.map((name) => `--project=${name}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])

/*
 * Two vitest processes side by side, each running its files one at a time as vitest does on two
 * cores: the SQLite half (unit, web, api) and the PostgreSQL half (api-postgres, two-processes).
 * Each half's files share one portal server and may not overlap each other, but the halves have
 * servers and databases of their own, and one half's test waiting on its server leaves the core to
 * the other.
 */
const vitestHalves = [
  { label: 'unit, web, api', projects: ['unit', 'web', 'api'] },
  ...(postgresUnavailable() ? [] : [{ label: 'api-postgres, two-processes', projects: ['api-postgres', 'two-processes'] }]),
].map((half, index) => ({ ...half, report: path.join(reportDir, `vitest-${index}.json`) }))
const vitestOk = (await Promise.all(vitestHalves.map((half) => vitestRun(half.label, half.projects, half.report)))).every(Boolean)

const playwrightReport = path.join(reportDir, 'playwright.json')
const playwrightOk = await run('playwright: e2e in Chromium', ['node_modules/@playwright/test/cli.js', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
})

const checkCounts: Counts = { passed: 0, failed: checks.filter((ok) => !ok).length, skipped: 0 }
const totals = [checkCounts, ...vitestHalves.map((half) => readCounts(half.report, vitestCounts)), readCounts(playwrightReport, playwrightCounts)].reduce(
  (sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
)

/** The failed tests by name, so the last lines of a CI log say which ones without the reports at hand. */
const vitestFailures = (file: string): string[] => {
  if (!fs.existsSync(file)) return []
  return readVitestReport(file).testResults.flatMap((result) => {
    const testFile = path.relative(rootDir, result.name)
    if (failedOutsideTests(result)) return [`${testFile} › ${result.message?.split('\n')[0] || 'a hook of the file failed, so its tests did not run'}`]
    return result.assertionResults.filter((test) => test.status === 'failed').map((test) => `${testFile} › ${test.fullName}`)
  })
}

type PlaywrightSuite = { title: string; specs?: { title: string; tests: { status: string }[] }[]; suites?: PlaywrightSuite[] }
/** Unexpected and flaky both count as failed above, so both are named here. */
const playwrightFailures = (file: string): string[] => {
  if (!fs.existsSync(file)) return []
  const walk = (suite: PlaywrightSuite, trail: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky'))
      .map((spec) => [...trail, spec.title].join(' › ')),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...trail, child.title])),
  ]
  const { suites } = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] }
  return suites.flatMap((suite) => walk(suite, [suite.title]))
}

const failures = [...vitestHalves.flatMap((half) => vitestFailures(half.report)), ...playwrightFailures(playwrightReport)]
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(checksOk && vitestOk && playwrightOk && totals.failed === 0 && totals.passed > 0 ? 0 : 1)
