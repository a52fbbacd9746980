import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`company_join_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`requester_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'pending' NOT NULL,
  	\`decided_by_id\` integer,
  	\`decided_at\` text,
  	\`pending_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requester_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decided_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_join_requests_company_idx\` ON \`company_join_requests\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`company_join_requests_requester_idx\` ON \`company_join_requests\` (\`requester_id\`);`)
  await db.run(sql`CREATE INDEX \`company_join_requests_state_idx\` ON \`company_join_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`company_join_requests_decided_by_idx\` ON \`company_join_requests\` (\`decided_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_join_requests_pending_key_idx\` ON \`company_join_requests\` (\`pending_key\`);`)
  await db.run(sql`CREATE INDEX \`company_join_requests_updated_at_idx\` ON \`company_join_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`company_join_requests_created_at_idx\` ON \`company_join_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`company_invites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'pending' NOT NULL,
  	\`invited_by_id\` integer,
  	\`accepted_by_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`accepted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_invites_email_idx\` ON \`company_invites\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`company_invites_company_idx\` ON \`company_invites\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`company_invites_state_idx\` ON \`company_invites\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`company_invites_invited_by_idx\` ON \`company_invites\` (\`invited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`company_invites_accepted_by_idx\` ON \`company_invites\` (\`accepted_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_invites_token_hash_idx\` ON \`company_invites\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`company_invites_updated_at_idx\` ON \`company_invites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`company_invites_created_at_idx\` ON \`company_invites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`company_logos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_id\` integer,
  	\`prefix\` text DEFAULT 'company-logos',
  	\`_objectkey\` text,
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
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_logos_company_idx\` ON \`company_logos\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`company_logos_updated_at_idx\` ON \`company_logos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`company_logos_created_at_idx\` ON \`company_logos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_logos_filename_idx\` ON \`company_logos\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`company_logos_sizes_thumb_sizes_thumb_filename_idx\` ON \`company_logos\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE TABLE \`family_tiers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`yearly_fee\` numeric DEFAULT 0 NOT NULL,
  	\`period_months\` numeric DEFAULT 12 NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`equipment_discount_percent\` numeric DEFAULT 0 NOT NULL,
  	\`course_fee_waived\` integer DEFAULT false,
  	\`active\` integer DEFAULT true,
  	\`benefits\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`family_tiers_name_idx\` ON \`family_tiers\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`family_tiers_updated_at_idx\` ON \`family_tiers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`family_tiers_created_at_idx\` ON \`family_tiers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`family_applications_cooperation_fields\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`family_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`family_applications_cooperation_fields_order_idx\` ON \`family_applications_cooperation_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_cooperation_fields_parent_idx\` ON \`family_applications_cooperation_fields\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`family_applications_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`reason\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`family_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`family_applications_history_order_idx\` ON \`family_applications_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_history_parent_id_idx\` ON \`family_applications_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_history_by_idx\` ON \`family_applications_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`family_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_no\` text,
  	\`member_id\` integer NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`tier_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`contact_phone\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`listing_consent\` integer DEFAULT false,
  	\`certificate_id\` integer NOT NULL,
  	\`membership_id\` integer,
  	\`privacy_agreed_at\` text,
  	\`state\` text DEFAULT 'received' NOT NULL,
  	\`staff_memo\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tier_id\`) REFERENCES \`family_tiers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certificate_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`membership_id\`) REFERENCES \`family_memberships\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`family_applications_application_no_idx\` ON \`family_applications\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_member_idx\` ON \`family_applications\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_company_idx\` ON \`family_applications\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_tier_idx\` ON \`family_applications\` (\`tier_id\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_certificate_idx\` ON \`family_applications\` (\`certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_membership_idx\` ON \`family_applications\` (\`membership_id\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_state_idx\` ON \`family_applications\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_created_at_idx\` ON \`family_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`family_applications_updated_at_idx\` ON \`family_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`family_memberships_cooperation_fields\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`family_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`family_memberships_cooperation_fields_order_idx\` ON \`family_memberships_cooperation_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_cooperation_fields_parent_idx\` ON \`family_memberships_cooperation_fields\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`family_memberships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agreement_no\` text,
  	\`company_id\` integer NOT NULL,
  	\`tier_id\` integer NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`state\` text DEFAULT 'active' NOT NULL,
  	\`listing_consent\` integer DEFAULT false,
  	\`application_id\` integer,
  	\`expiry_notice_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tier_id\`) REFERENCES \`family_tiers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`family_applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`family_memberships_agreement_no_idx\` ON \`family_memberships\` (\`agreement_no\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_company_idx\` ON \`family_memberships\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_tier_idx\` ON \`family_memberships\` (\`tier_id\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_start_date_idx\` ON \`family_memberships\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_end_date_idx\` ON \`family_memberships\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_state_idx\` ON \`family_memberships\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_application_idx\` ON \`family_memberships\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_updated_at_idx\` ON \`family_memberships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`family_memberships_created_at_idx\` ON \`family_memberships\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`family_seats\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`courses\` ADD \`family_fee_waived\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_family_seats\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_family_fee_waived\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`company_record_id\` integer REFERENCES companies(id);`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`family_benefit_label\` text;`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`family_benefit_company_name\` text;`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`family_benefit_tier_name\` text;`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`family_benefit_discount_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`family_benefit_fee_waived\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`course_applications\` ADD \`family_benefit_family_seat\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`course_applications_company_record_idx\` ON \`course_applications\` (\`company_record_id\`);`)
  await db.run(sql`ALTER TABLE \`project_calls\` ADD \`family_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`project_calls\` ADD \`family_priority\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_project_calls_v\` ADD \`version_family_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_project_calls_v\` ADD \`version_family_priority\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`project_proposals\` ADD \`company_record_id\` integer REFERENCES companies(id);`)
  await db.run(sql`ALTER TABLE \`project_proposals\` ADD \`family_priority\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`project_proposals\` ADD \`family_benefit_label\` text;`)
  await db.run(sql`ALTER TABLE \`project_proposals\` ADD \`family_benefit_company_name\` text;`)
  await db.run(sql`ALTER TABLE \`project_proposals\` ADD \`family_benefit_tier_name\` text;`)
  await db.run(sql`ALTER TABLE \`project_proposals\` ADD \`family_benefit_discount_percent\` numeric;`)
  await db.run(sql`CREATE INDEX \`project_proposals_company_record_idx\` ON \`project_proposals\` (\`company_record_id\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_family_priority_idx\` ON \`project_proposals\` (\`family_priority\`);`)
  await db.run(sql`ALTER TABLE \`advisory_requests\` ADD \`company_record_id\` integer REFERENCES companies(id);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_company_record_idx\` ON \`advisory_requests\` (\`company_record_id\`);`)
  await db.run(sql`ALTER TABLE \`equipment_usage_modes\` ADD \`unit\` text DEFAULT 'hour';`)
  await db.run(sql`ALTER TABLE \`_equipment_v_version_usage_modes\` ADD \`unit\` text DEFAULT 'hour';`)
  // Existing usage modes keep what their fee text meant; new ones are chosen in the admin.
  await db.run(
    sql`UPDATE \`equipment_usage_modes\` SET \`unit\` = CASE WHEN \`fee_unit\` LIKE '%시료%' OR \`fee_unit\` LIKE '%원소%' THEN 'sample' WHEN \`fee_unit\` LIKE '%회%' THEN 'use' WHEN \`fee_unit\` LIKE '%일%' THEN 'day' ELSE 'hour' END;`,
  )
  await db.run(
    sql`UPDATE \`_equipment_v_version_usage_modes\` SET \`unit\` = CASE WHEN \`fee_unit\` LIKE '%시료%' OR \`fee_unit\` LIKE '%원소%' THEN 'sample' WHEN \`fee_unit\` LIKE '%회%' THEN 'use' WHEN \`fee_unit\` LIKE '%일%' THEN 'day' ELSE 'hour' END;`,
  )
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`company_record_id\` integer REFERENCES companies(id);`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_unit_fee\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_unit\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_fee_unit\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_units\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_base_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_discount_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_family_benefit_label\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_family_benefit_company_name\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_family_benefit_tier_name\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_family_benefit_discount_percent\` numeric;`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_company_record_idx\` ON \`equipment_reservations\` (\`company_record_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`company_joined_at\` text;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`logo_id\` integer REFERENCES company_logos(id);`)
  await db.run(sql`CREATE INDEX \`companies_logo_idx\` ON \`companies\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`company_join_requests_id\` integer REFERENCES company_join_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`company_invites_id\` integer REFERENCES company_invites(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`company_logos_id\` integer REFERENCES company_logos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`family_tiers_id\` integer REFERENCES family_tiers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`family_applications_id\` integer REFERENCES family_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`family_memberships_id\` integer REFERENCES family_memberships(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_join_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`company_join_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_invites_id_idx\` ON \`payload_locked_documents_rels\` (\`company_invites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`company_logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_family_tiers_id_idx\` ON \`payload_locked_documents_rels\` (\`family_tiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_family_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`family_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_family_memberships_id_idx\` ON \`payload_locked_documents_rels\` (\`family_memberships_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`company_join_requests\`;`)
  await db.run(sql`DROP TABLE \`company_invites\`;`)
  await db.run(sql`DROP TABLE \`company_logos\`;`)
  await db.run(sql`DROP TABLE \`family_tiers\`;`)
  await db.run(sql`DROP TABLE \`family_applications_cooperation_fields\`;`)
  await db.run(sql`DROP TABLE \`family_applications_history\`;`)
  await db.run(sql`DROP TABLE \`family_applications\`;`)
  await db.run(sql`DROP TABLE \`family_memberships_cooperation_fields\`;`)
  await db.run(sql`DROP TABLE \`family_memberships\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_course_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_no\` text,
  	\`member_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`motivation\` text,
  	\`waitlisted\` integer DEFAULT false,
  	\`live_key\` text,
  	\`privacy_agreed_at\` text,
  	\`state\` text DEFAULT 'received' NOT NULL,
  	\`staff_memo\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_course_applications\`("id", "application_no", "member_id", "course_id", "title", "contact_name", "company", "phone", "email", "motivation", "waitlisted", "live_key", "privacy_agreed_at", "state", "staff_memo", "created_at", "updated_at") SELECT "id", "application_no", "member_id", "course_id", "title", "contact_name", "company", "phone", "email", "motivation", "waitlisted", "live_key", "privacy_agreed_at", "state", "staff_memo", "created_at", "updated_at" FROM \`course_applications\`;`)
  await db.run(sql`DROP TABLE \`course_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_course_applications\` RENAME TO \`course_applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`course_applications_application_no_idx\` ON \`course_applications\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`course_applications_member_idx\` ON \`course_applications\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`course_applications_course_idx\` ON \`course_applications\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_applications_waitlisted_idx\` ON \`course_applications\` (\`waitlisted\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`course_applications_live_key_idx\` ON \`course_applications\` (\`live_key\`);`)
  await db.run(sql`CREATE INDEX \`course_applications_state_idx\` ON \`course_applications\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`course_applications_created_at_idx\` ON \`course_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`course_applications_updated_at_idx\` ON \`course_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_project_proposals\` (
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
  await db.run(sql`INSERT INTO \`__new_project_proposals\`("id", "application_no", "member_id", "call_id", "call_title", "company", "contact_name", "phone", "email", "title", "summary", "live_key", "privacy_agreed_at", "state", "staff_memo", "created_at", "updated_at") SELECT "id", "application_no", "member_id", "call_id", "call_title", "company", "contact_name", "phone", "email", "title", "summary", "live_key", "privacy_agreed_at", "state", "staff_memo", "created_at", "updated_at" FROM \`project_proposals\`;`)
  await db.run(sql`DROP TABLE \`project_proposals\`;`)
  await db.run(sql`ALTER TABLE \`__new_project_proposals\` RENAME TO \`project_proposals\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_proposals_application_no_idx\` ON \`project_proposals\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_member_idx\` ON \`project_proposals\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_call_idx\` ON \`project_proposals\` (\`call_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_proposals_live_key_idx\` ON \`project_proposals\` (\`live_key\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_state_idx\` ON \`project_proposals\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_created_at_idx\` ON \`project_proposals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`project_proposals_updated_at_idx\` ON \`project_proposals\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_advisory_requests\` (
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
  await db.run(sql`INSERT INTO \`__new_advisory_requests\`("id", "application_no", "member_id", "company", "contact_name", "phone", "email", "field", "title", "description", "preferred_expert_id", "privacy_agreed_at", "state", "staff_memo", "created_at", "updated_at") SELECT "id", "application_no", "member_id", "company", "contact_name", "phone", "email", "field", "title", "description", "preferred_expert_id", "privacy_agreed_at", "state", "staff_memo", "created_at", "updated_at" FROM \`advisory_requests\`;`)
  await db.run(sql`DROP TABLE \`advisory_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_advisory_requests\` RENAME TO \`advisory_requests\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`advisory_requests_application_no_idx\` ON \`advisory_requests\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_member_idx\` ON \`advisory_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_field_idx\` ON \`advisory_requests\` (\`field\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_preferred_expert_idx\` ON \`advisory_requests\` (\`preferred_expert_id\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_state_idx\` ON \`advisory_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_created_at_idx\` ON \`advisory_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`advisory_requests_updated_at_idx\` ON \`advisory_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_equipment_reservations\` (
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment_reservations\`("id", "reservation_no", "member_id", "equipment_id", "use_date", "time_range", "start_at", "end_at", "state", "usage_mode", "purpose", "applicant_name", "organisation", "phone", "email", "staff_memo", "created_at", "updated_at") SELECT "id", "reservation_no", "member_id", "equipment_id", "use_date", "time_range", "start_at", "end_at", "state", "usage_mode", "purpose", "applicant_name", "organisation", "phone", "email", "staff_memo", "created_at", "updated_at" FROM \`equipment_reservations\`;`)
  await db.run(sql`DROP TABLE \`equipment_reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment_reservations\` RENAME TO \`equipment_reservations\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_reservations_reservation_no_idx\` ON \`equipment_reservations\` (\`reservation_no\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_member_idx\` ON \`equipment_reservations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_equipment_idx\` ON \`equipment_reservations\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_use_date_idx\` ON \`equipment_reservations\` (\`use_date\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_start_at_idx\` ON \`equipment_reservations\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_state_idx\` ON \`equipment_reservations\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_created_at_idx\` ON \`equipment_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_updated_at_idx\` ON \`equipment_reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_companies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`business_number\` text NOT NULL,
  	\`pending_business_number\` text,
  	\`ceo\` text NOT NULL,
  	\`size\` text DEFAULT 'small' NOT NULL,
  	\`founded_on\` text,
  	\`industry\` text,
  	\`business_type\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`homepage\` text,
  	\`introduction\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_companies\`("id", "name", "business_number", "pending_business_number", "ceo", "size", "founded_on", "industry", "business_type", "address", "phone", "homepage", "introduction", "updated_at", "created_at") SELECT "id", "name", "business_number", "pending_business_number", "ceo", "size", "founded_on", "industry", "business_type", "address", "phone", "homepage", "introduction", "updated_at", "created_at" FROM \`companies\`;`)
  await db.run(sql`DROP TABLE \`companies\`;`)
  await db.run(sql`ALTER TABLE \`__new_companies\` RENAME TO \`companies\`;`)
  await db.run(sql`CREATE INDEX \`companies_name_idx\` ON \`companies\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`companies_business_number_idx\` ON \`companies\` (\`business_number\`);`)
  await db.run(sql`CREATE INDEX \`companies_updated_at_idx\` ON \`companies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`companies_created_at_idx\` ON \`companies\` (\`created_at\`);`)
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
  	\`esg_posts_id\` integer,
  	\`lifelong_posts_id\` integer,
  	\`center_activities_id\` integer,
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
  	\`companies_id\` integer,
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
  	\`consent_records_id\` integer,
  	\`destruction_records_id\` integer,
  	\`travel_codes_id\` integer,
  	\`attractions_id\` integer,
  	\`attraction_interests_id\` integer,
  	\`recommended_tours_id\` integer,
  	\`passes_id\` integer,
  	\`pass_options_id\` integer,
  	\`coupons_id\` integer,
  	\`member_coupons_id\` integer,
  	\`pass_orders_id\` integer,
  	\`promotions_id\` integer,
  	\`travel_infos_id\` integer,
  	\`reservation_goods_id\` integer,
  	\`goods_reservations_id\` integer,
  	\`goods_day_counts_id\` integer,
  	\`access_logs_id\` integer,
  	\`access_log_reviews_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sharing_programs_id\`) REFERENCES \`sharing_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`esg_posts_id\`) REFERENCES \`esg_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lifelong_posts_id\`) REFERENCES \`lifelong_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`center_activities_id\`) REFERENCES \`center_activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`terms_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`destruction_records_id\`) REFERENCES \`destruction_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`travel_codes_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attractions_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attraction_interests_id\`) REFERENCES \`attraction_interests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recommended_tours_id\`) REFERENCES \`recommended_tours\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`passes_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pass_options_id\`) REFERENCES \`pass_options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_coupons_id\`) REFERENCES \`member_coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pass_orders_id\`) REFERENCES \`pass_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`travel_infos_id\`) REFERENCES \`travel_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservation_goods_id\`) REFERENCES \`reservation_goods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`goods_reservations_id\`) REFERENCES \`goods_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`goods_day_counts_id\`) REFERENCES \`goods_day_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_logs_id\`) REFERENCES \`access_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_log_reviews_id\`) REFERENCES \`access_log_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "companies_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "consent_records_id", "destruction_records_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id", "passes_id", "pass_options_id", "coupons_id", "member_coupons_id", "pass_orders_id", "promotions_id", "travel_infos_id", "reservation_goods_id", "goods_reservations_id", "goods_day_counts_id", "access_logs_id", "access_log_reviews_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "companies_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "consent_records_id", "destruction_records_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id", "passes_id", "pass_options_id", "coupons_id", "member_coupons_id", "pass_orders_id", "promotions_id", "travel_infos_id", "reservation_goods_id", "goods_reservations_id", "goods_day_counts_id", "access_logs_id", "access_log_reviews_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sharing_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`sharing_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_esg_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`esg_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lifelong_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`lifelong_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_center_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`center_activities_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_destruction_records_id_idx\` ON \`payload_locked_documents_rels\` (\`destruction_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_travel_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`travel_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attractions_id_idx\` ON \`payload_locked_documents_rels\` (\`attractions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attraction_interests_id_idx\` ON \`payload_locked_documents_rels\` (\`attraction_interests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommended_tours_id_idx\` ON \`payload_locked_documents_rels\` (\`recommended_tours_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passes_id_idx\` ON \`payload_locked_documents_rels\` (\`passes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pass_options_id_idx\` ON \`payload_locked_documents_rels\` (\`pass_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`member_coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pass_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`pass_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_travel_infos_id_idx\` ON \`payload_locked_documents_rels\` (\`travel_infos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservation_goods_id_idx\` ON \`payload_locked_documents_rels\` (\`reservation_goods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goods_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`goods_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goods_day_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`goods_day_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`access_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_reviews_id\`);`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`family_seats\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`family_fee_waived\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_family_seats\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_family_fee_waived\`;`)
  await db.run(sql`ALTER TABLE \`project_calls\` DROP COLUMN \`family_only\`;`)
  await db.run(sql`ALTER TABLE \`project_calls\` DROP COLUMN \`family_priority\`;`)
  await db.run(sql`ALTER TABLE \`_project_calls_v\` DROP COLUMN \`version_family_only\`;`)
  await db.run(sql`ALTER TABLE \`_project_calls_v\` DROP COLUMN \`version_family_priority\`;`)
  await db.run(sql`ALTER TABLE \`equipment_usage_modes\` DROP COLUMN \`unit\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v_version_usage_modes\` DROP COLUMN \`unit\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`company_joined_at\`;`)
}
