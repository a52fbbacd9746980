import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import esbuild from 'esbuild'
import { rootDir } from '../cms/platform/config/paths'

type Target = {
  name: string
  /** Folders and files whose content decides whether the output is stale. */
  inputs: string[]
  stampFile: string
  /** A build tool run as its own process, or a quick build done in this one. */
  command: string[] | (() => Promise<void>)
  env?: Record<string, string>
  /** What a newcomer should expect, from measured first builds (83 s in all on a quiet two-core machine, 267 s on a busy one). */
  expected: string
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

const ignoredDirs = new Set(['node_modules', '.next', 'dist', 'dist-ssr'])

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
    expected: '몇 초',
  },
  {
    name: '관리자 화면(Payload/Next)',
    inputs: ['cms', 'contract', 'package-lock.json'],
    stampFile: 'cms/.next/portal-build-stamp',
    command: [process.execPath, nodeBin('next', 'dist/bin/next'), 'build', 'cms'],
    env: { NEXT_TELEMETRY_DISABLED: '1', SEED_ON_EMPTY: 'false' },
    expected: '한가한 컴퓨터에서 약 1분, 바쁜 컴퓨터에서는 4분 넘게',
  },
  {
    name: '포털 화면(Vite)',
    // The contract folder is the only code outside web/ the SPA imports, so it is an input too.
    inputs: ['web', 'contract', 'package-lock.json'],
    stampFile: 'web/dist/portal-build-stamp',
    command: [process.execPath, nodeBin('vite', 'bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
    expected: '약 20~40초',
  },
  {
    name: '포털 화면 서버 렌더링(Vite SSR)',
    inputs: ['web', 'contract', 'package-lock.json'],
    stampFile: 'web/dist-ssr/portal-build-stamp',
    // The same pages as one module for node (web/src/entry-server.tsx), read by cms/platform/http/page-render.ts.
    command: [
      process.execPath,
      nodeBin('vite', 'bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      'dist-ssr',
    ],
    expected: '약 5~20초',
  },
]

/** How often a long build says it is still working. */
const PROGRESS_EVERY_MS = 15_000

/**
 * Runs one build tool with its own output passed through. `next build` prints nothing for minutes
 * while it compiles, so a line with the elapsed time follows every `everyMs` to show it has not hung.
 */
export const runWithProgress = (
  label: string,
  command: string[],
  env: NodeJS.ProcessEnv,
  { everyMs = PROGRESS_EVERY_MS, log = console.log }: { everyMs?: number; log?: (line: string) => void } = {},
) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now()
    const child = spawn(command[0]!, command.slice(1), { cwd: rootDir, stdio: 'inherit', env })
    const progress = setInterval(() => log(`[build] ${label}: 아직 빌드 중입니다 (${Math.round((Date.now() - started) / 1000)}초 경과)`), everyMs)
    child.once('error', (error) => {
      clearInterval(progress)
      reject(error)
    })
    child.once('close', (code) => {
      clearInterval(progress)
      if (code === 0) resolve()
      else reject(new Error(`[build] ${label} 빌드에 실패했습니다 (exit ${code}).`))
    })
  })

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
    console.log(`[build] ${target.name} 빌드 중… (${target.expected} 걸립니다)`)
    if (typeof target.command === 'function') await target.command()
    else await runWithProgress(target.name, target.command, { ...process.env, ...target.env, NODE_ENV: 'production' })
    fs.mkdirSync(path.dirname(stampPath), { recursive: true })
    fs.writeFileSync(stampPath, wanted)
    console.log(`[build] ${target.name} 완료 (${Math.round((Date.now() - started) / 1000)}초)`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfNeeded({ force: process.argv.includes('--force') })
}
