import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_questions_options_order_idx\` ON \`events_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_questions_options_parent_id_idx\` ON \`events_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_questions_order_idx\` ON \`events_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_questions_parent_id_idx\` ON \`events_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text,
  	\`format\` text DEFAULT 'offline',
  	\`summary\` text,
  	\`body\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`place\` text,
  	\`map_url\` text,
  	\`online_url\` text,
  	\`organiser\` text DEFAULT '산학협력단',
  	\`contact\` text,
  	\`capacity\` numeric,
  	\`registration_opens_at\` text,
  	\`registration_closes_at\` text,
  	\`registration_closed\` integer DEFAULT false,
  	\`poster_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_kind_idx\` ON \`events\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`events_starts_at_idx\` ON \`events\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`events_ends_at_idx\` ON \`events\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`events_poster_idx\` ON \`events\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`events_published_at_idx\` ON \`events\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_files_id_idx\` ON \`events_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_questions_options_order_idx\` ON \`_events_v_version_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_questions_options_parent_id_idx\` ON \`_events_v_version_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_questions_order_idx\` ON \`_events_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_questions_parent_id_idx\` ON \`_events_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text,
  	\`version_format\` text DEFAULT 'offline',
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_place\` text,
  	\`version_map_url\` text,
  	\`version_online_url\` text,
  	\`version_organiser\` text DEFAULT '산학협력단',
  	\`version_contact\` text,
  	\`version_capacity\` numeric,
  	\`version_registration_opens_at\` text,
  	\`version_registration_closes_at\` text,
  	\`version_registration_closed\` integer DEFAULT false,
  	\`version_poster_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_kind_idx\` ON \`_events_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_starts_at_idx\` ON \`_events_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_ends_at_idx\` ON \`_events_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_poster_idx\` ON \`_events_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_published_at_idx\` ON \`_events_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_files_id_idx\` ON \`_events_v_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`affiliation\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`answers\` text,
  	\`privacy_agreed_at\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`waiting_since\` text,
  	\`cancelled_at\` text,
  	\`checked_in_at\` text,
  	\`checked_in_by_id\` integer,
  	\`live_key\` text,
  	\`ticket_nonce\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`checked_in_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_event_idx\` ON \`event_registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_member_idx\` ON \`event_registrations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_status_idx\` ON \`event_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_waiting_since_idx\` ON \`event_registrations\` (\`waiting_since\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_checked_in_by_idx\` ON \`event_registrations\` (\`checked_in_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_registrations_live_key_idx\` ON \`event_registrations\` (\`live_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_registrations_ticket_nonce_idx\` ON \`event_registrations\` (\`ticket_nonce\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_updated_at_idx\` ON \`event_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_created_at_idx\` ON \`event_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_seat_locks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seat_key\` text NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`registration_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_seat_locks_seat_key_idx\` ON \`event_seat_locks\` (\`seat_key\`);`)
  await db.run(sql`CREATE INDEX \`event_seat_locks_event_idx\` ON \`event_seat_locks\` (\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_seat_locks_registration_idx\` ON \`event_seat_locks\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`event_seat_locks_updated_at_idx\` ON \`event_seat_locks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_seat_locks_created_at_idx\` ON \`event_seat_locks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`surveys_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_questions_options_order_idx\` ON \`surveys_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`surveys_questions_options_parent_id_idx\` ON \`surveys_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'scale5',
  	\`required\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_questions_order_idx\` ON \`surveys_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`surveys_questions_parent_id_idx\` ON \`surveys_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`anonymous\` integer DEFAULT false,
  	\`event_id\` integer,
  	\`course_id\` integer,
  	\`closes_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_event_idx\` ON \`surveys\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`surveys_course_idx\` ON \`surveys\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`surveys_closes_at_idx\` ON \`surveys\` (\`closes_at\`);`)
  await db.run(sql`CREATE INDEX \`surveys_updated_at_idx\` ON \`surveys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`surveys_created_at_idx\` ON \`surveys\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`surveys__status_idx\` ON \`surveys\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_surveys_v_version_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_surveys_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_questions_options_order_idx\` ON \`_surveys_v_version_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_questions_options_parent_id_idx\` ON \`_surveys_v_version_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_surveys_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'scale5',
  	\`required\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_surveys_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_questions_order_idx\` ON \`_surveys_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_questions_parent_id_idx\` ON \`_surveys_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_surveys_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_anonymous\` integer DEFAULT false,
  	\`version_event_id\` integer,
  	\`version_course_id\` integer,
  	\`version_closes_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_surveys_v_parent_idx\` ON \`_surveys_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_version_event_idx\` ON \`_surveys_v\` (\`version_event_id\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_version_course_idx\` ON \`_surveys_v\` (\`version_course_id\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_version_closes_at_idx\` ON \`_surveys_v\` (\`version_closes_at\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_version_updated_at_idx\` ON \`_surveys_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_version_created_at_idx\` ON \`_surveys_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_version_version__status_idx\` ON \`_surveys_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_created_at_idx\` ON \`_surveys_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_updated_at_idx\` ON \`_surveys_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_surveys_v_latest_idx\` ON \`_surveys_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`survey_respondents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`survey_id\` integer NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`survey_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_respondents_survey_idx\` ON \`survey_respondents\` (\`survey_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_respondents_member_idx\` ON \`survey_respondents\` (\`member_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`survey_respondents_key_idx\` ON \`survey_respondents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`survey_respondents_updated_at_idx\` ON \`survey_respondents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`survey_respondents_created_at_idx\` ON \`survey_respondents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`survey_responses\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`survey_id\` integer NOT NULL,
  	\`member_id\` integer,
  	\`answers\` text NOT NULL,
  	\`answered_on\` text NOT NULL,
  	FOREIGN KEY (\`survey_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_responses_survey_idx\` ON \`survey_responses\` (\`survey_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_responses_member_idx\` ON \`survey_responses\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_responses_answered_on_idx\` ON \`survey_responses\` (\`answered_on\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_registrations_id\` integer REFERENCES event_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_seat_locks_id\` integer REFERENCES event_seat_locks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`surveys_id\` integer REFERENCES surveys(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`survey_respondents_id\` integer REFERENCES survey_respondents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`survey_responses_id\` text REFERENCES survey_responses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_seat_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`event_seat_locks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_surveys_id_idx\` ON \`payload_locked_documents_rels\` (\`surveys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_survey_respondents_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_respondents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_survey_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_responses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_questions_options\`;`)
  await db.run(sql`DROP TABLE \`events_questions\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_questions_options\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`event_registrations\`;`)
  await db.run(sql`DROP TABLE \`event_seat_locks\`;`)
  await db.run(sql`DROP TABLE \`surveys_questions_options\`;`)
  await db.run(sql`DROP TABLE \`surveys_questions\`;`)
  await db.run(sql`DROP TABLE \`surveys\`;`)
  await db.run(sql`DROP TABLE \`_surveys_v_version_questions_options\`;`)
  await db.run(sql`DROP TABLE \`_surveys_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_surveys_v\`;`)
  await db.run(sql`DROP TABLE \`survey_respondents\`;`)
  await db.run(sql`DROP TABLE \`survey_responses\`;`)
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
  	\`transfer_requests_id\` integer,
  	\`equipment_id\` integer,
  	\`equipment_reservations_id\` integer,
  	\`equipment_waitlist_id\` integer,
  	\`equipment_calendar_feeds_id\` integer,
  	\`equipment_booking_series_id\` integer,
  	\`equipment_booking_suspensions_id\` integer,
  	\`safety_trainings_id\` integer,
  	\`holidays_id\` integer,
  	\`reservation_slot_locks_id\` integer,
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`users_id\` integer,
  	\`companies_id\` integer,
  	\`company_join_requests_id\` integer,
  	\`company_invites_id\` integer,
  	\`company_logos_id\` integer,
  	\`family_tiers_id\` integer,
  	\`family_applications_id\` integer,
  	\`family_memberships_id\` integer,
  	\`social_accounts_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`avatars_id\` integer,
  	\`phone_verifications_id\` integer,
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
  	\`notifications_id\` integer,
  	\`notification_templates_id\` integer,
  	\`notification_deliveries_id\` integer,
  	\`technologies_id\` integer,
  	\`technology_documents_id\` integer,
  	\`technology_nda_agreements_id\` integer,
  	\`technology_views_id\` integer,
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
  	FOREIGN KEY (\`transfer_requests_id\`) REFERENCES \`transfer_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_reservations_id\`) REFERENCES \`equipment_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_waitlist_id\`) REFERENCES \`equipment_waitlist\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_calendar_feeds_id\`) REFERENCES \`equipment_calendar_feeds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_booking_series_id\`) REFERENCES \`equipment_booking_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_booking_suspensions_id\`) REFERENCES \`equipment_booking_suspensions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`safety_trainings_id\`) REFERENCES \`safety_trainings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`holidays_id\`) REFERENCES \`holidays\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservation_slot_locks_id\`) REFERENCES \`reservation_slot_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_join_requests_id\`) REFERENCES \`company_join_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_invites_id\`) REFERENCES \`company_invites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_logos_id\`) REFERENCES \`company_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`family_tiers_id\`) REFERENCES \`family_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`family_applications_id\`) REFERENCES \`family_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`family_memberships_id\`) REFERENCES \`family_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_accounts_id\`) REFERENCES \`social_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`avatars_id\`) REFERENCES \`avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_verifications_id\`) REFERENCES \`phone_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`access_log_reviews_id\`) REFERENCES \`access_log_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notification_templates_id\`) REFERENCES \`notification_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notification_deliveries_id\`) REFERENCES \`notification_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`technologies_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`technology_documents_id\`) REFERENCES \`technology_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`technology_nda_agreements_id\`) REFERENCES \`technology_nda_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`technology_views_id\`) REFERENCES \`technology_views\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "transfer_requests_id", "equipment_id", "equipment_reservations_id", "equipment_waitlist_id", "equipment_calendar_feeds_id", "equipment_booking_series_id", "equipment_booking_suspensions_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "companies_id", "company_join_requests_id", "company_invites_id", "company_logos_id", "family_tiers_id", "family_applications_id", "family_memberships_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "phone_verifications_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "consent_records_id", "destruction_records_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id", "passes_id", "pass_options_id", "coupons_id", "member_coupons_id", "pass_orders_id", "promotions_id", "travel_infos_id", "reservation_goods_id", "goods_reservations_id", "goods_day_counts_id", "access_logs_id", "access_log_reviews_id", "notifications_id", "notification_templates_id", "notification_deliveries_id", "technologies_id", "technology_documents_id", "technology_nda_agreements_id", "technology_views_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "transfer_requests_id", "equipment_id", "equipment_reservations_id", "equipment_waitlist_id", "equipment_calendar_feeds_id", "equipment_booking_series_id", "equipment_booking_suspensions_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "companies_id", "company_join_requests_id", "company_invites_id", "company_logos_id", "family_tiers_id", "family_applications_id", "family_memberships_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "phone_verifications_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "consent_records_id", "destruction_records_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id", "passes_id", "pass_options_id", "coupons_id", "member_coupons_id", "pass_orders_id", "promotions_id", "travel_infos_id", "reservation_goods_id", "goods_reservations_id", "goods_day_counts_id", "access_logs_id", "access_log_reviews_id", "notifications_id", "notification_templates_id", "notification_deliveries_id", "technologies_id", "technology_documents_id", "technology_nda_agreements_id", "technology_views_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_waitlist_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_waitlist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_calendar_feeds_i_idx\` ON \`payload_locked_documents_rels\` (\`equipment_calendar_feeds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_booking_series_i_idx\` ON \`payload_locked_documents_rels\` (\`equipment_booking_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_booking_suspensi_idx\` ON \`payload_locked_documents_rels\` (\`equipment_booking_suspensions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_trainings_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_trainings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_holidays_id_idx\` ON \`payload_locked_documents_rels\` (\`holidays_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservation_slot_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`reservation_slot_locks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_join_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`company_join_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_invites_id_idx\` ON \`payload_locked_documents_rels\` (\`company_invites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`company_logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_family_tiers_id_idx\` ON \`payload_locked_documents_rels\` (\`family_tiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_family_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`family_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_family_memberships_id_idx\` ON \`payload_locked_documents_rels\` (\`family_memberships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_verifications_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notification_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notification_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technologies_id_idx\` ON \`payload_locked_documents_rels\` (\`technologies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`technology_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_nda_agreements__idx\` ON \`payload_locked_documents_rels\` (\`technology_nda_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_views_id_idx\` ON \`payload_locked_documents_rels\` (\`technology_views_id\`);`)
}
