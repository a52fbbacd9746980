import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { S3Settings } from './s3-settings'

/**
 * Every upload collection's files in the bucket under its slug, the folder name they have under
 * data/uploads on disk, so one `aws s3 sync data/uploads s3://<bucket>` moves an existing portal over.
 *
 * Files stay behind Payload's file route (`/api/<slug>/file/<name>`), which checks the collection's
 * read access before the plugin streams the object: no public or signed bucket URL is ever handed
 * out, and the bucket can stay private. The plugin adds `prefix` and `_objectKey` columns when it is
 * on; `alwaysInsertFields` adds them when it is off too, so one schema and one set of migrations
 * serve both.
 */
export const uploadStorage =
  (settings: S3Settings | null): Plugin =>
  (config) =>
    s3Storage({
      enabled: settings !== null,
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      collections: Object.fromEntries(
        (config.collections ?? []).filter((collection) => collection.upload).map((collection) => [collection.slug, { prefix: collection.slug }]),
      ),
      config: settings
        ? {
            endpoint: settings.endpoint,
            region: settings.region,
            forcePathStyle: settings.forcePathStyle,
            credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          }
        : {},
    })(config)
