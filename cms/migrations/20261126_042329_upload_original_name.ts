import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`files\` ADD \`original_name\` text;`)
  await db.run(sql`ALTER TABLE \`post_files\` ADD \`original_name\` text;`)
  // Files from before the column: the stored name is the best guess at the chosen one.
  await db.run(sql`UPDATE \`files\` SET \`original_name\` = \`filename\`;`)
  await db.run(sql`UPDATE \`post_files\` SET \`original_name\` = \`filename\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`original_name\`;`)
  await db.run(sql`ALTER TABLE \`post_files\` DROP COLUMN \`original_name\`;`)
}
