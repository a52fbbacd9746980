import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand, not generated: the one-row counter of changes to what guests see, which keys the
// server-rendered page cache (cms/platform/data/content-version.ts) is not a Payload collection.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`content_version\` (\`id\` integer PRIMARY KEY NOT NULL, \`version\` integer NOT NULL);`)
  await db.run(sql`INSERT OR IGNORE INTO \`content_version\` (\`id\`, \`version\`) VALUES (1, 0);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`content_version\`;`)
}
