import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotions_category" AS ENUM('event', 'noti', 'reserve', 'coupon', 'ad');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_version_category" AS ENUM('event', 'noti', 'reserve', 'coupon', 'ad');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_travel_infos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__travel_infos_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_promotions_category" DEFAULT 'event',
  	"summary" varchar,
  	"content" varchar,
  	"image_id" integer,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"coupon_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__promotions_v_version_category" DEFAULT 'event',
  	"version_summary" varchar,
  	"version_content" varchar,
  	"version_image_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_coupon_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "travel_infos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"tourist_type_id" integer,
  	"summary" varchar,
  	"content" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_travel_infos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_travel_infos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_tourist_type_id" integer,
  	"version_summary" varchar,
  	"version_content" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__travel_infos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "sticky_area" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"directions_title" varchar NOT NULL,
  	"directions_address" varchar NOT NULL,
  	"directions_transport" varchar,
  	"directions_map_url" varchar,
  	"directions_phone" varchar,
  	"live_chat_channel_name" varchar NOT NULL,
  	"live_chat_channel_url" varchar,
  	"live_chat_opens_at" varchar DEFAULT '09:00' NOT NULL,
  	"live_chat_closes_at" varchar DEFAULT '18:00' NOT NULL,
  	"live_chat_weekdays_only" boolean DEFAULT true,
  	"live_chat_phone" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sticky_area_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_directions_title" varchar NOT NULL,
  	"version_directions_address" varchar NOT NULL,
  	"version_directions_transport" varchar,
  	"version_directions_map_url" varchar,
  	"version_directions_phone" varchar,
  	"version_live_chat_channel_name" varchar NOT NULL,
  	"version_live_chat_channel_url" varchar,
  	"version_live_chat_opens_at" varchar DEFAULT '09:00' NOT NULL,
  	"version_live_chat_closes_at" varchar DEFAULT '18:00' NOT NULL,
  	"version_live_chat_weekdays_only" boolean DEFAULT true,
  	"version_live_chat_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_infos_id" integer;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_coupon_id_coupons_id_fk" FOREIGN KEY ("version_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_infos" ADD CONSTRAINT "travel_infos_tourist_type_id_travel_codes_id_fk" FOREIGN KEY ("tourist_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_infos" ADD CONSTRAINT "travel_infos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_infos_v" ADD CONSTRAINT "_travel_infos_v_parent_id_travel_infos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travel_infos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_infos_v" ADD CONSTRAINT "_travel_infos_v_version_tourist_type_id_travel_codes_id_fk" FOREIGN KEY ("version_tourist_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_infos_v" ADD CONSTRAINT "_travel_infos_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promotions_category_idx" ON "promotions" USING btree ("category");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_start_date_idx" ON "promotions" USING btree ("start_date");
  CREATE INDEX "promotions_coupon_idx" ON "promotions" USING btree ("coupon_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_category_idx" ON "_promotions_v" USING btree ("version_category");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_start_date_idx" ON "_promotions_v" USING btree ("version_start_date");
  CREATE INDEX "_promotions_v_version_version_coupon_idx" ON "_promotions_v" USING btree ("version_coupon_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "travel_infos_tourist_type_idx" ON "travel_infos" USING btree ("tourist_type_id");
  CREATE INDEX "travel_infos_image_idx" ON "travel_infos" USING btree ("image_id");
  CREATE INDEX "travel_infos_updated_at_idx" ON "travel_infos" USING btree ("updated_at");
  CREATE INDEX "travel_infos_created_at_idx" ON "travel_infos" USING btree ("created_at");
  CREATE INDEX "travel_infos__status_idx" ON "travel_infos" USING btree ("_status");
  CREATE INDEX "_travel_infos_v_parent_idx" ON "_travel_infos_v" USING btree ("parent_id");
  CREATE INDEX "_travel_infos_v_version_version_tourist_type_idx" ON "_travel_infos_v" USING btree ("version_tourist_type_id");
  CREATE INDEX "_travel_infos_v_version_version_image_idx" ON "_travel_infos_v" USING btree ("version_image_id");
  CREATE INDEX "_travel_infos_v_version_version_updated_at_idx" ON "_travel_infos_v" USING btree ("version_updated_at");
  CREATE INDEX "_travel_infos_v_version_version_created_at_idx" ON "_travel_infos_v" USING btree ("version_created_at");
  CREATE INDEX "_travel_infos_v_version_version__status_idx" ON "_travel_infos_v" USING btree ("version__status");
  CREATE INDEX "_travel_infos_v_created_at_idx" ON "_travel_infos_v" USING btree ("created_at");
  CREATE INDEX "_travel_infos_v_updated_at_idx" ON "_travel_infos_v" USING btree ("updated_at");
  CREATE INDEX "_travel_infos_v_latest_idx" ON "_travel_infos_v" USING btree ("latest");
  CREATE INDEX "_sticky_area_v_created_at_idx" ON "_sticky_area_v" USING btree ("created_at");
  CREATE INDEX "_sticky_area_v_updated_at_idx" ON "_sticky_area_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_infos_fk" FOREIGN KEY ("travel_infos_id") REFERENCES "public"."travel_infos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_travel_infos_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_infos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_infos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_infos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sticky_area" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sticky_area_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "travel_infos" CASCADE;
  DROP TABLE "_travel_infos_v" CASCADE;
  DROP TABLE "sticky_area" CASCADE;
  DROP TABLE "_sticky_area_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_infos_fk";
  
  DROP INDEX "payload_locked_documents_rels_promotions_id_idx";
  DROP INDEX "payload_locked_documents_rels_travel_infos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_infos_id";
  DROP TYPE "public"."enum_promotions_category";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_version_category";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum_travel_infos_status";
  DROP TYPE "public"."enum__travel_infos_v_version_status";`)
}
