import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`used_order_id\`) REFERENCES \`pass_orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_coupons_member_idx\` ON \`member_coupons\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_coupon_idx\` ON \`member_coupons\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_used_order_idx\` ON \`member_coupons\` (\`used_order_id\`);`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`passes_id\` integer REFERENCES passes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pass_options_id\` integer REFERENCES pass_options(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupons_id\` integer REFERENCES coupons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_coupons_id\` integer REFERENCES member_coupons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pass_orders_id\` integer REFERENCES pass_orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passes_id_idx\` ON \`payload_locked_documents_rels\` (\`passes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pass_options_id_idx\` ON \`payload_locked_documents_rels\` (\`pass_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`member_coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pass_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`pass_orders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`passes\`;`)
  await db.run(sql`DROP TABLE \`passes_rels\`;`)
  await db.run(sql`DROP TABLE \`_passes_v\`;`)
  await db.run(sql`DROP TABLE \`_passes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`pass_options\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`DROP TABLE \`_coupons_v\`;`)
  await db.run(sql`DROP TABLE \`member_coupons\`;`)
  await db.run(sql`DROP TABLE \`pass_orders\`;`)
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
  	\`travel_codes_id\` integer,
  	\`attractions_id\` integer,
  	\`attraction_interests_id\` integer,
  	\`recommended_tours_id\` integer,
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
  	FOREIGN KEY (\`terms_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`travel_codes_id\`) REFERENCES \`travel_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attractions_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attraction_interests_id\`) REFERENCES \`attraction_interests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recommended_tours_id\`) REFERENCES \`recommended_tours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id") SELECT "id", "order", "parent_id", "path", "notices_id", "news_id", "faqs_id", "references_id", "sharing_programs_id", "esg_posts_id", "lifelong_posts_id", "center_activities_id", "courses_id", "course_applications_id", "course_seat_locks_id", "project_calls_id", "project_proposals_id", "advisory_experts_id", "advisory_requests_id", "equipment_id", "equipment_reservations_id", "safety_trainings_id", "holidays_id", "reservation_slot_locks_id", "banners_id", "media_id", "files_id", "users_id", "social_accounts_id", "refresh_tokens_id", "avatars_id", "post_types_id", "inquiries_id", "collaboration_requests_id", "post_comments_id", "post_files_id", "email_verifications_id", "used_oauth_states_id", "terms_id", "travel_codes_id", "attractions_id", "attraction_interests_id", "recommended_tours_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_travel_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`travel_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attractions_id_idx\` ON \`payload_locked_documents_rels\` (\`attractions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attraction_interests_id_idx\` ON \`payload_locked_documents_rels\` (\`attraction_interests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recommended_tours_id_idx\` ON \`payload_locked_documents_rels\` (\`recommended_tours_id\`);`)
}
