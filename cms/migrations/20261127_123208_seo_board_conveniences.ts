import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notices\` ADD \`pinned_until\` text;`)
  await db.run(sql`CREATE INDEX \`notices_pinned_until_idx\` ON \`notices\` (\`pinned_until\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_pinned_until\` text;`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_pinned_until_idx\` ON \`_notices_v\` (\`version_pinned_until\`);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`download_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`pinned_until\` text;`)
  await db.run(sql`CREATE INDEX \`inquiries_pinned_until_idx\` ON \`inquiries\` (\`pinned_until\`);`)
  await db.run(sql`ALTER TABLE \`collaboration_requests\` ADD \`pinned_until\` text;`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_pinned_until_idx\` ON \`collaboration_requests\` (\`pinned_until\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`new_post_days\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`naver_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`google_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_new_post_days\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_naver_site_verification\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_google_site_verification\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`notices_pinned_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`pinned_until\`;`)
  await db.run(sql`DROP INDEX \`_notices_v_version_version_pinned_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_pinned_until\`;`)
  await db.run(sql`DROP INDEX \`inquiries_pinned_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`pinned_until\`;`)
  await db.run(sql`DROP INDEX \`collaboration_requests_pinned_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`collaboration_requests\` DROP COLUMN \`pinned_until\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`download_count\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`new_post_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`naver_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`google_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_new_post_days\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_naver_site_verification\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_google_site_verification\`;`)
}
