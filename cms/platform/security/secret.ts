import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from '../config/paths'

const secretFile = path.join(dataDir, '.payload-secret')

/**
 * Development convenience: the first start writes a random secret under data/ and later starts
 * reuse it, so sessions survive restarts. Production never gets here (see cms/server.ts).
 */
export const resolvePayloadSecret = (): string => {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (fs.existsSync(secretFile)) return fs.readFileSync(secretFile, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(secretFile, secret, { mode: 0o600 })
  return secret
}
