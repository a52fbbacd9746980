import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`coupons\` ADD \`scope\` text DEFAULT 'pass';`)
  await db.run(sql`ALTER TABLE \`_coupons_v\` ADD \`version_scope\` text DEFAULT 'pass';`)
  await db.run(sql`ALTER TABLE \`member_coupons\` ADD \`used_reservation_id\` integer REFERENCES goods_reservations(id);`)
  await db.run(sql`CREATE INDEX \`member_coupons_used_reservation_idx\` ON \`member_coupons\` (\`used_reservation_id\`);`)
  await db.run(sql`ALTER TABLE \`goods_reservations\` ADD \`total_price\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`goods_reservations\` ADD \`discount\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`goods_reservations\` ADD \`member_coupon_id\` integer REFERENCES member_coupons(id);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_member_coupon_idx\` ON \`goods_reservations\` (\`member_coupon_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_member_coupons\` (
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
  await db.run(sql`INSERT INTO \`__new_member_coupons\`("id", "member_id", "coupon_id", "state", "used_order_id", "created_at", "updated_at") SELECT "id", "member_id", "coupon_id", "state", "used_order_id", "created_at", "updated_at" FROM \`member_coupons\`;`)
  await db.run(sql`DROP TABLE \`member_coupons\`;`)
  await db.run(sql`ALTER TABLE \`__new_member_coupons\` RENAME TO \`member_coupons\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`member_coupons_member_idx\` ON \`member_coupons\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_coupon_idx\` ON \`member_coupons\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_used_order_idx\` ON \`member_coupons\` (\`used_order_id\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_created_at_idx\` ON \`member_coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`member_coupons_updated_at_idx\` ON \`member_coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_coupon_idx\` ON \`member_coupons\` (\`member_id\`,\`coupon_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_goods_reservations\` (
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
  	\`pay_amount\` numeric NOT NULL,
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
  	FOREIGN KEY (\`goods_id\`) REFERENCES \`reservation_goods\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_goods_reservations\`("id", "reserve_no", "member_id", "goods_id", "goods_type_code", "use_date", "goods_count", "price_sn", "price_label", "unit_price", "pay_amount", "contact_name", "contact_phone", "contact_email", "payment_method", "payment_ref", "state", "cancelled_at", "created_at", "updated_at") SELECT "id", "reserve_no", "member_id", "goods_id", "goods_type_code", "use_date", "goods_count", "price_sn", "price_label", "unit_price", "pay_amount", "contact_name", "contact_phone", "contact_email", "payment_method", "payment_ref", "state", "cancelled_at", "created_at", "updated_at" FROM \`goods_reservations\`;`)
  await db.run(sql`DROP TABLE \`goods_reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_goods_reservations\` RENAME TO \`goods_reservations\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`goods_reservations_reserve_no_idx\` ON \`goods_reservations\` (\`reserve_no\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_member_idx\` ON \`goods_reservations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_goods_idx\` ON \`goods_reservations\` (\`goods_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_goods_type_code_idx\` ON \`goods_reservations\` (\`goods_type_code\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_use_date_idx\` ON \`goods_reservations\` (\`use_date\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_state_idx\` ON \`goods_reservations\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_created_at_idx\` ON \`goods_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`goods_reservations_updated_at_idx\` ON \`goods_reservations\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`coupons\` DROP COLUMN \`scope\`;`)
  await db.run(sql`ALTER TABLE \`_coupons_v\` DROP COLUMN \`version_scope\`;`)
}
