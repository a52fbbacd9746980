import { describe, expect, it } from 'vitest'
import { s3SettingsFromEnv } from '../../cms/platform/uploads/s3-settings'

const complete = { S3_BUCKET: 'portal-uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }

describe('where uploads are stored (S3_* environment)', () => {
  it('no S3 variable keeps the local disk', () => {
    expect(s3SettingsFromEnv({})).toBeNull()
  })

  it('a bucket with both keys uses it, in the SDK default region and host-style unless told otherwise', () => {
    expect(s3SettingsFromEnv(complete)).toEqual({
      bucket: 'portal-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
    expect(s3SettingsFromEnv({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'ap-northeast-2', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-northeast-2',
      forcePathStyle: true,
    })
  })

  it.each([
    ['a bucket without keys', { S3_BUCKET: 'portal-uploads' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY 환경 변수도 필요합니다'],
    ['a bucket without its secret key', { ...complete, S3_SECRET_ACCESS_KEY: ' ' }, 'S3_SECRET_ACCESS_KEY 환경 변수도 필요합니다'],
    ['keys and an endpoint without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' }, 'S3_BUCKET도 설정하고'],
    ['a bucket name S3 refuses', { ...complete, S3_BUCKET: 'Portal_Uploads' }, '버킷 이름이어야 합니다'],
    ['an endpoint that is not a URL', { ...complete, S3_ENDPOINT: 'minio:9000' }, 'http:// 또는 https://로 시작하는 주소'],
    ['a path style that is neither true nor false', { ...complete, S3_FORCE_PATH_STYLE: 'yes' }, 'true 또는 false여야 합니다'],
  ])('%s stops the start with a message saying what to set', (_case, env, message) => {
    expect(() => s3SettingsFromEnv(env)).toThrow(message)
  })
})
