import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`equipment_rate_overrides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`user_type\` text,
  	\`factor_percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_rate_overrides_order_idx\` ON \`equipment_rate_overrides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`equipment_rate_overrides_parent_id_idx\` ON \`equipment_rate_overrides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v_version_rate_overrides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_type\` text,
  	\`factor_percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_equipment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_rate_overrides_order_idx\` ON \`_equipment_v_version_rate_overrides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_rate_overrides_parent_id_idx\` ON \`_equipment_v_version_rate_overrides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`equipment_rate_card\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`factors_internal\` numeric DEFAULT 50,
  	\`factors_sme\` numeric DEFAULT 80,
  	\`factors_academic\` numeric DEFAULT 70,
  	\`factors_other\` numeric DEFAULT 100,
  	\`vat_mode\` text DEFAULT 'separate',
  	\`minimum_charge\` numeric DEFAULT 0,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_equipment_rate_card_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_factors_internal\` numeric DEFAULT 50,
  	\`version_factors_sme\` numeric DEFAULT 80,
  	\`version_factors_academic\` numeric DEFAULT 70,
  	\`version_factors_other\` numeric DEFAULT 100,
  	\`version_vat_mode\` text DEFAULT 'separate',
  	\`version_minimum_charge\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_rate_card_v_created_at_idx\` ON \`_equipment_rate_card_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_rate_card_v_updated_at_idx\` ON \`_equipment_rate_card_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`equipment_usage_modes\` ADD \`by_samples\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`minimum_charge\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment\` ADD \`vat_mode\` text;`)
  await db.run(sql`ALTER TABLE \`_equipment_v_version_usage_modes\` ADD \`by_samples\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_minimum_charge\` numeric;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` ADD \`version_vat_mode\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`samples\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`sample_description\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_user_type\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_factor_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_discount_label\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_minimum_charge\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_vat_mode\` text;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_supply_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` ADD \`pricing_vat_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`rate_user_type\` text;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`rate_user_type\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`equipment_rate_overrides\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v_version_rate_overrides\`;`)
  await db.run(sql`DROP TABLE \`equipment_rate_card\`;`)
  await db.run(sql`DROP TABLE \`_equipment_rate_card_v\`;`)
  await db.run(sql`ALTER TABLE \`equipment_usage_modes\` DROP COLUMN \`by_samples\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`minimum_charge\`;`)
  await db.run(sql`ALTER TABLE \`equipment\` DROP COLUMN \`vat_mode\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v_version_usage_modes\` DROP COLUMN \`by_samples\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_minimum_charge\`;`)
  await db.run(sql`ALTER TABLE \`_equipment_v\` DROP COLUMN \`version_vat_mode\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`samples\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`sample_description\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_user_type\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_factor_percent\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_discount_label\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_minimum_charge\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_vat_mode\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_supply_amount\`;`)
  await db.run(sql`ALTER TABLE \`equipment_reservations\` DROP COLUMN \`pricing_vat_amount\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`rate_user_type\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`rate_user_type\`;`)
}
