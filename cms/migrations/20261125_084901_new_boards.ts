import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`esg_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text DEFAULT 'news',
  	\`content\` text,
  	\`published_at\` text,
  	\`author\` text,
  	\`view_count\` numeric DEFAULT 0,
  	\`plain_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`esg_posts_category_idx\` ON \`esg_posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts_published_at_idx\` ON \`esg_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts_updated_at_idx\` ON \`esg_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts_created_at_idx\` ON \`esg_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts__status_idx\` ON \`esg_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`esg_posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`esg_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`esg_posts_rels_order_idx\` ON \`esg_posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts_rels_parent_idx\` ON \`esg_posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts_rels_path_idx\` ON \`esg_posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`esg_posts_rels_files_id_idx\` ON \`esg_posts_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_esg_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text DEFAULT 'news',
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_author\` text,
  	\`version_view_count\` numeric DEFAULT 0,
  	\`version_plain_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`esg_posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_parent_idx\` ON \`_esg_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_version_version_category_idx\` ON \`_esg_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_version_version_published_at_idx\` ON \`_esg_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_version_version_updated_at_idx\` ON \`_esg_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_version_version_created_at_idx\` ON \`_esg_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_version_version__status_idx\` ON \`_esg_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_created_at_idx\` ON \`_esg_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_updated_at_idx\` ON \`_esg_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_latest_idx\` ON \`_esg_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_esg_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_esg_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_rels_order_idx\` ON \`_esg_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_rels_parent_idx\` ON \`_esg_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_rels_path_idx\` ON \`_esg_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_esg_posts_v_rels_files_id_idx\` ON \`_esg_posts_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`lifelong_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text DEFAULT 'news',
  	\`content\` text,
  	\`published_at\` text,
  	\`author\` text,
  	\`view_count\` numeric DEFAULT 0,
  	\`plain_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`lifelong_posts_category_idx\` ON \`lifelong_posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts_published_at_idx\` ON \`lifelong_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts_updated_at_idx\` ON \`lifelong_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts_created_at_idx\` ON \`lifelong_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts__status_idx\` ON \`lifelong_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`lifelong_posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lifelong_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lifelong_posts_rels_order_idx\` ON \`lifelong_posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts_rels_parent_idx\` ON \`lifelong_posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts_rels_path_idx\` ON \`lifelong_posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`lifelong_posts_rels_files_id_idx\` ON \`lifelong_posts_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_lifelong_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text DEFAULT 'news',
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_author\` text,
  	\`version_view_count\` numeric DEFAULT 0,
  	\`version_plain_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lifelong_posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_parent_idx\` ON \`_lifelong_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_version_version_category_idx\` ON \`_lifelong_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_version_version_published_at_idx\` ON \`_lifelong_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_version_version_updated_at_idx\` ON \`_lifelong_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_version_version_created_at_idx\` ON \`_lifelong_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_version_version__status_idx\` ON \`_lifelong_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_created_at_idx\` ON \`_lifelong_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_updated_at_idx\` ON \`_lifelong_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_latest_idx\` ON \`_lifelong_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_lifelong_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_lifelong_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_rels_order_idx\` ON \`_lifelong_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_rels_parent_idx\` ON \`_lifelong_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_rels_path_idx\` ON \`_lifelong_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_lifelong_posts_v_rels_files_id_idx\` ON \`_lifelong_posts_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`center_activities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text DEFAULT 'network',
  	\`image_id\` integer,
  	\`content\` text,
  	\`published_at\` text,
  	\`author\` text,
  	\`view_count\` numeric DEFAULT 0,
  	\`plain_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`center_activities_category_idx\` ON \`center_activities\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_image_idx\` ON \`center_activities\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_published_at_idx\` ON \`center_activities\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_updated_at_idx\` ON \`center_activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_created_at_idx\` ON \`center_activities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`center_activities__status_idx\` ON \`center_activities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`center_activities_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`center_activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`center_activities_rels_order_idx\` ON \`center_activities_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_rels_parent_idx\` ON \`center_activities_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_rels_path_idx\` ON \`center_activities_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`center_activities_rels_files_id_idx\` ON \`center_activities_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_center_activities_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text DEFAULT 'network',
  	\`version_image_id\` integer,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_author\` text,
  	\`version_view_count\` numeric DEFAULT 0,
  	\`version_plain_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`center_activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_center_activities_v_parent_idx\` ON \`_center_activities_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_version_version_category_idx\` ON \`_center_activities_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_version_version_image_idx\` ON \`_center_activities_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_version_version_published_at_idx\` ON \`_center_activities_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_version_version_updated_at_idx\` ON \`_center_activities_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_version_version_created_at_idx\` ON \`_center_activities_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_version_version__status_idx\` ON \`_center_activities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_created_at_idx\` ON \`_center_activities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_updated_at_idx\` ON \`_center_activities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_latest_idx\` ON \`_center_activities_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_center_activities_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_center_activities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_center_activities_v_rels_order_idx\` ON \`_center_activities_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_rels_parent_idx\` ON \`_center_activities_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_rels_path_idx\` ON \`_center_activities_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_center_activities_v_rels_files_id_idx\` ON \`_center_activities_v_rels\` (\`files_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`esg_posts_id\` integer REFERENCES esg_posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lifelong_posts_id\` integer REFERENCES lifelong_posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`center_activities_id\` integer REFERENCES center_activities(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_esg_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`esg_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lifelong_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`lifelong_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_center_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`center_activities_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`esg_posts\`;`)
  await db.run(sql`DROP TABLE \`esg_posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_esg_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_esg_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`lifelong_posts\`;`)
  await db.run(sql`DROP TABLE \`lifelong_posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_lifelong_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_lifelong_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`center_activities\`;`)
  await db.run(sql`DROP TABLE \`center_activities_rels\`;`)
  await db.run(sql`DROP TABLE \`_center_activities_v\`;`)
  await db.run(sql`DROP TABLE \`_center_activities_v_rels\`;`)
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
  	\`sharing_programs_id\` integer,
  	\`courses_id\` integer,
  	\`course_applications_id\` integer,
  	\`course_seat_locks_id\` integer,
  	\`project_calls_id\` integer,
  	\`project_proposals_id\` integer,
  	\`advisory_experts_id\` integer,
  	\`advisory_requests_id\` integer,
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
  	\`post_types_id\` integer,
  	\`inquiries_id\` integer,
  	\`collaboration_requests_id\` integer,
  	\`post_comments_id\` integer,
  	\`post_files_id\` integer,
  	\`email_verifications_id\` integer,
  	\`used_oauth_states_id\` integer,
  	\`terms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sharing_programs_id\`) REFERENCES \`sharing_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_applications_id\`) REFERENCES \`course_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_seat_locks_id\`) REFERENCES \`course_seat_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_calls_id\`) REFERENCES \`project_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_proposals_id\`) REFERENCES \`project_proposals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisory_experts_id\`) REFERENCES \`advisory_experts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisory_requests_id\`) REFERENCES \`advisory_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`post_types_id\`) REFERENCES \`post_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collaboration_requests_id\`) REFERENCES \`collaboration_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_comments_id\`) REFERENCES \`post_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_oauth_states_id\`) REFERENCES \`used_oauth_states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`terms_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sharing_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`sharing_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`course_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_seat_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`course_seat_locks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`project_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_proposals_id_idx\` ON \`payload_locked_documents_rels\` (\`project_proposals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisory_experts_id_idx\` ON \`payload_locked_documents_rels\` (\`advisory_experts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`advisory_requests_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_types_id_idx\` ON \`payload_locked_documents_rels\` (\`post_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_collaboration_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`collaboration_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`post_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_files_id_idx\` ON \`payload_locked_documents_rels\` (\`post_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_oauth_states_id_idx\` ON \`payload_locked_documents_rels\` (\`used_oauth_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`terms_id\`);`)
}
