import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../cms/platform/config/paths'
import { postgresUnavailable } from '../tests/helpers/postgres-cluster'
import { buildIfNeeded } from './build'

type Counts = { passed: number; failed: number; skipped: number }

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'))

const run = (label: string, command: string[], env: Record<string, string> = {}) => {
  console.log(`\n[test] ${label}`)
  const result = spawnSync(process.execPath, command, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

const vitestCounts = (file: string): Counts => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

const playwrightCounts = (file: string): Counts => {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped }
}

const readCounts = (file: string, parse: (file: string) => Counts): Counts => (fs.existsSync(file) ? parse(file) : { passed: 0, failed: 1, skipped: 0 })

/**
 * `npm test`: checks the code's rules first (types with tsc, lint with ESLint including the import
 * boundaries, formatting with Prettier), builds what is stale (the e2e suite drives the built app),
 * then runs the vitest projects (two processes side by side, below) and Playwright, and ends with one line that sums
 * both runners (each failed check counts as one failure).
 */
const checks = [
  run('typecheck: tsc --noEmit', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('lint: eslint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']),
  run('format: prettier --check', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level=warn']),
]
const checksOk = checks.every(Boolean)

await buildIfNeeded()

/** Runs one vitest process over `projects`, its JSON report in `report`; resolves whether it passed. */
const vitestRun = (projects: string[], report: string) =>
  new Promise<boolean>((resolve) => {
    const args = ['node_modules/vitest/vitest.mjs', 'run', ...projects.map((name) => `--project=${name}`), '--reporter=default', '--reporter=json']
    const child = spawn(process.execPath, [...args, `--outputFile.json=${report}`], { cwd: rootDir, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code === 0))
  })

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
console.log(`\n[test] vitest, side by side: ${vitestHalves.map((half) => half.label).join(' | ')}`)
const vitestOk = (await Promise.all(vitestHalves.map((half) => vitestRun(half.projects, half.report)))).every(Boolean)

const playwrightReport = path.join(reportDir, 'playwright.json')
const playwrightOk = run('playwright: e2e in Chromium', ['node_modules/@playwright/test/cli.js', 'test'], {
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

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(checksOk && vitestOk && playwrightOk && totals.failed === 0 && totals.passed > 0 ? 0 : 1)
