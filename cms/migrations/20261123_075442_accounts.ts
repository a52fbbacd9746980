import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`social_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`provider\` text NOT NULL,
  	\`provider_key\` text NOT NULL,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`social_accounts_user_idx\` ON \`social_accounts\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`social_accounts_provider_key_idx\` ON \`social_accounts\` (\`provider_key\`);`)
  await db.run(sql`CREATE INDEX \`social_accounts_updated_at_idx\` ON \`social_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_accounts_created_at_idx\` ON \`social_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`refresh_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`auto_login\` integer DEFAULT false,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`refresh_tokens_user_idx\` ON \`refresh_tokens\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refresh_tokens_token_hash_idx\` ON \`refresh_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_revoked_at_idx\` ON \`refresh_tokens\` (\`revoked_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_updated_at_idx\` ON \`refresh_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_created_at_idx\` ON \`refresh_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`avatars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`avatars_owner_idx\` ON \`avatars\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`avatars_updated_at_idx\` ON \`avatars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`avatars_created_at_idx\` ON \`avatars\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`avatars_filename_idx\` ON \`avatars\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`avatars_sizes_thumb_sizes_thumb_filename_idx\` ON \`avatars\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE TABLE \`email_verifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`verified_at\` text,
  	\`cert_token_hash\` text,
  	\`consumed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`email_verifications_email_idx\` ON \`email_verifications\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`email_verifications_cert_token_hash_idx\` ON \`email_verifications\` (\`cert_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`email_verifications_updated_at_idx\` ON \`email_verifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_verifications_created_at_idx\` ON \`email_verifications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`phone_country\` text DEFAULT '+82';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`gender\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`affiliation_type\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`department\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`avatar_id\` integer REFERENCES avatars(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`agreements_terms_agreed_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`agreements_privacy_agreed_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`agreements_marketing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`status\` text DEFAULT 'active' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`last_login_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`withdrawal_withdrawn_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`withdrawal_reason_type\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`withdrawal_reason\` text;`)
  await db.run(sql`CREATE INDEX \`users_phone_idx\` ON \`users\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`users_avatar_idx\` ON \`users\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`users_status_idx\` ON \`users\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`social_accounts_id\` integer REFERENCES social_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`refresh_tokens_id\` integer REFERENCES refresh_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`avatars_id\` integer REFERENCES avatars(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_verifications_id\` integer REFERENCES email_verifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`social_accounts\`;`)
  await db.run(sql`DROP TABLE \`refresh_tokens\`;`)
  await db.run(sql`DROP TABLE \`avatars\`;`)
  await db.run(sql`DROP TABLE \`email_verifications\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`affiliation\` text,
  	\`member_class\` text DEFAULT 'general' NOT NULL,
  	\`role\` text DEFAULT 'member' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "phone", "affiliation", "member_class", "role", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "phone", "affiliation", "member_class", "role", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_username_idx\` ON \`users\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`notices_id\` integer,
  	\`news_id\` integer,
  	\`faqs_id\` integer,
  	\`references_id\` integer,
  	\`courses_id\` integer,
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "courses_id", "banners_id", "media_id", "files_id", "users_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "courses_id", "banners_id", "media_id", "files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
