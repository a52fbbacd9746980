import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`travel_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`code_name\` text NOT NULL,
  	\`parent_id\` integer,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`travel_codes_group_idx\` ON \`travel_codes\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`travel_codes_code_idx\` ON \`travel_codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`travel_codes_parent_idx\` ON \`travel_codes\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_codes_active_idx\` ON \`travel_codes\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`travel_codes_updated_at_idx\` ON \`travel_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`travel_codes_created_at_idx\` ON \`travel_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`attractions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`goods_type_id\` integer,
  	\`goods_category_id\` integer,
  	\`province_id\` integer,
  	\`district_id\` integer,
  	\`address\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`opening_hours\` text,
  	\`admission_fee\` text,
  	\`phone\` text,
  	\`homepage\` text,
  	\`facilities_parking\` integer DEFAULT false,
  	\`facilities_wheelchair\` integer DEFAULT false,
  	\`facilities_nursing\` integer DEFAULT false,
  	\`facilities_pet\` integer DEFAULT false,
  	\`facilities_wifi\` integer DEFAULT false,
  	\`facilities_accessible_toilet\` integer DEFAULT false,
  	\`etc_information_free\` integer DEFAULT false,
  	\`etc_information_indoor\` integer DEFAULT false,
  	\`etc_information_night\` integer DEFAULT false,
  	\`etc_information_kids\` integer DEFAULT false,
  	\`etc_information_foreign_guide\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`goods_type_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`goods_category_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`province_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`district_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attractions_goods_type_idx\` ON \`attractions\` (\`goods_type_id\`);`)
  await db.run(sql`CREATE INDEX \`attractions_goods_category_idx\` ON \`attractions\` (\`goods_category_id\`);`)
  await db.run(sql`CREATE INDEX \`attractions_province_idx\` ON \`attractions\` (\`province_id\`);`)
  await db.run(sql`CREATE INDEX \`attractions_district_idx\` ON \`attractions\` (\`district_id\`);`)
  await db.run(sql`CREATE INDEX \`attractions_image_idx\` ON \`attractions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`attractions_updated_at_idx\` ON \`attractions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attractions_created_at_idx\` ON \`attractions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`attractions__status_idx\` ON \`attractions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_attractions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_goods_type_id\` integer,
  	\`version_goods_category_id\` integer,
  	\`version_province_id\` integer,
  	\`version_district_id\` integer,
  	\`version_address\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_opening_hours\` text,
  	\`version_admission_fee\` text,
  	\`version_phone\` text,
  	\`version_homepage\` text,
  	\`version_facilities_parking\` integer DEFAULT false,
  	\`version_facilities_wheelchair\` integer DEFAULT false,
  	\`version_facilities_nursing\` integer DEFAULT false,
  	\`version_facilities_pet\` integer DEFAULT false,
  	\`version_facilities_wifi\` integer DEFAULT false,
  	\`version_facilities_accessible_toilet\` integer DEFAULT false,
  	\`version_etc_information_free\` integer DEFAULT false,
  	\`version_etc_information_indoor\` integer DEFAULT false,
  	\`version_etc_information_night\` integer DEFAULT false,
  	\`version_etc_information_kids\` integer DEFAULT false,
  	\`version_etc_information_foreign_guide\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_goods_type_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_goods_category_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_province_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_district_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_attractions_v_parent_idx\` ON \`_attractions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_goods_type_idx\` ON \`_attractions_v\` (\`version_goods_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_goods_category_idx\` ON \`_attractions_v\` (\`version_goods_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_province_idx\` ON \`_attractions_v\` (\`version_province_id\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_district_idx\` ON \`_attractions_v\` (\`version_district_id\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_image_idx\` ON \`_attractions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_updated_at_idx\` ON \`_attractions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version_created_at_idx\` ON \`_attractions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_version_version__status_idx\` ON \`_attractions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_created_at_idx\` ON \`_attractions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_updated_at_idx\` ON \`_attractions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_attractions_v_latest_idx\` ON \`_attractions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`attraction_interests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`attraction_id\` integer NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`attraction_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attraction_interests_member_idx\` ON \`attraction_interests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`attraction_interests_attraction_idx\` ON \`attraction_interests\` (\`attraction_id\`);`)
  await db.run(sql`CREATE INDEX \`attraction_interests_created_at_idx\` ON \`attraction_interests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`attraction_interests_updated_at_idx\` ON \`attraction_interests\` (\`updated_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_attraction_idx\` ON \`attraction_interests\` (\`member_id\`,\`attraction_id\`);`)
  await db.run(sql`CREATE TABLE \`recommended_tours_stops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` numeric DEFAULT 1,
  	\`attraction_id\` integer,
  	\`note\` text,
  	FOREIGN KEY (\`attraction_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recommended_tours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recommended_tours_stops_order_idx\` ON \`recommended_tours_stops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours_stops_parent_id_idx\` ON \`recommended_tours_stops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours_stops_attraction_idx\` ON \`recommended_tours_stops\` (\`attraction_id\`);`)
  await db.run(sql`CREATE TABLE \`recommended_tours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`theme_id\` integer,
  	\`tour_days\` numeric DEFAULT 1,
  	\`summary\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`etc_information_public_transport\` integer DEFAULT false,
  	\`etc_information_barrier_free\` integer DEFAULT false,
  	\`etc_information_pet\` integer DEFAULT false,
  	\`etc_information_kids\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`theme_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recommended_tours_theme_idx\` ON \`recommended_tours\` (\`theme_id\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours_tour_days_idx\` ON \`recommended_tours\` (\`tour_days\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours_image_idx\` ON \`recommended_tours\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours_updated_at_idx\` ON \`recommended_tours\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours_created_at_idx\` ON \`recommended_tours\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recommended_tours__status_idx\` ON \`recommended_tours\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_recommended_tours_v_version_stops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` numeric DEFAULT 1,
  	\`attraction_id\` integer,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`attraction_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recommended_tours_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_stops_order_idx\` ON \`_recommended_tours_v_version_stops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_stops_parent_id_idx\` ON \`_recommended_tours_v_version_stops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_stops_attraction_idx\` ON \`_recommended_tours_v_version_stops\` (\`attraction_id\`);`)
  await db.run(sql`CREATE TABLE \`_recommended_tours_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_theme_id\` integer,
  	\`version_tour_days\` numeric DEFAULT 1,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_etc_information_public_transport\` integer DEFAULT false,
  	\`version_etc_information_barrier_free\` integer DEFAULT false,
  	\`version_etc_information_pet\` integer DEFAULT false,
  	\`version_etc_information_kids\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recommended_tours\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_theme_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_parent_idx\` ON \`_recommended_tours_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_version_theme_idx\` ON \`_recommended_tours_v\` (\`version_theme_id\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_version_tour_days_idx\` ON \`_recommended_tours_v\` (\`version_tour_days\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_version_image_idx\` ON \`_recommended_tours_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_version_updated_at_idx\` ON \`_recommended_tours_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_version_created_at_idx\` ON \`_recommended_tours_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_version_version__status_idx\` ON \`_recommended_tours_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_created_at_idx\` ON \`_recommended_tours_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_updated_at_idx\` ON \`_recommended_tours_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recommended_tours_v_latest_idx\` ON \`_recommended_tours_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`passes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pass_type_id\` integer,
  	\`valid_days\` numeric DEFAULT 30,
  	\`sort_order\` numeric DEFAULT 0,
  	\`summary\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`pass_type_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`passes_pass_type_idx\` ON \`passes\` (\`pass_type_id\`);`)
  await db.run(sql`CREATE INDEX \`passes_image_idx\` ON \`passes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`passes_updated_at_idx\` ON \`passes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`passes_created_at_idx\` ON \`passes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`passes__status_idx\` ON \`passes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`passes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attractions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attractions_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`passes_rels_order_idx\` ON \`passes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`passes_rels_parent_idx\` ON \`passes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`passes_rels_path_idx\` ON \`passes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`passes_rels_attractions_id_idx\` ON \`passes_rels\` (\`attractions_id\`);`)
  await db.run(sql`CREATE TABLE \`_passes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_pass_type_id\` integer,
  	\`version_valid_days\` numeric DEFAULT 30,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pass_type_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_passes_v_parent_idx\` ON \`_passes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_version_version_pass_type_idx\` ON \`_passes_v\` (\`version_pass_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_version_version_image_idx\` ON \`_passes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_version_version_updated_at_idx\` ON \`_passes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_version_version_created_at_idx\` ON \`_passes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_version_version__status_idx\` ON \`_passes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_created_at_idx\` ON \`_passes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_updated_at_idx\` ON \`_passes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_latest_idx\` ON \`_passes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_passes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attractions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_passes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attractions_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_passes_v_rels_order_idx\` ON \`_passes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_rels_parent_idx\` ON \`_passes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_rels_path_idx\` ON \`_passes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_passes_v_rels_attractions_id_idx\` ON \`_passes_v_rels\` (\`attractions_id\`);`)
  await db.run(sql`CREATE TABLE \`pass_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pass_id\` integer NOT NULL,
  	\`option_name\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`stock\` numeric DEFAULT 100 NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`pass_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pass_options_pass_idx\` ON \`pass_options\` (\`pass_id\`);`)
  await db.run(sql`CREATE INDEX \`pass_options_updated_at_idx\` ON \`pass_options\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pass_options_created_at_idx\` ON \`pass_options\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`discount_type\` text DEFAULT 'rate',
  	\`discount_value\` numeric,
  	\`max_discount\` numeric,
  	\`min_price\` numeric DEFAULT 0,
  	\`valid_from\` text,
  	\`valid_until\` text,
  	\`scope\` text DEFAULT 'pass',
  	\`pass_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`pass_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`coupons_pass_idx\` ON \`coupons\` (\`pass_id\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons__status_idx\` ON \`coupons\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_coupons_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_discount_type\` text DEFAULT 'rate',
  	\`version_discount_value\` numeric,
  	\`version_max_discount\` numeric,
  	\`version_min_price\` numeric DEFAULT 0,
  	\`version_valid_from\` text,
  	\`version_valid_until\` text,
  	\`version_scope\` text DEFAULT 'pass',
  	\`version_pass_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pass_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_coupons_v_parent_idx\` ON \`_coupons_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_version_version_pass_idx\` ON \`_coupons_v\` (\`version_pass_id\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_version_version_updated_at_idx\` ON \`_coupons_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_version_version_created_at_idx\` ON \`_coupons_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_version_version__status_idx\` ON \`_coupons_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_created_at_idx\` ON \`_coupons_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_updated_at_idx\` ON \`_coupons_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_coupons_v_latest_idx\` ON \`_coupons_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`member_coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`coupon_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'available' NOT NULL,
  	\`used_order_id\` integer,
  	\`used_reservation_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`used_order_id\`) REFERENCES \`pass_orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`used_reservation_id\`) REFERENCES \`goods_reservations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_coupons_member_idx\` ON \`member_coupons\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_coupon_idx\` ON \`member_coupons\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_used_order_idx\` ON \`member_coupons\` (\`used_order_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_used_reservation_idx\` ON \`member_coupons\` (\`used_reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_created_at_idx\` ON \`member_coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_updated_at_idx\` ON \`member_coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_coupon_idx\` ON \`member_coupons\` (\`member_id\`,\`coupon_id\`);`)
  await db.run(sql`CREATE TABLE \`pass_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_no\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`pass_id\` integer NOT NULL,
  	\`option_id\` integer NOT NULL,
  	\`pass_count\` numeric NOT NULL,
  	\`unit_price\` numeric NOT NULL,
  	\`total_price\` numeric NOT NULL,
  	\`discount\` numeric NOT NULL,
  	\`pay_amount\` numeric NOT NULL,
  	\`member_coupon_id\` integer,
  	\`promo_code\` text,
  	\`payment_method\` text NOT NULL,
  	\`payment_ref\` text NOT NULL,
  	\`paid_at\` text NOT NULL,
  	\`voucher_code\` text NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`state\` text DEFAULT 'paid' NOT NULL,
  	\`refund_why_code\` text,
  	\`refund_etc_why\` text,
  	\`refunded_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pass_id\`) REFERENCES \`passes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`option_id\`) REFERENCES \`pass_options\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_coupon_id\`) REFERENCES \`member_coupons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pass_orders_order_no_idx\` ON \`pass_orders\` (\`order_no\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_member_idx\` ON \`pass_orders\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_pass_idx\` ON \`pass_orders\` (\`pass_id\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_option_idx\` ON \`pass_orders\` (\`option_id\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_member_coupon_idx\` ON \`pass_orders\` (\`member_coupon_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pass_orders_voucher_code_idx\` ON \`pass_orders\` (\`voucher_code\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_state_idx\` ON \`pass_orders\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_created_at_idx\` ON \`pass_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pass_orders_updated_at_idx\` ON \`pass_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text DEFAULT 'event',
  	\`summary\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`coupon_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_category_idx\` ON \`promotions\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_date_idx\` ON \`promotions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_coupon_idx\` ON \`promotions\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions__status_idx\` ON \`promotions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_promotions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text DEFAULT 'event',
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_image_id\` integer,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_coupon_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promotions_v_parent_idx\` ON \`_promotions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_category_idx\` ON \`_promotions_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_image_idx\` ON \`_promotions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_start_date_idx\` ON \`_promotions_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_coupon_idx\` ON \`_promotions_v\` (\`version_coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_updated_at_idx\` ON \`_promotions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_created_at_idx\` ON \`_promotions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version__status_idx\` ON \`_promotions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_created_at_idx\` ON \`_promotions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_updated_at_idx\` ON \`_promotions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_latest_idx\` ON \`_promotions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`travel_infos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`tourist_type_id\` integer,
  	\`summary\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tourist_type_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`travel_infos_tourist_type_idx\` ON \`travel_infos\` (\`tourist_type_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_infos_image_idx\` ON \`travel_infos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_infos_updated_at_idx\` ON \`travel_infos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`travel_infos_created_at_idx\` ON \`travel_infos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`travel_infos__status_idx\` ON \`travel_infos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_travel_infos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_tourist_type_id\` integer,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`travel_infos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tourist_type_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_parent_idx\` ON \`_travel_infos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_version_version_tourist_type_idx\` ON \`_travel_infos_v\` (\`version_tourist_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_version_version_image_idx\` ON \`_travel_infos_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_version_version_updated_at_idx\` ON \`_travel_infos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_version_version_created_at_idx\` ON \`_travel_infos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_version_version__status_idx\` ON \`_travel_infos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_created_at_idx\` ON \`_travel_infos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_updated_at_idx\` ON \`_travel_infos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_travel_infos_v_latest_idx\` ON \`_travel_infos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`reservation_goods_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reservation_goods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reservation_goods_prices_order_idx\` ON \`reservation_goods_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reservation_goods_prices_parent_id_idx\` ON \`reservation_goods_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reservation_goods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`attraction_id\` integer NOT NULL,
  	\`summary\` text,
  	\`daily_capacity\` numeric DEFAULT 20 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 60 NOT NULL,
  	\`on_sale\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attraction_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reservation_goods_attraction_idx\` ON \`reservation_goods\` (\`attraction_id\`);`)
  await db.run(sql`CREATE INDEX \`reservation_goods_on_sale_idx\` ON \`reservation_goods\` (\`on_sale\`);`)
  await db.run(sql`CREATE INDEX \`reservation_goods_updated_at_idx\` ON \`reservation_goods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservation_goods_created_at_idx\` ON \`reservation_goods\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`goods_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reserve_no\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`goods_id\` integer NOT NULL,
  	\`goods_type_code\` text,
  	\`use_date\` text NOT NULL,
  	\`goods_count\` numeric NOT NULL,
  	\`price_sn\` numeric NOT NULL,
  	\`price_label\` text NOT NULL,
  	\`unit_price\` numeric NOT NULL,
  	\`total_price\` numeric NOT NULL,
  	\`discount\` numeric DEFAULT 0 NOT NULL,
  	\`pay_amount\` numeric NOT NULL,
  	\`member_coupon_id\` integer,
  	\`contact_name\` text NOT NULL,
  	\`contact_phone\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`payment_method\` text NOT NULL,
  	\`payment_ref\` text NOT NULL,
  	\`state\` text DEFAULT 'complete' NOT NULL,
  	\`cancelled_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`goods_id\`) REFERENCES \`reservation_goods\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_coupon_id\`) REFERENCES \`member_coupons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`goods_reservations_reserve_no_idx\` ON \`goods_reservations\` (\`reserve_no\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_member_idx\` ON \`goods_reservations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_goods_idx\` ON \`goods_reservations\` (\`goods_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_goods_type_code_idx\` ON \`goods_reservations\` (\`goods_type_code\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_use_date_idx\` ON \`goods_reservations\` (\`use_date\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_member_coupon_idx\` ON \`goods_reservations\` (\`member_coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_state_idx\` ON \`goods_reservations\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_created_at_idx\` ON \`goods_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_updated_at_idx\` ON \`goods_reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`goods_day_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day_key\` text NOT NULL,
  	\`booked\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`goods_day_counts_day_key_idx\` ON \`goods_day_counts\` (\`day_key\`);`)
  await db.run(sql`CREATE INDEX \`goods_day_counts_updated_at_idx\` ON \`goods_day_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`goods_day_counts_created_at_idx\` ON \`goods_day_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sticky_area\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`directions_title\` text NOT NULL,
  	\`directions_address\` text NOT NULL,
  	\`directions_transport\` text,
  	\`directions_map_url\` text,
  	\`directions_phone\` text,
  	\`live_chat_channel_name\` text NOT NULL,
  	\`live_chat_channel_url\` text,
  	\`live_chat_opens_at\` text DEFAULT '09:00' NOT NULL,
  	\`live_chat_closes_at\` text DEFAULT '18:00' NOT NULL,
  	\`live_chat_weekdays_only\` integer DEFAULT true,
  	\`live_chat_phone\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_sticky_area_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_directions_title\` text NOT NULL,
  	\`version_directions_address\` text NOT NULL,
  	\`version_directions_transport\` text,
  	\`version_directions_map_url\` text,
  	\`version_directions_phone\` text,
  	\`version_live_chat_channel_name\` text NOT NULL,
  	\`version_live_chat_channel_url\` text,
  	\`version_live_chat_opens_at\` text DEFAULT '09:00' NOT NULL,
  	\`version_live_chat_closes_at\` text DEFAULT '18:00' NOT NULL,
  	\`version_live_chat_weekdays_only\` integer DEFAULT true,
  	\`version_live_chat_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_sticky_area_v_created_at_idx\` ON \`_sticky_area_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sticky_area_v_updated_at_idx\` ON \`_sticky_area_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`travel_codes_id\` integer REFERENCES travel_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attractions_id\` integer REFERENCES attractions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attraction_interests_id\` integer REFERENCES attraction_interests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recommended_tours_id\` integer REFERENCES recommended_tours(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`passes_id\` integer REFERENCES passes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pass_options_id\` integer REFERENCES pass_options(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupons_id\` integer REFERENCES coupons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_coupons_id\` integer REFERENCES member_coupons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pass_orders_id\` integer REFERENCES pass_orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`promotions_id\` integer REFERENCES promotions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`travel_infos_id\` integer REFERENCES travel_infos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reservation_goods_id\` integer REFERENCES reservation_goods(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`goods_reservations_id\` integer REFERENCES goods_reservations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`goods_day_counts_id\` integer REFERENCES goods_day_counts(id);`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`travel_codes\`;`)
  await db.run(sql`DROP TABLE \`attractions\`;`)
  await db.run(sql`DROP TABLE \`_attractions_v\`;`)
  await db.run(sql`DROP TABLE \`attraction_interests\`;`)
  await db.run(sql`DROP TABLE \`recommended_tours_stops\`;`)
  await db.run(sql`DROP TABLE \`recommended_tours\`;`)
  await db.run(sql`DROP TABLE \`_recommended_tours_v_version_stops\`;`)
  await db.run(sql`DROP TABLE \`_recommended_tours_v\`;`)
  await db.run(sql`DROP TABLE \`passes\`;`)
  await db.run(sql`DROP TABLE \`passes_rels\`;`)
  await db.run(sql`DROP TABLE \`_passes_v\`;`)
  await db.run(sql`DROP TABLE \`_passes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`pass_options\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`DROP TABLE \`_coupons_v\`;`)
  await db.run(sql`DROP TABLE \`member_coupons\`;`)
  await db.run(sql`DROP TABLE \`pass_orders\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`travel_infos\`;`)
  await db.run(sql`DROP TABLE \`_travel_infos_v\`;`)
  await db.run(sql`DROP TABLE \`reservation_goods_prices\`;`)
  await db.run(sql`DROP TABLE \`reservation_goods\`;`)
  await db.run(sql`DROP TABLE \`goods_reservations\`;`)
  await db.run(sql`DROP TABLE \`goods_day_counts\`;`)
  await db.run(sql`DROP TABLE \`sticky_area\`;`)
  await db.run(sql`DROP TABLE \`_sticky_area_v\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id" FROM \`payload_locked_documents_rels\`;`)
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
