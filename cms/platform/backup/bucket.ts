import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '../uploads/s3-settings'

export type BucketObject = { key: string; size: number; etag: string }

/** The same client settings the portal's storage plugin uses (cms/platform/uploads/upload-storage.ts). */
export const bucketClient = (settings: S3Settings) =>
  new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })

/** Every object in the bucket (ListObjectsV2 pages through a thousand at a time), or only the first when `firstOnly`. */
export const listBucket = async (client: S3Client, bucket: string, { firstOnly = false } = {}): Promise<BucketObject[]> => {
  const objects: BucketObject[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token, MaxKeys: firstOnly ? 1 : undefined }))
    for (const object of page.Contents ?? []) objects.push({ key: object.Key!, size: object.Size ?? 0, etag: (object.ETag ?? '').replace(/"/g, '') })
    token = page.IsTruncated && !firstOnly ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

export const readObject = async (client: S3Client, bucket: string, key: string) => {
  const { Body, ContentType } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return { body: Buffer.from(await Body!.transformToByteArray()), contentType: ContentType }
}

export const writeObject = (client: S3Client, bucket: string, key: string, body: Buffer, contentType: string | undefined) =>
  client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }))
