import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`advisory_experts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`field\` text,
  	\`department\` text,
  	\`position\` text,
  	\`expertise\` text,
  	\`career\` text,
  	\`photo_id\` integer,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`advisory_experts_field_idx\` ON \`advisory_experts\` (\`field\`);`)
  await db.run(sql`CREATE INDEX \`advisory_experts_photo_idx\` ON \`advisory_experts\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_experts_sort_order_idx\` ON \`advisory_experts\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`advisory_experts_updated_at_idx\` ON \`advisory_experts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advisory_experts_created_at_idx\` ON \`advisory_experts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`advisory_experts__status_idx\` ON \`advisory_experts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_advisory_experts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_field\` text,
  	\`version_department\` text,
  	\`version_position\` text,
  	\`version_expertise\` text,
  	\`version_career\` text,
  	\`version_photo_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`advisory_experts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_parent_idx\` ON \`_advisory_experts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_version_version_field_idx\` ON \`_advisory_experts_v\` (\`version_field\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_version_version_photo_idx\` ON \`_advisory_experts_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_version_version_sort_order_idx\` ON \`_advisory_experts_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_version_version_updated_at_idx\` ON \`_advisory_experts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_version_version_created_at_idx\` ON \`_advisory_experts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_version_version__status_idx\` ON \`_advisory_experts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_created_at_idx\` ON \`_advisory_experts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_updated_at_idx\` ON \`_advisory_experts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisory_experts_v_latest_idx\` ON \`_advisory_experts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`advisory_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`reason\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`advisory_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`advisory_requests_history_order_idx\` ON \`advisory_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_history_parent_id_idx\` ON \`advisory_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_history_by_idx\` ON \`advisory_requests_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`advisory_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_no\` text,
  	\`member_id\` integer NOT NULL,
  	\`company\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`field\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`preferred_expert_id\` integer,
  	\`privacy_agreed_at\` text,
  	\`state\` text DEFAULT 'received' NOT NULL,
  	\`staff_memo\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preferred_expert_id\`) REFERENCES \`advisory_experts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`advisory_requests_application_no_idx\` ON \`advisory_requests\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_member_idx\` ON \`advisory_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_field_idx\` ON \`advisory_requests\` (\`field\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_preferred_expert_idx\` ON \`advisory_requests\` (\`preferred_expert_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_state_idx\` ON \`advisory_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_created_at_idx\` ON \`advisory_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_updated_at_idx\` ON \`advisory_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`advisory_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`advisory_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`advisory_requests_rels_order_idx\` ON \`advisory_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_rels_parent_idx\` ON \`advisory_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_rels_path_idx\` ON \`advisory_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_rels_post_files_id_idx\` ON \`advisory_requests_rels\` (\`post_files_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`advisory_experts_id\` integer REFERENCES advisory_experts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`advisory_requests_id\` integer REFERENCES advisory_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisory_experts_id_idx\` ON \`payload_locked_documents_rels\` (\`advisory_experts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisory_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`advisory_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`advisory_experts\`;`)
  await db.run(sql`DROP TABLE \`_advisory_experts_v\`;`)
  await db.run(sql`DROP TABLE \`advisory_requests_history\`;`)
  await db.run(sql`DROP TABLE \`advisory_requests\`;`)
  await db.run(sql`DROP TABLE \`advisory_requests_rels\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sharing_programs_id\`) REFERENCES \`sharing_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`post_types_id\`) REFERENCES \`post_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collaboration_requests_id\`) REFERENCES \`collaboration_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_comments_id\`) REFERENCES \`post_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_oauth_states_id\`) REFERENCES \`used_oauth_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id" FROM \`payload_locked_documents_rels\`;`)
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
}
