import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A PostgreSQL program (`initdb`, `pg_dump`, `pg_restore`, …) from the newest installed version:
 * Debian keeps them per major version under /usr/lib/postgresql, off the PATH; elsewhere
 * `pg_config --bindir` says where they are. Null when the program is not installed.
 */
export const postgresBinary = (name: string): string | null => {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((entry) => /^\d+$/.test(entry)) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (newest && fs.existsSync(path.join(root, newest, 'bin', name))) return path.join(root, newest, 'bin', name)
  const fromPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  const candidate = fromPath.status === 0 ? path.join(fromPath.stdout.trim(), name) : null
  return candidate && fs.existsSync(candidate) ? candidate : null
}
