import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`transfer_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`reason\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`transfer_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`transfer_requests_history_order_idx\` ON \`transfer_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_history_parent_id_idx\` ON \`transfer_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_history_by_idx\` ON \`transfer_requests_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`transfer_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_no\` text,
  	\`member_id\` integer NOT NULL,
  	\`company_record_id\` integer,
  	\`technology_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`preferred_transfer_type\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`live_key\` text,
  	\`privacy_agreed_at\` text,
  	\`state\` text DEFAULT 'received' NOT NULL,
  	\`staff_memo\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`outcome\` text,
  	\`contract_type\` text,
  	\`contract_date\` text,
  	\`contract_amount\` numeric,
  	\`close_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_record_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`technology_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_requests_application_no_idx\` ON \`transfer_requests\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_member_idx\` ON \`transfer_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_company_record_idx\` ON \`transfer_requests\` (\`company_record_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_technology_idx\` ON \`transfer_requests\` (\`technology_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_requests_live_key_idx\` ON \`transfer_requests\` (\`live_key\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_state_idx\` ON \`transfer_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_created_at_idx\` ON \`transfer_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_outcome_idx\` ON \`transfer_requests\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_updated_at_idx\` ON \`transfer_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`transfer_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`post_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`transfer_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_files_id\`) REFERENCES \`post_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`transfer_requests_rels_order_idx\` ON \`transfer_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_rels_parent_idx\` ON \`transfer_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_rels_path_idx\` ON \`transfer_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`transfer_requests_rels_post_files_id_idx\` ON \`transfer_requests_rels\` (\`post_files_id\`);`)
  await db.run(sql`CREATE TABLE \`technologies_transfer_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`technologies_transfer_types_order_idx\` ON \`technologies_transfer_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`technologies_transfer_types_parent_idx\` ON \`technologies_transfer_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`technologies_patents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`country\` text DEFAULT '대한민국',
  	\`status\` text,
  	\`applied_at\` text,
  	\`registered_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`technologies_patents_order_idx\` ON \`technologies_patents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`technologies_patents_parent_id_idx\` ON \`technologies_patents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`technologies_inventors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`department\` text,
  	\`expert_id\` integer,
  	FOREIGN KEY (\`expert_id\`) REFERENCES \`advisory_experts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`technologies_inventors_order_idx\` ON \`technologies_inventors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`technologies_inventors_parent_id_idx\` ON \`technologies_inventors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`technologies_inventors_expert_idx\` ON \`technologies_inventors\` (\`expert_id\`);`)
  await db.run(sql`CREATE TABLE \`technologies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`field\` text,
  	\`sub_field\` text,
  	\`overview\` text,
  	\`applications\` text,
  	\`effects\` text,
  	\`keywords\` text,
  	\`trl\` numeric,
  	\`availability\` text DEFAULT 'available',
  	\`terms\` text,
  	\`thumbnail_id\` integer,
  	\`summary_document_id\` integer,
  	\`detail_document_id\` integer,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`inquiries\` numeric DEFAULT 0,
  	\`popularity\` numeric DEFAULT 0,
  	\`patent_status\` text,
  	\`patent_status_list\` text,
  	\`transfer_type_list\` text,
  	\`inventor_names\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`summary_document_id\`) REFERENCES \`technology_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`detail_document_id\`) REFERENCES \`technology_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`technologies_field_idx\` ON \`technologies\` (\`field\`);`)
  await db.run(sql`CREATE INDEX \`technologies_sub_field_idx\` ON \`technologies\` (\`sub_field\`);`)
  await db.run(sql`CREATE INDEX \`technologies_trl_idx\` ON \`technologies\` (\`trl\`);`)
  await db.run(sql`CREATE INDEX \`technologies_availability_idx\` ON \`technologies\` (\`availability\`);`)
  await db.run(sql`CREATE INDEX \`technologies_thumbnail_idx\` ON \`technologies\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`technologies_summary_document_idx\` ON \`technologies\` (\`summary_document_id\`);`)
  await db.run(sql`CREATE INDEX \`technologies_detail_document_idx\` ON \`technologies\` (\`detail_document_id\`);`)
  await db.run(sql`CREATE INDEX \`technologies_published_at_idx\` ON \`technologies\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`technologies_views_idx\` ON \`technologies\` (\`views\`);`)
  await db.run(sql`CREATE INDEX \`technologies_inquiries_idx\` ON \`technologies\` (\`inquiries\`);`)
  await db.run(sql`CREATE INDEX \`technologies_popularity_idx\` ON \`technologies\` (\`popularity\`);`)
  await db.run(sql`CREATE INDEX \`technologies_patent_status_idx\` ON \`technologies\` (\`patent_status\`);`)
  await db.run(sql`CREATE INDEX \`technologies_updated_at_idx\` ON \`technologies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`technologies_created_at_idx\` ON \`technologies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`technologies__status_idx\` ON \`technologies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_technologies_v_version_transfer_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_technologies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_transfer_types_order_idx\` ON \`_technologies_v_version_transfer_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_transfer_types_parent_idx\` ON \`_technologies_v_version_transfer_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_technologies_v_version_patents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`country\` text DEFAULT '대한민국',
  	\`status\` text,
  	\`applied_at\` text,
  	\`registered_at\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_technologies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_patents_order_idx\` ON \`_technologies_v_version_patents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_patents_parent_id_idx\` ON \`_technologies_v_version_patents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_technologies_v_version_inventors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`department\` text,
  	\`expert_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`expert_id\`) REFERENCES \`advisory_experts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_technologies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_inventors_order_idx\` ON \`_technologies_v_version_inventors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_inventors_parent_id_idx\` ON \`_technologies_v_version_inventors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_inventors_expert_idx\` ON \`_technologies_v_version_inventors\` (\`expert_id\`);`)
  await db.run(sql`CREATE TABLE \`_technologies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_field\` text,
  	\`version_sub_field\` text,
  	\`version_overview\` text,
  	\`version_applications\` text,
  	\`version_effects\` text,
  	\`version_keywords\` text,
  	\`version_trl\` numeric,
  	\`version_availability\` text DEFAULT 'available',
  	\`version_terms\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_summary_document_id\` integer,
  	\`version_detail_document_id\` integer,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_inquiries\` numeric DEFAULT 0,
  	\`version_popularity\` numeric DEFAULT 0,
  	\`version_patent_status\` text,
  	\`version_patent_status_list\` text,
  	\`version_transfer_type_list\` text,
  	\`version_inventor_names\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_summary_document_id\`) REFERENCES \`technology_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_detail_document_id\`) REFERENCES \`technology_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_technologies_v_parent_idx\` ON \`_technologies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_field_idx\` ON \`_technologies_v\` (\`version_field\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_sub_field_idx\` ON \`_technologies_v\` (\`version_sub_field\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_trl_idx\` ON \`_technologies_v\` (\`version_trl\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_availability_idx\` ON \`_technologies_v\` (\`version_availability\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_thumbnail_idx\` ON \`_technologies_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_summary_document_idx\` ON \`_technologies_v\` (\`version_summary_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_detail_document_idx\` ON \`_technologies_v\` (\`version_detail_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_published_at_idx\` ON \`_technologies_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_views_idx\` ON \`_technologies_v\` (\`version_views\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_inquiries_idx\` ON \`_technologies_v\` (\`version_inquiries\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_popularity_idx\` ON \`_technologies_v\` (\`version_popularity\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_patent_status_idx\` ON \`_technologies_v\` (\`version_patent_status\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_updated_at_idx\` ON \`_technologies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version_created_at_idx\` ON \`_technologies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_version_version__status_idx\` ON \`_technologies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_created_at_idx\` ON \`_technologies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_updated_at_idx\` ON \`_technologies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_technologies_v_latest_idx\` ON \`_technologies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`technology_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`kind\` text DEFAULT 'summary' NOT NULL,
  	\`prefix\` text DEFAULT 'technology-documents',
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`technology_documents_kind_idx\` ON \`technology_documents\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`technology_documents_updated_at_idx\` ON \`technology_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`technology_documents_created_at_idx\` ON \`technology_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`technology_documents_filename_idx\` ON \`technology_documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`technology_nda_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`technology_id\` integer NOT NULL,
  	\`version\` text NOT NULL,
  	\`agreed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`technology_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`technology_nda_agreements_member_idx\` ON \`technology_nda_agreements\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`technology_nda_agreements_company_idx\` ON \`technology_nda_agreements\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`technology_nda_agreements_technology_idx\` ON \`technology_nda_agreements\` (\`technology_id\`);`)
  await db.run(sql`CREATE INDEX \`technology_nda_agreements_updated_at_idx\` ON \`technology_nda_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`technology_nda_agreements_created_at_idx\` ON \`technology_nda_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`technology_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`company_id\` integer,
  	\`technology_id\` integer NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`last_viewed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`technology_id\`) REFERENCES \`technologies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`technology_views_member_idx\` ON \`technology_views\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`technology_views_company_idx\` ON \`technology_views\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`technology_views_technology_idx\` ON \`technology_views\` (\`technology_id\`);`)
  await db.run(sql`CREATE INDEX \`technology_views_last_viewed_at_idx\` ON \`technology_views\` (\`last_viewed_at\`);`)
  await db.run(sql`CREATE INDEX \`technology_views_updated_at_idx\` ON \`technology_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`technology_views_created_at_idx\` ON \`technology_views\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`technology_member_idx\` ON \`technology_views\` (\`technology_id\`,\`member_id\`);`)
  await db.run(sql`CREATE TABLE \`technology_nda\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_technology_nda_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_version\` text NOT NULL,
  	\`version_text\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_technology_nda_v_created_at_idx\` ON \`_technology_nda_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_technology_nda_v_updated_at_idx\` ON \`_technology_nda_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`transfer_requests_id\` integer REFERENCES transfer_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`technologies_id\` integer REFERENCES technologies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`technology_documents_id\` integer REFERENCES technology_documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`technology_nda_agreements_id\` integer REFERENCES technology_nda_agreements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`technology_views_id\` integer REFERENCES technology_views(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technologies_id_idx\` ON \`payload_locked_documents_rels\` (\`technologies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`technology_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_nda_agreements__idx\` ON \`payload_locked_documents_rels\` (\`technology_nda_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_views_id_idx\` ON \`payload_locked_documents_rels\` (\`technology_views_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`transfer_requests_history\`;`)
  await db.run(sql`DROP TABLE \`transfer_requests\`;`)
  await db.run(sql`DROP TABLE \`transfer_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`technologies_transfer_types\`;`)
  await db.run(sql`DROP TABLE \`technologies_patents\`;`)
  await db.run(sql`DROP TABLE \`technologies_inventors\`;`)
  await db.run(sql`DROP TABLE \`technologies\`;`)
  await db.run(sql`DROP TABLE \`_technologies_v_version_transfer_types\`;`)
  await db.run(sql`DROP TABLE \`_technologies_v_version_patents\`;`)
  await db.run(sql`DROP TABLE \`_technologies_v_version_inventors\`;`)
  await db.run(sql`DROP TABLE \`_technologies_v\`;`)
  await db.run(sql`DROP TABLE \`technology_documents\`;`)
  await db.run(sql`DROP TABLE \`technology_nda_agreements\`;`)
  await db.run(sql`DROP TABLE \`technology_views\`;`)
  await db.run(sql`DROP TABLE \`technology_nda\`;`)
  await db.run(sql`DROP TABLE \`_technology_nda_v\`;`)
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
  	FOREIGN KEY (\`notification_deliveries_id\`) REFERENCES \`notification_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "equipment_waitlist_id", "equipment_calendar_feeds_id", "equipment_booking_series_id", "equipment_booking_suspensions_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "companies_id", "company_join_requests_id", "company_invites_id", "company_logos_id", "family_tiers_id", "family_applications_id", "family_memberships_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "phone_verifications_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "consent_records_id", "destruction_records_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id", "passes_id", "pass_options_id", "coupons_id", "member_coupons_id", "pass_orders_id", "promotions_id", "travel_infos_id", "reservation_goods_id", "goods_reservations_id", "goods_day_counts_id", "access_logs_id", "access_log_reviews_id", "notifications_id", "notification_templates_id", "notification_deliveries_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "equipment_waitlist_id", "equipment_calendar_feeds_id", "equipment_booking_series_id", "equipment_booking_suspensions_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "companies_id", "company_join_requests_id", "company_invites_id", "company_logos_id", "family_tiers_id", "family_applications_id", "family_memberships_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "phone_verifications_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "consent_records_id", "destruction_records_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id", "passes_id", "pass_options_id", "coupons_id", "member_coupons_id", "pass_orders_id", "promotions_id", "travel_infos_id", "reservation_goods_id", "goods_reservations_id", "goods_day_counts_id", "access_logs_id", "access_log_reviews_id", "notifications_id", "notification_templates_id", "notification_deliveries_id" FROM \`payload_locked_documents_rels\`;`)
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
}
