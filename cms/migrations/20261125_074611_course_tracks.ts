import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`intro_job_training\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_job_training__status_idx\` ON \`intro_job_training\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_job_training_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_lead\` text,
  	\`version_body\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_intro_job_training_v_version_version__status_idx\` ON \`_intro_job_training_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_job_training_v_created_at_idx\` ON \`_intro_job_training_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_job_training_v_updated_at_idx\` ON \`_intro_job_training_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_job_training_v_latest_idx\` ON \`_intro_job_training_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_shop_training\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_shop_training__status_idx\` ON \`intro_shop_training\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_shop_training_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_lead\` text,
  	\`version_body\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_intro_shop_training_v_version_version__status_idx\` ON \`_intro_shop_training_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_shop_training_v_created_at_idx\` ON \`_intro_shop_training_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_shop_training_v_updated_at_idx\` ON \`_intro_shop_training_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_shop_training_v_latest_idx\` ON \`_intro_shop_training_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_spot_training\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_spot_training__status_idx\` ON \`intro_spot_training\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_spot_training_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_lead\` text,
  	\`version_body\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_intro_spot_training_v_version_version__status_idx\` ON \`_intro_spot_training_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_spot_training_v_created_at_idx\` ON \`_intro_spot_training_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_spot_training_v_updated_at_idx\` ON \`_intro_spot_training_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_spot_training_v_latest_idx\` ON \`_intro_spot_training_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`track\` text;`)
  await db.run(sql`CREATE INDEX \`courses_track_idx\` ON \`courses\` (\`track\`);`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_track\` text;`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_track_idx\` ON \`_courses_v\` (\`version_track\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`intro_job_training\`;`)
  await db.run(sql`DROP TABLE \`_intro_job_training_v\`;`)
  await db.run(sql`DROP TABLE \`intro_shop_training\`;`)
  await db.run(sql`DROP TABLE \`_intro_shop_training_v\`;`)
  await db.run(sql`DROP TABLE \`intro_spot_training\`;`)
  await db.run(sql`DROP TABLE \`_intro_spot_training_v\`;`)
  await db.run(sql`DROP INDEX \`courses_track_idx\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`track\`;`)
  await db.run(sql`DROP INDEX \`_courses_v_version_version_track_idx\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_track\`;`)
}
