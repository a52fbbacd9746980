import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`code\` text,
  	\`version\` text,
  	\`effective_date\` text,
  	\`change_note\` text,
  	\`body\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`terms_code_idx\` ON \`terms\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`terms_effective_date_idx\` ON \`terms\` (\`effective_date\`);`)
  await db.run(sql`CREATE INDEX \`terms_updated_at_idx\` ON \`terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`terms_created_at_idx\` ON \`terms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`terms__status_idx\` ON \`terms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_code\` text,
  	\`version_version\` text,
  	\`version_effective_date\` text,
  	\`version_change_note\` text,
  	\`version_body\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_terms_v_parent_idx\` ON \`_terms_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_code_idx\` ON \`_terms_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_effective_date_idx\` ON \`_terms_v\` (\`version_effective_date\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_updated_at_idx\` ON \`_terms_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_created_at_idx\` ON \`_terms_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version__status_idx\` ON \`_terms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_created_at_idx\` ON \`_terms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_updated_at_idx\` ON \`_terms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_latest_idx\` ON \`_terms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`greeting_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`body\` text,
  	\`photo_id\` integer,
  	\`signature_title\` text,
  	\`signature_name\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`greeting_page_photo_idx\` ON \`greeting_page\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`greeting_page__status_idx\` ON \`greeting_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_greeting_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_headline\` text,
  	\`version_body\` text,
  	\`version_photo_id\` integer,
  	\`version_signature_title\` text,
  	\`version_signature_name\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_greeting_page_v_version_version_photo_idx\` ON \`_greeting_page_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_greeting_page_v_version_version__status_idx\` ON \`_greeting_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_greeting_page_v_created_at_idx\` ON \`_greeting_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_greeting_page_v_updated_at_idx\` ON \`_greeting_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_greeting_page_v_latest_idx\` ON \`_greeting_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`vision_page_goals_tasks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`task\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vision_page_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vision_page_goals_tasks_order_idx\` ON \`vision_page_goals_tasks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vision_page_goals_tasks_parent_id_idx\` ON \`vision_page_goals_tasks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vision_page_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vision_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vision_page_goals_order_idx\` ON \`vision_page_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vision_page_goals_parent_id_idx\` ON \`vision_page_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vision_page_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vision_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vision_page_values_order_idx\` ON \`vision_page_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vision_page_values_parent_id_idx\` ON \`vision_page_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vision_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`statement\` text,
  	\`mission\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`vision_page__status_idx\` ON \`vision_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_vision_page_v_version_goals_tasks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`task\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vision_page_v_version_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_goals_tasks_order_idx\` ON \`_vision_page_v_version_goals_tasks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_goals_tasks_parent_id_idx\` ON \`_vision_page_v_version_goals_tasks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vision_page_v_version_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vision_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_goals_order_idx\` ON \`_vision_page_v_version_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_goals_parent_id_idx\` ON \`_vision_page_v_version_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vision_page_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vision_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_values_order_idx\` ON \`_vision_page_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_values_parent_id_idx\` ON \`_vision_page_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vision_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_statement\` text,
  	\`version_mission\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_vision_page_v_version_version__status_idx\` ON \`_vision_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vision_page_v_created_at_idx\` ON \`_vision_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vision_page_v_updated_at_idx\` ON \`_vision_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vision_page_v_latest_idx\` ON \`_vision_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`org_chart_units_duties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`duty\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_chart_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`org_chart_units_duties_order_idx\` ON \`org_chart_units_duties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`org_chart_units_duties_parent_id_idx\` ON \`org_chart_units_duties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_chart_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`head\` text,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`org_chart\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`org_chart_units_order_idx\` ON \`org_chart_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`org_chart_units_parent_id_idx\` ON \`org_chart_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`org_chart\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`head_title\` text,
  	\`head_name\` text,
  	\`head_phone\` text,
  	\`head_duty\` text,
  	\`deputy_title\` text,
  	\`deputy_name\` text,
  	\`deputy_phone\` text,
  	\`deputy_duty\` text,
  	\`committee_title\` text,
  	\`committee_name\` text,
  	\`committee_phone\` text,
  	\`committee_duty\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`org_chart__status_idx\` ON \`org_chart\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_org_chart_v_version_units_duties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`duty\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_chart_v_version_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_chart_v_version_units_duties_order_idx\` ON \`_org_chart_v_version_units_duties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_org_chart_v_version_units_duties_parent_id_idx\` ON \`_org_chart_v_version_units_duties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_chart_v_version_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`head\` text,
  	\`phone\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_org_chart_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_chart_v_version_units_order_idx\` ON \`_org_chart_v_version_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_org_chart_v_version_units_parent_id_idx\` ON \`_org_chart_v_version_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_org_chart_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_head_title\` text,
  	\`version_head_name\` text,
  	\`version_head_phone\` text,
  	\`version_head_duty\` text,
  	\`version_deputy_title\` text,
  	\`version_deputy_name\` text,
  	\`version_deputy_phone\` text,
  	\`version_deputy_duty\` text,
  	\`version_committee_title\` text,
  	\`version_committee_name\` text,
  	\`version_committee_phone\` text,
  	\`version_committee_duty\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_org_chart_v_version_version__status_idx\` ON \`_org_chart_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_org_chart_v_created_at_idx\` ON \`_org_chart_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_org_chart_v_updated_at_idx\` ON \`_org_chart_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_org_chart_v_latest_idx\` ON \`_org_chart_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_edu\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_edu__status_idx\` ON \`intro_edu\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_edu_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_edu_v_version_version__status_idx\` ON \`_intro_edu_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_edu_v_created_at_idx\` ON \`_intro_edu_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_edu_v_updated_at_idx\` ON \`_intro_edu_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_edu_v_latest_idx\` ON \`_intro_edu_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_equipment__status_idx\` ON \`intro_equipment\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_equipment_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_equipment_v_version_version__status_idx\` ON \`_intro_equipment_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_equipment_v_created_at_idx\` ON \`_intro_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_equipment_v_updated_at_idx\` ON \`_intro_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_equipment_v_latest_idx\` ON \`_intro_equipment_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_tech\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_tech__status_idx\` ON \`intro_tech\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_tech_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_tech_v_version_version__status_idx\` ON \`_intro_tech_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_tech_v_created_at_idx\` ON \`_intro_tech_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_tech_v_updated_at_idx\` ON \`_intro_tech_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_tech_v_latest_idx\` ON \`_intro_tech_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_assignment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_assignment__status_idx\` ON \`intro_assignment\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_assignment_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_assignment_v_version_version__status_idx\` ON \`_intro_assignment_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_assignment_v_created_at_idx\` ON \`_intro_assignment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_assignment_v_updated_at_idx\` ON \`_intro_assignment_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_assignment_v_latest_idx\` ON \`_intro_assignment_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_esg\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_esg__status_idx\` ON \`intro_esg\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_esg_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_esg_v_version_version__status_idx\` ON \`_intro_esg_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_esg_v_created_at_idx\` ON \`_intro_esg_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_esg_v_updated_at_idx\` ON \`_intro_esg_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_esg_v_latest_idx\` ON \`_intro_esg_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_lifelong\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_lifelong__status_idx\` ON \`intro_lifelong\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_lifelong_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_lifelong_v_version_version__status_idx\` ON \`_intro_lifelong_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_lifelong_v_created_at_idx\` ON \`_intro_lifelong_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_lifelong_v_updated_at_idx\` ON \`_intro_lifelong_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_lifelong_v_latest_idx\` ON \`_intro_lifelong_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`intro_corporate_center\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`intro_corporate_center__status_idx\` ON \`intro_corporate_center\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_intro_corporate_center_v\` (
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
  await db.run(sql`CREATE INDEX \`_intro_corporate_center_v_version_version__status_idx\` ON \`_intro_corporate_center_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_intro_corporate_center_v_created_at_idx\` ON \`_intro_corporate_center_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_corporate_center_v_updated_at_idx\` ON \`_intro_corporate_center_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_intro_corporate_center_v_latest_idx\` ON \`_intro_corporate_center_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_institutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_institutions_order_idx\` ON \`site_settings_institutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_institutions_parent_id_idx\` ON \`site_settings_institutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_title\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`fax\` text,
  	\`copyright\` text NOT NULL,
  	\`privacy_policy_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_institutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_institutions_order_idx\` ON \`_site_settings_v_version_institutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_institutions_parent_id_idx\` ON \`_site_settings_v_version_institutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_page_title\` text NOT NULL,
  	\`version_address\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_fax\` text,
  	\`version_copyright\` text NOT NULL,
  	\`version_privacy_policy_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`terms_id\` integer REFERENCES terms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`terms_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`terms\`;`)
  await db.run(sql`DROP TABLE \`_terms_v\`;`)
  await db.run(sql`DROP TABLE \`greeting_page\`;`)
  await db.run(sql`DROP TABLE \`_greeting_page_v\`;`)
  await db.run(sql`DROP TABLE \`vision_page_goals_tasks\`;`)
  await db.run(sql`DROP TABLE \`vision_page_goals\`;`)
  await db.run(sql`DROP TABLE \`vision_page_values\`;`)
  await db.run(sql`DROP TABLE \`vision_page\`;`)
  await db.run(sql`DROP TABLE \`_vision_page_v_version_goals_tasks\`;`)
  await db.run(sql`DROP TABLE \`_vision_page_v_version_goals\`;`)
  await db.run(sql`DROP TABLE \`_vision_page_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_vision_page_v\`;`)
  await db.run(sql`DROP TABLE \`org_chart_units_duties\`;`)
  await db.run(sql`DROP TABLE \`org_chart_units\`;`)
  await db.run(sql`DROP TABLE \`org_chart\`;`)
  await db.run(sql`DROP TABLE \`_org_chart_v_version_units_duties\`;`)
  await db.run(sql`DROP TABLE \`_org_chart_v_version_units\`;`)
  await db.run(sql`DROP TABLE \`_org_chart_v\`;`)
  await db.run(sql`DROP TABLE \`intro_edu\`;`)
  await db.run(sql`DROP TABLE \`_intro_edu_v\`;`)
  await db.run(sql`DROP TABLE \`intro_equipment\`;`)
  await db.run(sql`DROP TABLE \`_intro_equipment_v\`;`)
  await db.run(sql`DROP TABLE \`intro_tech\`;`)
  await db.run(sql`DROP TABLE \`_intro_tech_v\`;`)
  await db.run(sql`DROP TABLE \`intro_assignment\`;`)
  await db.run(sql`DROP TABLE \`_intro_assignment_v\`;`)
  await db.run(sql`DROP TABLE \`intro_esg\`;`)
  await db.run(sql`DROP TABLE \`_intro_esg_v\`;`)
  await db.run(sql`DROP TABLE \`intro_lifelong\`;`)
  await db.run(sql`DROP TABLE \`_intro_lifelong_v\`;`)
  await db.run(sql`DROP TABLE \`intro_corporate_center\`;`)
  await db.run(sql`DROP TABLE \`_intro_corporate_center_v\`;`)
  await db.run(sql`DROP TABLE \`site_settings_institutions\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_institutions\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
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
  	FOREIGN KEY (\`used_oauth_states_id\`) REFERENCES \`used_oauth_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id" FROM \`payload_locked_documents_rels\`;`)
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
}
