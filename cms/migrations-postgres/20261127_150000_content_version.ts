import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand, not generated: the one-row counter of changes to what guests see, which keys the
// server-rendered page cache of every process (cms/platform/data/content-version.ts) is not a Payload collection.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "content_version" ("id" integer PRIMARY KEY NOT NULL, "version" bigint NOT NULL);
   INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "content_version";`)
}
