import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`post_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`board\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`post_types_board_idx\` ON \`post_types\` (\`board\`);`)
  await db.run(sql`CREATE INDEX \`post_types_updated_at_idx\` ON \`post_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_types_created_at_idx\` ON \`post_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_type_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`answer\` text,
  	\`secret\` integer DEFAULT false,
  	\`pinned\` integer DEFAULT false,
  	\`answer_state\` text DEFAULT 'waiting' NOT NULL,
  	\`answered_at\` text,
  	\`answered_by_id\` integer,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`view_count\` numeric DEFAULT 0,
  	\`comment_count\` numeric DEFAULT 0,
  	\`plain_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`post_type_id\`) REFERENCES \`post_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`answered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_post_type_idx\` ON \`inquiries\` (\`post_type_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_answer_state_idx\` ON \`inquiries\` (\`answer_state\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_answered_by_idx\` ON \`inquiries\` (\`answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_author_idx\` ON \`inquiries\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_rels_order_idx\` ON \`inquiries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_parent_idx\` ON \`inquiries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_path_idx\` ON \`inquiries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_post_files_id_idx\` ON \`inquiries_rels\` (\`post_files_id\`);`)
  await db.run(sql`CREATE TABLE \`collaboration_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_type_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`contact_company\` text,
  	\`contact_contact_name\` text,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`privacy_agreed_at\` text,
  	\`answer\` text,
  	\`secret\` integer DEFAULT false,
  	\`pinned\` integer DEFAULT false,
  	\`answer_state\` text DEFAULT 'waiting' NOT NULL,
  	\`answered_at\` text,
  	\`answered_by_id\` integer,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`view_count\` numeric DEFAULT 0,
  	\`comment_count\` numeric DEFAULT 0,
  	\`plain_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`post_type_id\`) REFERENCES \`post_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`answered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`collaboration_requests_post_type_idx\` ON \`collaboration_requests\` (\`post_type_id\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_answer_state_idx\` ON \`collaboration_requests\` (\`answer_state\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_answered_by_idx\` ON \`collaboration_requests\` (\`answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_author_idx\` ON \`collaboration_requests\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_updated_at_idx\` ON \`collaboration_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_created_at_idx\` ON \`collaboration_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`collaboration_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`collaboration_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`collaboration_requests_rels_order_idx\` ON \`collaboration_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_rels_parent_idx\` ON \`collaboration_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_rels_path_idx\` ON \`collaboration_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`collaboration_requests_rels_post_files_id_idx\` ON \`collaboration_requests_rels\` (\`post_files_id\`);`)
  await db.run(sql`CREATE TABLE \`post_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`board\` text NOT NULL,
  	\`parent_id\` integer,
  	\`body\` text NOT NULL,
  	\`author_id\` integer NOT NULL,
  	\`author_name\` text,
  	\`by_staff\` integer DEFAULT false,
  	\`deleted\` integer DEFAULT false,
  	\`post_secret\` integer DEFAULT false,
  	\`post_author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`post_comments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`post_comments_board_idx\` ON \`post_comments\` (\`board\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_parent_idx\` ON \`post_comments\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_author_idx\` ON \`post_comments\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_post_author_idx\` ON \`post_comments\` (\`post_author_id\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_updated_at_idx\` ON \`post_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_created_at_idx\` ON \`post_comments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`post_comments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiries_id\` integer,
  	\`collaboration_requests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`post_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collaboration_requests_id\`) REFERENCES \`collaboration_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`post_comments_rels_order_idx\` ON \`post_comments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_rels_parent_idx\` ON \`post_comments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_rels_path_idx\` ON \`post_comments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_rels_inquiries_id_idx\` ON \`post_comments_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`post_comments_rels_collaboration_requests_id_idx\` ON \`post_comments_rels\` (\`collaboration_requests_id\`);`)
  await db.run(sql`CREATE TABLE \`post_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`visibility\` text DEFAULT 'private' NOT NULL,
  	\`attached_to\` text,
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
  await db.run(sql`CREATE INDEX \`post_files_owner_idx\` ON \`post_files\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`post_files_visibility_idx\` ON \`post_files\` (\`visibility\`);`)
  await db.run(sql`CREATE INDEX \`post_files_attached_to_idx\` ON \`post_files\` (\`attached_to\`);`)
  await db.run(sql`CREATE INDEX \`post_files_updated_at_idx\` ON \`post_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_files_created_at_idx\` ON \`post_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`post_files_filename_idx\` ON \`post_files\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`post_files_sizes_thumb_sizes_thumb_filename_idx\` ON \`post_files\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`post_types_id\` integer REFERENCES post_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiries_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`collaboration_requests_id\` integer REFERENCES collaboration_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`post_comments_id\` integer REFERENCES post_comments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`post_files_id\` integer REFERENCES post_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_types_id_idx\` ON \`payload_locked_documents_rels\` (\`post_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_collaboration_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`collaboration_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`post_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_files_id_idx\` ON \`payload_locked_documents_rels\` (\`post_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`post_types\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries_rels\`;`)
  await db.run(sql`DROP TABLE \`collaboration_requests\`;`)
  await db.run(sql`DROP TABLE \`collaboration_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`post_comments\`;`)
  await db.run(sql`DROP TABLE \`post_comments_rels\`;`)
  await db.run(sql`DROP TABLE \`post_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`equipment_id\` integer,
  	\`equipment_reservations_id\` integer,
  	\`safety_trainings_id\` integer,
  	\`holidays_id\` integer,
  	\`reservation_slot_locks_id\` integer,
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`users_id\` integer,
  	\`social_accounts_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`avatars_id\` integer,
  	\`email_verifications_id\` integer,
  	\`used_oauth_states_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_reservations_id\`) REFERENCES \`equipment_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`safety_trainings_id\`) REFERENCES \`safety_trainings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`holidays_id\`) REFERENCES \`holidays\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservation_slot_locks_id\`) REFERENCES \`reservation_slot_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_accounts_id\`) REFERENCES \`social_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`avatars_id\`) REFERENCES \`avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_oauth_states_id\`) REFERENCES \`used_oauth_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "courses_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "email_verifications_id", "used_oauth_states_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "courses_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "email_verifications_id", "used_oauth_states_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_trainings_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_trainings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_holidays_id_idx\` ON \`payload_locked_documents_rels\` (\`holidays_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservation_slot_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`reservation_slot_locks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_oauth_states_id_idx\` ON \`payload_locked_documents_rels\` (\`used_oauth_states_id\`);`)
}
