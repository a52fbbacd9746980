import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_goods_reservations_state" AS ENUM('complete', 'cancel');
  CREATE TABLE "reservation_goods_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "reservation_goods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"attraction_id" integer NOT NULL,
  	"summary" varchar,
  	"daily_capacity" numeric DEFAULT 20 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"on_sale" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reserve_no" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"goods_id" integer NOT NULL,
  	"goods_type_code" varchar,
  	"use_date" varchar NOT NULL,
  	"goods_count" numeric NOT NULL,
  	"price_sn" numeric NOT NULL,
  	"price_label" varchar NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"pay_amount" numeric NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"payment_method" varchar NOT NULL,
  	"payment_ref" varchar NOT NULL,
  	"state" "enum_goods_reservations_state" DEFAULT 'complete' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_day_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day_key" varchar NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservation_goods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goods_reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goods_day_counts_id" integer;
  ALTER TABLE "reservation_goods_prices" ADD CONSTRAINT "reservation_goods_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservation_goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservation_goods" ADD CONSTRAINT "reservation_goods_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_reservations" ADD CONSTRAINT "goods_reservations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_reservations" ADD CONSTRAINT "goods_reservations_goods_id_reservation_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."reservation_goods"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservation_goods_prices_order_idx" ON "reservation_goods_prices" USING btree ("_order");
  CREATE INDEX "reservation_goods_prices_parent_id_idx" ON "reservation_goods_prices" USING btree ("_parent_id");
  CREATE INDEX "reservation_goods_attraction_idx" ON "reservation_goods" USING btree ("attraction_id");
  CREATE INDEX "reservation_goods_on_sale_idx" ON "reservation_goods" USING btree ("on_sale");
  CREATE INDEX "reservation_goods_updated_at_idx" ON "reservation_goods" USING btree ("updated_at");
  CREATE INDEX "reservation_goods_created_at_idx" ON "reservation_goods" USING btree ("created_at");
  CREATE UNIQUE INDEX "goods_reservations_reserve_no_idx" ON "goods_reservations" USING btree ("reserve_no");
  CREATE INDEX "goods_reservations_member_idx" ON "goods_reservations" USING btree ("member_id");
  CREATE INDEX "goods_reservations_goods_idx" ON "goods_reservations" USING btree ("goods_id");
  CREATE INDEX "goods_reservations_goods_type_code_idx" ON "goods_reservations" USING btree ("goods_type_code");
  CREATE INDEX "goods_reservations_use_date_idx" ON "goods_reservations" USING btree ("use_date");
  CREATE INDEX "goods_reservations_state_idx" ON "goods_reservations" USING btree ("state");
  CREATE INDEX "goods_reservations_created_at_idx" ON "goods_reservations" USING btree ("created_at");
  CREATE INDEX "goods_reservations_updated_at_idx" ON "goods_reservations" USING btree ("updated_at");
  CREATE UNIQUE INDEX "goods_day_counts_day_key_idx" ON "goods_day_counts" USING btree ("day_key");
  CREATE INDEX "goods_day_counts_updated_at_idx" ON "goods_day_counts" USING btree ("updated_at");
  CREATE INDEX "goods_day_counts_created_at_idx" ON "goods_day_counts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservation_goods_fk" FOREIGN KEY ("reservation_goods_id") REFERENCES "public"."reservation_goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goods_reservations_fk" FOREIGN KEY ("goods_reservations_id") REFERENCES "public"."goods_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goods_day_counts_fk" FOREIGN KEY ("goods_day_counts_id") REFERENCES "public"."goods_day_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservation_goods_id_idx" ON "payload_locked_documents_rels" USING btree ("reservation_goods_id");
  CREATE INDEX "payload_locked_documents_rels_goods_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("goods_reservations_id");
  CREATE INDEX "payload_locked_documents_rels_goods_day_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("goods_day_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservation_goods_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservation_goods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_day_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservation_goods_prices" CASCADE;
  DROP TABLE "reservation_goods" CASCADE;
  DROP TABLE "goods_reservations" CASCADE;
  DROP TABLE "goods_day_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservation_goods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goods_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goods_day_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_reservation_goods_id_idx";
  DROP INDEX "payload_locked_documents_rels_goods_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_goods_day_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservation_goods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goods_reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goods_day_counts_id";
  DROP TYPE "public"."enum_goods_reservations_state";`)
}
