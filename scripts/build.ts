import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '../cms/lib/paths'

type Target = {
  name: string
  /** Folders and files whose content decides whether the output is stale. */
  inputs: string[]
  stampFile: string
  command: string[]
  env?: Record<string, string>
}

const ignoredDirs = new Set(['node_modules', '.next', 'dist'])

const listFiles = (entry: string): string[] => {
  const full = path.join(rootDir, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [entry]
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => !ignoredDirs.has(child.name))
    .flatMap((child) => listFiles(path.join(entry, child.name)))
}

const fingerprint = (inputs: string[]) => {
  const hash = crypto.createHash('sha256')
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(rootDir, file)))
  }
  return hash.digest('hex')
}

const nodeBin = (pkg: string, bin: string) => path.join(rootDir, 'node_modules', pkg, bin)

const targets: Target[] = [
  {
    name: '관리자 화면(Payload/Next)',
    inputs: ['cms', 'package-lock.json'],
    stampFile: 'cms/.next/portal-build-stamp',
    command: [process.execPath, nodeBin('next', 'dist/bin/next'), 'build', 'cms'],
    env: { NEXT_TELEMETRY_DISABLED: '1', SEED_ON_EMPTY: 'false' },
  },
  {
    name: '포털 화면(Vite)',
    // Every server file the SPA imports (through @cms) is an input too, or a change there would not rebuild it.
    inputs: ['web', 'cms/lib/site.ts', 'cms/endpoints/v1/schemas', 'cms/accounts/rules.ts', 'cms/accounts/options.ts', 'cms/equipment/options.ts', 'package-lock.json'],
    stampFile: 'web/dist/portal-build-stamp',
    command: [process.execPath, nodeBin('vite', 'bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
  },
]

/**
 * Builds what is missing or older than its sources, so `npm start` works on a fresh clone and a
 * second start takes seconds. A target is rebuilt when the hash of its inputs changes.
 */
export const buildIfNeeded = ({ force = false } = {}) => {
  for (const target of targets) {
    const stampPath = path.join(rootDir, target.stampFile)
    const wanted = fingerprint(target.inputs)
    const current = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, 'utf8') : ''
    if (!force && current === wanted) {
      console.log(`[build] ${target.name}: 최신 상태입니다.`)
      continue
    }
    const started = Date.now()
    console.log(`[build] ${target.name} 빌드 중… (처음에는 1~2분 걸립니다)`)
    const result = spawnSync(target.command[0], target.command.slice(1), {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, ...target.env, NODE_ENV: 'production' },
    })
    if (result.status !== 0) throw new Error(`[build] ${target.name} 빌드에 실패했습니다 (exit ${result.status}).`)
    fs.writeFileSync(stampPath, wanted)
    console.log(`[build] ${target.name} 완료 (${Math.round((Date.now() - started) / 1000)}초)`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes('--force') })
}
