import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_passes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__passes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_coupons_discount_type" AS ENUM('rate', 'amount');
  CREATE TYPE "public"."enum_coupons_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coupons_v_version_discount_type" AS ENUM('rate', 'amount');
  CREATE TYPE "public"."enum__coupons_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_member_coupons_state" AS ENUM('available', 'used');
  CREATE TYPE "public"."enum_pass_orders_state" AS ENUM('paid', 'refunded');
  CREATE TABLE "passes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pass_type_id" integer,
  	"valid_days" numeric DEFAULT 30,
  	"sort_order" numeric DEFAULT 0,
  	"summary" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_passes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "passes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attractions_id" integer
  );
  
  CREATE TABLE "_passes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_pass_type_id" integer,
  	"version_valid_days" numeric DEFAULT 30,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__passes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_passes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attractions_id" integer
  );
  
  CREATE TABLE "pass_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pass_id" integer NOT NULL,
  	"option_name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"stock" numeric DEFAULT 100 NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"discount_type" "enum_coupons_discount_type" DEFAULT 'rate',
  	"discount_value" numeric,
  	"max_discount" numeric,
  	"min_price" numeric DEFAULT 0,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"pass_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_coupons_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_coupons_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_discount_type" "enum__coupons_v_version_discount_type" DEFAULT 'rate',
  	"version_discount_value" numeric,
  	"version_max_discount" numeric,
  	"version_min_price" numeric DEFAULT 0,
  	"version_valid_from" timestamp(3) with time zone,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_pass_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__coupons_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "member_coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"coupon_id" integer NOT NULL,
  	"state" "enum_member_coupons_state" DEFAULT 'available' NOT NULL,
  	"used_order_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pass_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_no" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"pass_id" integer NOT NULL,
  	"option_id" integer NOT NULL,
  	"pass_count" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"total_price" numeric NOT NULL,
  	"discount" numeric NOT NULL,
  	"pay_amount" numeric NOT NULL,
  	"member_coupon_id" integer,
  	"promo_code" varchar,
  	"payment_method" varchar NOT NULL,
  	"payment_ref" varchar NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"voucher_code" varchar NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"state" "enum_pass_orders_state" DEFAULT 'paid' NOT NULL,
  	"refund_why_code" varchar,
  	"refund_etc_why" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pass_options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pass_orders_id" integer;
  ALTER TABLE "passes" ADD CONSTRAINT "passes_pass_type_id_travel_codes_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passes" ADD CONSTRAINT "passes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passes_rels" ADD CONSTRAINT "passes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passes_rels" ADD CONSTRAINT "passes_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_passes_v" ADD CONSTRAINT "_passes_v_parent_id_passes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_passes_v" ADD CONSTRAINT "_passes_v_version_pass_type_id_travel_codes_id_fk" FOREIGN KEY ("version_pass_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_passes_v" ADD CONSTRAINT "_passes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_passes_v_rels" ADD CONSTRAINT "_passes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_passes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_passes_v_rels" ADD CONSTRAINT "_passes_v_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pass_options" ADD CONSTRAINT "pass_options_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupons" ADD CONSTRAINT "coupons_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coupons_v" ADD CONSTRAINT "_coupons_v_parent_id_coupons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coupons_v" ADD CONSTRAINT "_coupons_v_version_pass_id_passes_id_fk" FOREIGN KEY ("version_pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_order_id_pass_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."pass_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_option_id_pass_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."pass_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "passes_pass_type_idx" ON "passes" USING btree ("pass_type_id");
  CREATE INDEX "passes_image_idx" ON "passes" USING btree ("image_id");
  CREATE INDEX "passes_updated_at_idx" ON "passes" USING btree ("updated_at");
  CREATE INDEX "passes_created_at_idx" ON "passes" USING btree ("created_at");
  CREATE INDEX "passes__status_idx" ON "passes" USING btree ("_status");
  CREATE INDEX "passes_rels_order_idx" ON "passes_rels" USING btree ("order");
  CREATE INDEX "passes_rels_parent_idx" ON "passes_rels" USING btree ("parent_id");
  CREATE INDEX "passes_rels_path_idx" ON "passes_rels" USING btree ("path");
  CREATE INDEX "passes_rels_attractions_id_idx" ON "passes_rels" USING btree ("attractions_id");
  CREATE INDEX "_passes_v_parent_idx" ON "_passes_v" USING btree ("parent_id");
  CREATE INDEX "_passes_v_version_version_pass_type_idx" ON "_passes_v" USING btree ("version_pass_type_id");
  CREATE INDEX "_passes_v_version_version_image_idx" ON "_passes_v" USING btree ("version_image_id");
  CREATE INDEX "_passes_v_version_version_updated_at_idx" ON "_passes_v" USING btree ("version_updated_at");
  CREATE INDEX "_passes_v_version_version_created_at_idx" ON "_passes_v" USING btree ("version_created_at");
  CREATE INDEX "_passes_v_version_version__status_idx" ON "_passes_v" USING btree ("version__status");
  CREATE INDEX "_passes_v_created_at_idx" ON "_passes_v" USING btree ("created_at");
  CREATE INDEX "_passes_v_updated_at_idx" ON "_passes_v" USING btree ("updated_at");
  CREATE INDEX "_passes_v_latest_idx" ON "_passes_v" USING btree ("latest");
  CREATE INDEX "_passes_v_rels_order_idx" ON "_passes_v_rels" USING btree ("order");
  CREATE INDEX "_passes_v_rels_parent_idx" ON "_passes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_passes_v_rels_path_idx" ON "_passes_v_rels" USING btree ("path");
  CREATE INDEX "_passes_v_rels_attractions_id_idx" ON "_passes_v_rels" USING btree ("attractions_id");
  CREATE INDEX "pass_options_pass_idx" ON "pass_options" USING btree ("pass_id");
  CREATE INDEX "pass_options_updated_at_idx" ON "pass_options" USING btree ("updated_at");
  CREATE INDEX "pass_options_created_at_idx" ON "pass_options" USING btree ("created_at");
  CREATE INDEX "coupons_pass_idx" ON "coupons" USING btree ("pass_id");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupons__status_idx" ON "coupons" USING btree ("_status");
  CREATE INDEX "_coupons_v_parent_idx" ON "_coupons_v" USING btree ("parent_id");
  CREATE INDEX "_coupons_v_version_version_pass_idx" ON "_coupons_v" USING btree ("version_pass_id");
  CREATE INDEX "_coupons_v_version_version_updated_at_idx" ON "_coupons_v" USING btree ("version_updated_at");
  CREATE INDEX "_coupons_v_version_version_created_at_idx" ON "_coupons_v" USING btree ("version_created_at");
  CREATE INDEX "_coupons_v_version_version__status_idx" ON "_coupons_v" USING btree ("version__status");
  CREATE INDEX "_coupons_v_created_at_idx" ON "_coupons_v" USING btree ("created_at");
  CREATE INDEX "_coupons_v_updated_at_idx" ON "_coupons_v" USING btree ("updated_at");
  CREATE INDEX "_coupons_v_latest_idx" ON "_coupons_v" USING btree ("latest");
  CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id");
  CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id");
  CREATE INDEX "member_coupons_used_order_idx" ON "member_coupons" USING btree ("used_order_id");
  CREATE INDEX "member_coupons_created_at_idx" ON "member_coupons" USING btree ("created_at");
  CREATE INDEX "member_coupons_updated_at_idx" ON "member_coupons" USING btree ("updated_at");
  CREATE UNIQUE INDEX "member_coupon_idx" ON "member_coupons" USING btree ("member_id","coupon_id");
  CREATE UNIQUE INDEX "pass_orders_order_no_idx" ON "pass_orders" USING btree ("order_no");
  CREATE INDEX "pass_orders_member_idx" ON "pass_orders" USING btree ("member_id");
  CREATE INDEX "pass_orders_pass_idx" ON "pass_orders" USING btree ("pass_id");
  CREATE INDEX "pass_orders_option_idx" ON "pass_orders" USING btree ("option_id");
  CREATE INDEX "pass_orders_member_coupon_idx" ON "pass_orders" USING btree ("member_coupon_id");
  CREATE UNIQUE INDEX "pass_orders_voucher_code_idx" ON "pass_orders" USING btree ("voucher_code");
  CREATE INDEX "pass_orders_state_idx" ON "pass_orders" USING btree ("state");
  CREATE INDEX "pass_orders_created_at_idx" ON "pass_orders" USING btree ("created_at");
  CREATE INDEX "pass_orders_updated_at_idx" ON "pass_orders" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passes_fk" FOREIGN KEY ("passes_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pass_options_fk" FOREIGN KEY ("pass_options_id") REFERENCES "public"."pass_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_coupons_fk" FOREIGN KEY ("member_coupons_id") REFERENCES "public"."member_coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pass_orders_fk" FOREIGN KEY ("pass_orders_id") REFERENCES "public"."pass_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_passes_id_idx" ON "payload_locked_documents_rels" USING btree ("passes_id");
  CREATE INDEX "payload_locked_documents_rels_pass_options_id_idx" ON "payload_locked_documents_rels" USING btree ("pass_options_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_member_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("member_coupons_id");
  CREATE INDEX "payload_locked_documents_rels_pass_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("pass_orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "passes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_passes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_passes_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pass_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coupons_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pass_orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "passes" CASCADE;
  DROP TABLE "passes_rels" CASCADE;
  DROP TABLE "_passes_v" CASCADE;
  DROP TABLE "_passes_v_rels" CASCADE;
  DROP TABLE "pass_options" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "_coupons_v" CASCADE;
  DROP TABLE "member_coupons" CASCADE;
  DROP TABLE "pass_orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pass_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pass_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_passes_id_idx";
  DROP INDEX "payload_locked_documents_rels_pass_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_pass_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pass_options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pass_orders_id";
  DROP TYPE "public"."enum_passes_status";
  DROP TYPE "public"."enum__passes_v_version_status";
  DROP TYPE "public"."enum_coupons_discount_type";
  DROP TYPE "public"."enum_coupons_status";
  DROP TYPE "public"."enum__coupons_v_version_discount_type";
  DROP TYPE "public"."enum__coupons_v_version_status";
  DROP TYPE "public"."enum_member_coupons_state";
  DROP TYPE "public"."enum_pass_orders_state";`)
}
