import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export type S3Standin = {
  /** The portal's S3_* settings pointing at the stand-in. */
  env: Record<string, string>
  /** The bucket's base URL: s3rver answers unsigned requests, so a test reads objects with plain fetch. */
  bucketUrl: string
  stop: () => Promise<void>
}

/** The account s3rver checks request signatures against (its built-in one). */
const S3RVER_KEY = 'S3RVER'

/** A loopback S3 (s3rver) with one empty bucket, its objects in a temp folder, on a free port. */
export const startS3Standin = async (bucket = 'portal-uploads'): Promise<S3Standin> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY, S3_FORCE_PATH_STYLE: 'true' },
    bucketUrl: `${endpoint}/${bucket}`,
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
