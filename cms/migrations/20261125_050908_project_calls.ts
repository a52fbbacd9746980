import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`project_calls\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`host\` text,
  	\`summary\` text,
  	\`budget\` text,
  	\`project_period\` text,
  	\`eligibility\` text,
  	\`apply_start\` text,
  	\`apply_end\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`project_calls_apply_start_idx\` ON \`project_calls\` (\`apply_start\`);`)
  await db.run(sql`CREATE INDEX \`project_calls_updated_at_idx\` ON \`project_calls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_calls_created_at_idx\` ON \`project_calls\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`project_calls__status_idx\` ON \`project_calls\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`project_calls_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`project_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_calls_rels_order_idx\` ON \`project_calls_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`project_calls_rels_parent_idx\` ON \`project_calls_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`project_calls_rels_path_idx\` ON \`project_calls_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`project_calls_rels_files_id_idx\` ON \`project_calls_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_project_calls_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_host\` text,
  	\`version_summary\` text,
  	\`version_budget\` text,
  	\`version_project_period\` text,
  	\`version_eligibility\` text,
  	\`version_apply_start\` text,
  	\`version_apply_end\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`project_calls\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_project_calls_v_parent_idx\` ON \`_project_calls_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_version_version_apply_start_idx\` ON \`_project_calls_v\` (\`version_apply_start\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_version_version_updated_at_idx\` ON \`_project_calls_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_version_version_created_at_idx\` ON \`_project_calls_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_version_version__status_idx\` ON \`_project_calls_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_created_at_idx\` ON \`_project_calls_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_updated_at_idx\` ON \`_project_calls_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_latest_idx\` ON \`_project_calls_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_project_calls_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_project_calls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_project_calls_v_rels_order_idx\` ON \`_project_calls_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_rels_parent_idx\` ON \`_project_calls_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_rels_path_idx\` ON \`_project_calls_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_project_calls_v_rels_files_id_idx\` ON \`_project_calls_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`project_proposals_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`reason\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_proposals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_proposals_history_order_idx\` ON \`project_proposals_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_history_parent_id_idx\` ON \`project_proposals_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_history_by_idx\` ON \`project_proposals_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`project_proposals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_no\` text,
  	\`member_id\` integer NOT NULL,
  	\`call_id\` integer NOT NULL,
  	\`call_title\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`live_key\` text,
  	\`privacy_agreed_at\` text,
  	\`state\` text DEFAULT 'received' NOT NULL,
  	\`staff_memo\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`call_id\`) REFERENCES \`project_calls\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`project_proposals_application_no_idx\` ON \`project_proposals\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_member_idx\` ON \`project_proposals\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_call_idx\` ON \`project_proposals\` (\`call_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_proposals_live_key_idx\` ON \`project_proposals\` (\`live_key\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_state_idx\` ON \`project_proposals\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_created_at_idx\` ON \`project_proposals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_updated_at_idx\` ON \`project_proposals\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`project_proposals_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`project_proposals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_proposals_rels_order_idx\` ON \`project_proposals_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_rels_parent_idx\` ON \`project_proposals_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_rels_path_idx\` ON \`project_proposals_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_rels_post_files_id_idx\` ON \`project_proposals_rels\` (\`post_files_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_calls_id\` integer REFERENCES project_calls(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_proposals_id\` integer REFERENCES project_proposals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`project_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_proposals_id_idx\` ON \`payload_locked_documents_rels\` (\`project_proposals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`project_calls\`;`)
  await db.run(sql`DROP TABLE \`project_calls_rels\`;`)
  await db.run(sql`DROP TABLE \`_project_calls_v\`;`)
  await db.run(sql`DROP TABLE \`_project_calls_v_rels\`;`)
  await db.run(sql`DROP TABLE \`project_proposals_history\`;`)
  await db.run(sql`DROP TABLE \`project_proposals\`;`)
  await db.run(sql`DROP TABLE \`project_proposals_rels\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sharing_programs_id\`) REFERENCES \`sharing_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_applications_id\`) REFERENCES \`course_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_seat_locks_id\`) REFERENCES \`course_seat_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`used_oauth_states_id\`) REFERENCES \`used_oauth_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "course_applications_id", "course_seat_locks_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "course_applications_id", "course_seat_locks_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id" FROM \`payload_locked_documents_rels\`;`)
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
}
