/*
 * Apart from the storage plugin (upload-storage.ts) because the backup scripts read these settings
 * too, and importing the plugin loads Payload: two seconds per script run for nothing.
 */

export type S3Settings = {
  bucket: string
  /** Unset means AWS itself; MinIO, Naver Cloud and other S3-compatible services name theirs. */
  endpoint: string | undefined
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `bucket` in the path instead of the host name: what MinIO and most on-premises services expect. */
  forcePathStyle: boolean
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

/** The S3 SDK's own default; AWS buckets elsewhere (Seoul: ap-northeast-2) name their region. */
const DEFAULT_REGION = 'us-east-1'

const startError = (english: string, korean: string) => new Error(`${english} (${korean})`)

const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/**
 * Where uploads go, from the environment: a bucket when S3_BUCKET is set, the local disk when no S3_
 * variable is. Anything in between stops the start, because a server that quietly kept files on one
 * machine's disk would lose them to the other processes behind the load balancer.
 */
export const s3SettingsFromEnv = (env: Record<string, string | undefined> = process.env): S3Settings | null => {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() ?? ''
  const bucket = value('S3_BUCKET')
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name))
    if (stray.length === 0) return null
    throw startError(
      `${stray.join(', ')} set without S3_BUCKET: uploads would stay on this machine's disk`,
      `S3 저장소를 쓰려면 S3_BUCKET도 설정하고, 로컬 디스크를 쓰려면 ${stray.join(', ')}을(를) 지우세요`,
    )
  }
  if (!bucketName.test(bucket)) {
    throw startError(`S3_BUCKET "${bucket}" is not a valid bucket name`, 'S3_BUCKET은 소문자, 숫자, 점, 하이픈으로 된 3~63자의 버킷 이름이어야 합니다')
  }
  const missingKeys = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !value(name))
  if (missingKeys.length > 0) {
    throw startError(`S3_BUCKET is set but ${missingKeys.join(' and ')} missing`, `S3 저장소를 쓰려면 ${missingKeys.join(', ')} 환경 변수도 필요합니다`)
  }
  const endpoint = value('S3_ENDPOINT') || undefined
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw startError(
      `S3_ENDPOINT "${endpoint}" is not an http(s) URL`,
      'S3_ENDPOINT는 http:// 또는 https://로 시작하는 주소여야 합니다 (예: https://minio.example.ac.kr:9000)',
    )
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE')
  if (!['', 'true', 'false'].includes(pathStyle)) {
    throw startError(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`, 'S3_FORCE_PATH_STYLE은 true 또는 false여야 합니다')
  }
  return {
    bucket,
    endpoint,
    region: value('S3_REGION') || DEFAULT_REGION,
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === 'true',
  }
}
