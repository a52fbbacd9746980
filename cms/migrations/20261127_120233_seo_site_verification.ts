import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`naver_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`google_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_naver_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_google_site_verification\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`naver_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`google_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_naver_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_google_site_verification\`;`)
}
