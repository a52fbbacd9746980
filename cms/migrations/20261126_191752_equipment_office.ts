import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`equipment_billing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payment_days\` numeric DEFAULT 30 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`registry_standard_code\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`registry_acquired_on\` text;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`registry_acquisition_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`registry_use_scope\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_registry_standard_code\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_registry_acquired_on\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_registry_acquisition_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_registry_use_scope\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`payment_state\` text DEFAULT 'unpaid';`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`payment_paid_at\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`payment_method\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`payment_note\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`payment_recorded_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_payment_payment_state_idx\` ON \`equipment_reservations\` (\`payment_state\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_payment_payment_recorded_by_idx\` ON \`equipment_reservations\` (\`payment_recorded_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`equipment_billing\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_equipment_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reservation_no\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`equipment_id\` integer NOT NULL,
  	\`company_record_id\` integer,
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
  	\`pricing_unit_fee\` numeric,
  	\`pricing_unit\` text,
  	\`pricing_fee_unit\` text,
  	\`pricing_units\` numeric,
  	\`pricing_base_amount\` numeric,
  	\`pricing_discount_amount\` numeric,
  	\`pricing_total\` numeric,
  	\`pricing_family_benefit_label\` text,
  	\`pricing_family_benefit_company_name\` text,
  	\`pricing_family_benefit_tier_name\` text,
  	\`pricing_family_benefit_discount_percent\` numeric,
  	\`staff_memo\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_record_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_equipment_reservations\`("id", "reservation_no", "member_id", "equipment_id", "company_record_id", "use_date", "time_range", "start_at", "end_at", "state", "usage_mode", "purpose", "applicant_name", "organisation", "phone", "email", "pricing_unit_fee", "pricing_unit", "pricing_fee_unit", "pricing_units", "pricing_base_amount", "pricing_discount_amount", "pricing_total", "pricing_family_benefit_label", "pricing_family_benefit_company_name", "pricing_family_benefit_tier_name", "pricing_family_benefit_discount_percent", "staff_memo", "created_at", "updated_at") SELECT "id", "reservation_no", "member_id", "equipment_id", "company_record_id", "use_date", "time_range", "start_at", "end_at", "state", "usage_mode", "purpose", "applicant_name", "organisation", "phone", "email", "pricing_unit_fee", "pricing_unit", "pricing_fee_unit", "pricing_units", "pricing_base_amount", "pricing_discount_amount", "pricing_total", "pricing_family_benefit_label", "pricing_family_benefit_company_name", "pricing_family_benefit_tier_name", "pricing_family_benefit_discount_percent", "staff_memo", "created_at", "updated_at" FROM \`equipment_reservations\`;`)
  await db.run(sql`DROP TABLE \`equipment_reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_equipment_reservations\` RENAME TO \`equipment_reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`equipment_reservations_reservation_no_idx\` ON \`equipment_reservations\` (\`reservation_no\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_member_idx\` ON \`equipment_reservations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_equipment_idx\` ON \`equipment_reservations\` (\`equipment_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_company_record_idx\` ON \`equipment_reservations\` (\`company_record_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_use_date_idx\` ON \`equipment_reservations\` (\`use_date\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_start_at_idx\` ON \`equipment_reservations\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_state_idx\` ON \`equipment_reservations\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_created_at_idx\` ON \`equipment_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_reservations_updated_at_idx\` ON \`equipment_reservations\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`registry_standard_code\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`registry_acquired_on\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`registry_acquisition_cost\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`registry_use_scope\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_registry_standard_code\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_registry_acquired_on\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_registry_acquisition_cost\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_registry_use_scope\`;`)
}
