import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`equipment_usage_modes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text,
  	\`fee\` numeric,
  	\`fee_unit\` text DEFAULT '1시간',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_usage_modes_order_idx\` ON \`equipment_usage_modes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_usage_modes_parent_id_idx\` ON \`equipment_usage_modes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_opening_rules_weekdays\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_opening_rules_weekdays_order_idx\` ON \`equipment_opening_rules_weekdays\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_opening_rules_weekdays_parent_idx\` ON \`equipment_opening_rules_weekdays\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_closures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_closures_order_idx\` ON \`equipment_closures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_closures_parent_id_idx\` ON \`equipment_closures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`equipment_no\` text,
  	\`nfec_no\` text,
  	\`name\` text,
  	\`category\` text,
  	\`maker\` text,
  	\`model\` text,
  	\`location\` text,
  	\`image_id\` integer,
  	\`description\` text,
  	\`manager\` text,
  	\`manager_phone\` text,
  	\`manager_email\` text,
  	\`bookable\` integer DEFAULT true,
  	\`safety_training_required\` integer DEFAULT false,
  	\`opening_rules_open_time\` text DEFAULT '09:00',
  	\`opening_rules_close_time\` text DEFAULT '18:00',
  	\`opening_rules_slot_minutes\` text DEFAULT '60',
  	\`opening_rules_max_slots_per_booking\` numeric DEFAULT 4,
  	\`opening_rules_horizon_days\` numeric DEFAULT 60,
  	\`opening_rules_cancel_notice_hours\` numeric DEFAULT 24,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_equipment_no_idx\` ON \`equipment\` (\`equipment_no\`);`)
  await db.run(sql`CREATE INDEX \`equipment_category_idx\` ON \`equipment\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`equipment_image_idx\` ON \`equipment\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_bookable_idx\` ON \`equipment\` (\`bookable\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment__status_idx\` ON \`equipment\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_version_usage_modes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text,
  	\`fee\` numeric,
  	\`fee_unit\` text DEFAULT '1시간',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_usage_modes_order_idx\` ON \`_equipment_v_version_usage_modes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_usage_modes_parent_id_idx\` ON \`_equipment_v_version_usage_modes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_version_opening_rules_weekdays\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_opening_rules_weekdays_order_idx\` ON \`_equipment_v_version_opening_rules_weekdays\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_opening_rules_weekdays_parent_idx\` ON \`_equipment_v_version_opening_rules_weekdays\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_version_closures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`reason\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_closures_order_idx\` ON \`_equipment_v_version_closures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_closures_parent_id_idx\` ON \`_equipment_v_version_closures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_equipment_no\` text,
  	\`version_nfec_no\` text,
  	\`version_name\` text,
  	\`version_category\` text,
  	\`version_maker\` text,
  	\`version_model\` text,
  	\`version_location\` text,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_manager\` text,
  	\`version_manager_phone\` text,
  	\`version_manager_email\` text,
  	\`version_bookable\` integer DEFAULT true,
  	\`version_safety_training_required\` integer DEFAULT false,
  	\`version_opening_rules_open_time\` text DEFAULT '09:00',
  	\`version_opening_rules_close_time\` text DEFAULT '18:00',
  	\`version_opening_rules_slot_minutes\` text DEFAULT '60',
  	\`version_opening_rules_max_slots_per_booking\` numeric DEFAULT 4,
  	\`version_opening_rules_horizon_days\` numeric DEFAULT 60,
  	\`version_opening_rules_cancel_notice_hours\` numeric DEFAULT 24,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_equipment_no_idx\` ON \`_equipment_v\` (\`version_equipment_no\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_category_idx\` ON \`_equipment_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_image_idx\` ON \`_equipment_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_bookable_idx\` ON \`_equipment_v\` (\`version_bookable\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version__status_idx\` ON \`_equipment_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_latest_idx\` ON \`_equipment_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`equipment_reservations_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_reservations_slots_order_idx\` ON \`equipment_reservations_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_slots_parent_id_idx\` ON \`equipment_reservations_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_reservations_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`reason\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_reservations_history_order_idx\` ON \`equipment_reservations_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_history_parent_id_idx\` ON \`equipment_reservations_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_history_by_idx\` ON \`equipment_reservations_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reservation_no\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`equipment_id\` integer NOT NULL,
  	\`use_date\` text NOT NULL,
  	\`time_range\` text NOT NULL,
  	\`start_at\` text NOT NULL,
  	\`end_at\` text NOT NULL,
  	\`state\` text DEFAULT 'standby' NOT NULL,
  	\`usage_mode\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`applicant_name\` text NOT NULL,
  	\`organisation\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`staff_memo\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_reservations_reservation_no_idx\` ON \`equipment_reservations\` (\`reservation_no\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_member_idx\` ON \`equipment_reservations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_equipment_idx\` ON \`equipment_reservations\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_use_date_idx\` ON \`equipment_reservations\` (\`use_date\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_start_at_idx\` ON \`equipment_reservations\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_state_idx\` ON \`equipment_reservations\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_updated_at_idx\` ON \`equipment_reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_created_at_idx\` ON \`equipment_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`safety_trainings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`equipment_id\` integer NOT NULL,
  	\`confirmed_at\` text,
  	\`confirmed_by_id\` integer,
  	\`note\` text,
  	\`pair_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`confirmed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`safety_trainings_member_idx\` ON \`safety_trainings\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`safety_trainings_equipment_idx\` ON \`safety_trainings\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`safety_trainings_confirmed_by_idx\` ON \`safety_trainings\` (\`confirmed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`safety_trainings_pair_key_idx\` ON \`safety_trainings\` (\`pair_key\`);`)
  await db.run(sql`CREATE INDEX \`safety_trainings_updated_at_idx\` ON \`safety_trainings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`safety_trainings_created_at_idx\` ON \`safety_trainings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`holidays\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`holidays_date_idx\` ON \`holidays\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`holidays_updated_at_idx\` ON \`holidays\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`holidays_created_at_idx\` ON \`holidays\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reservation_slot_locks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slot_key\` text NOT NULL,
  	\`reservation_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`equipment_reservations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reservation_slot_locks_slot_key_idx\` ON \`reservation_slot_locks\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`reservation_slot_locks_reservation_idx\` ON \`reservation_slot_locks\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`reservation_slot_locks_updated_at_idx\` ON \`reservation_slot_locks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservation_slot_locks_created_at_idx\` ON \`reservation_slot_locks\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`equipment_id\` integer REFERENCES equipment(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`equipment_reservations_id\` integer REFERENCES equipment_reservations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`safety_trainings_id\` integer REFERENCES safety_trainings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`holidays_id\` integer REFERENCES holidays(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reservation_slot_locks_id\` integer REFERENCES reservation_slot_locks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_trainings_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_trainings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_holidays_id_idx\` ON \`payload_locked_documents_rels\` (\`holidays_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservation_slot_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`reservation_slot_locks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`equipment_usage_modes\`;`)
  await db.run(sql`DROP TABLE \`equipment_opening_rules_weekdays\`;`)
  await db.run(sql`DROP TABLE \`equipment_closures\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_version_usage_modes\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_version_opening_rules_weekdays\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_version_closures\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`equipment_reservations_slots\`;`)
  await db.run(sql`DROP TABLE \`equipment_reservations_history\`;`)
  await db.run(sql`DROP TABLE \`equipment_reservations\`;`)
  await db.run(sql`DROP TABLE \`safety_trainings\`;`)
  await db.run(sql`DROP TABLE \`holidays\`;`)
  await db.run(sql`DROP TABLE \`reservation_slot_locks\`;`)
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
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`users_id\` integer,
  	\`social_accounts_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`avatars_id\` integer,
  	\`email_verifications_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_accounts_id\`) REFERENCES \`social_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`avatars_id\`) REFERENCES \`avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "courses_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "email_verifications_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "courses_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "email_verifications_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
}
