import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../cms/platform/config/paths'
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
 * then runs the vitest projects (unit, web, api) and Playwright, and ends with one line that sums
 * both runners (each failed check counts as one failure).
 */
const checks = [
  run('typecheck: tsc --noEmit', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('lint: eslint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']),
  run('format: prettier --check', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level=warn']),
]
const checksOk = checks.every(Boolean)

await buildIfNeeded()

const vitestReport = path.join(reportDir, 'vitest.json')
const vitestOk = run('vitest: unit, web, api', [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])

const playwrightReport = path.join(reportDir, 'playwright.json')
const playwrightOk = run('playwright: e2e in Chromium', ['node_modules/@playwright/test/cli.js', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
})

const checkCounts: Counts = { passed: 0, failed: checks.filter((ok) => !ok).length, skipped: 0 }
const totals = [checkCounts, readCounts(vitestReport, vitestCounts), readCounts(playwrightReport, playwrightCounts)].reduce((sum, counts) => ({
  passed: sum.passed + counts.passed,
  failed: sum.failed + counts.failed,
  skipped: sum.skipped + counts.skipped,
}))

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(checksOk && vitestOk && playwrightOk && totals.failed === 0 && totals.passed > 0 ? 0 : 1)
