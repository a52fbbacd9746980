import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import esbuild from 'esbuild'
import { rootDir } from '../cms/lib/paths'

type Target = {
  name: string
  /** Folders and files whose content decides whether the output is stale. */
  inputs: string[]
  stampFile: string
  /** A build tool run as its own process, or a quick build done in this one. */
  command: string[] | (() => Promise<void>)
  env?: Record<string, string>
}

/** The server as one plain JavaScript file, run by `npm start` and the tests with plain `node`. */
export const serverBundle = 'dist/server/main.mjs'

/** Packages whose own modules go into the bundle instead of being imported at run time (see below). */
const bundledPackages = ['@payloadcms/richtext-lexical', '@lexical/headless', '@lexical/html']

/**
 * Bundles the server's TypeScript (cms/, seed/) with esbuild into one file run by plain `node`.
 * Packages stay imports from node_modules, except @payloadcms/richtext-lexical: on Node 20 importing
 * its ~300 ESM modules left the import unsettled for good in about half of the starts (exit 13, or an
 * idle process when a socket kept it alive: the start that "hung"). Its modules flattened into the
 * bundle loaded in every one of 36 tries (docs/security.md "Why a start could hang"). The member
 * boards' HTML → Lexical converter brought @lexical/headless and @lexical/html in as two more run-time
 * imports, and 5 of 8 starts were unsettled again; bundled with it, 20 of 20 started.
 */
const bundleServer = async () => {
  await esbuild.build({
    entryPoints: ['cms/main.ts'],
    absWorkingDir: rootDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: serverBundle,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
            bundledPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`)) ? undefined : { path: specifier, external: true },
          )
        },
      },
    ],
  })
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
    name: '서버(esbuild)',
    inputs: ['cms', 'contract', 'seed', 'scripts/build.ts', 'package-lock.json'],
    stampFile: 'dist/server/portal-build-stamp',
    command: bundleServer,
  },
  {
    name: '관리자 화면(Payload/Next)',
    inputs: ['cms', 'contract', 'package-lock.json'],
    stampFile: 'cms/.next/portal-build-stamp',
    command: [process.execPath, nodeBin('next', 'dist/bin/next'), 'build', 'cms'],
    env: { NEXT_TELEMETRY_DISABLED: '1', SEED_ON_EMPTY: 'false' },
  },
  {
    name: '포털 화면(Vite)',
    // The contract folder is the only code outside web/ the SPA imports, so it is an input too.
    inputs: ['web', 'contract', 'package-lock.json'],
    stampFile: 'web/dist/portal-build-stamp',
    command: [process.execPath, nodeBin('vite', 'bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
  },
]

/**
 * Builds what is missing or older than its sources, so `npm start` works on a fresh clone and a
 * second start takes seconds. A target is rebuilt when the hash of its inputs changes.
 */
export const buildIfNeeded = async ({ force = false, serverOnly = false } = {}) => {
  for (const target of serverOnly ? targets.slice(0, 1) : targets) {
    const stampPath = path.join(rootDir, target.stampFile)
    const wanted = fingerprint(target.inputs)
    const current = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, 'utf8') : ''
    if (!force && current === wanted) {
      console.log(`[build] ${target.name}: 최신 상태입니다.`)
      continue
    }
    const started = Date.now()
    console.log(`[build] ${target.name} 빌드 중… (처음에는 1~2분 걸립니다)`)
    if (typeof target.command === 'function') {
      await target.command()
    } else {
      const result = spawnSync(target.command[0]!, target.command.slice(1), {
        cwd: rootDir,
        stdio: 'inherit',
        env: { ...process.env, ...target.env, NODE_ENV: 'production' },
      })
      if (result.status !== 0) throw new Error(`[build] ${target.name} 빌드에 실패했습니다 (exit ${result.status}).`)
    }
    fs.mkdirSync(path.dirname(stampPath), { recursive: true })
    fs.writeFileSync(stampPath, wanted)
    console.log(`[build] ${target.name} 완료 (${Math.round((Date.now() - started) / 1000)}초)`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfNeeded({ force: process.argv.includes('--force') })
}
