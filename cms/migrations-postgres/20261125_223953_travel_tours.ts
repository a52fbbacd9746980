import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recommended_tours_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recommended_tours_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "recommended_tours_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" numeric DEFAULT 1,
  	"attraction_id" integer,
  	"note" varchar
  );
  
  CREATE TABLE "recommended_tours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"theme_id" integer,
  	"tour_days" numeric DEFAULT 1,
  	"summary" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"etc_information_public_transport" boolean DEFAULT false,
  	"etc_information_barrier_free" boolean DEFAULT false,
  	"etc_information_pet" boolean DEFAULT false,
  	"etc_information_kids" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recommended_tours_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_recommended_tours_v_version_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" numeric DEFAULT 1,
  	"attraction_id" integer,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recommended_tours_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_theme_id" integer,
  	"version_tour_days" numeric DEFAULT 1,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_etc_information_public_transport" boolean DEFAULT false,
  	"version_etc_information_barrier_free" boolean DEFAULT false,
  	"version_etc_information_pet" boolean DEFAULT false,
  	"version_etc_information_kids" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recommended_tours_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recommended_tours_id" integer;
  ALTER TABLE "recommended_tours_stops" ADD CONSTRAINT "recommended_tours_stops_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_tours_stops" ADD CONSTRAINT "recommended_tours_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recommended_tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recommended_tours" ADD CONSTRAINT "recommended_tours_theme_id_travel_codes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_tours" ADD CONSTRAINT "recommended_tours_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v_version_stops" ADD CONSTRAINT "_recommended_tours_v_version_stops_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v_version_stops" ADD CONSTRAINT "_recommended_tours_v_version_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recommended_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v" ADD CONSTRAINT "_recommended_tours_v_parent_id_recommended_tours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recommended_tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v" ADD CONSTRAINT "_recommended_tours_v_version_theme_id_travel_codes_id_fk" FOREIGN KEY ("version_theme_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v" ADD CONSTRAINT "_recommended_tours_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "recommended_tours_stops_order_idx" ON "recommended_tours_stops" USING btree ("_order");
  CREATE INDEX "recommended_tours_stops_parent_id_idx" ON "recommended_tours_stops" USING btree ("_parent_id");
  CREATE INDEX "recommended_tours_stops_attraction_idx" ON "recommended_tours_stops" USING btree ("attraction_id");
  CREATE INDEX "recommended_tours_theme_idx" ON "recommended_tours" USING btree ("theme_id");
  CREATE INDEX "recommended_tours_tour_days_idx" ON "recommended_tours" USING btree ("tour_days");
  CREATE INDEX "recommended_tours_image_idx" ON "recommended_tours" USING btree ("image_id");
  CREATE INDEX "recommended_tours_updated_at_idx" ON "recommended_tours" USING btree ("updated_at");
  CREATE INDEX "recommended_tours_created_at_idx" ON "recommended_tours" USING btree ("created_at");
  CREATE INDEX "recommended_tours__status_idx" ON "recommended_tours" USING btree ("_status");
  CREATE INDEX "_recommended_tours_v_version_stops_order_idx" ON "_recommended_tours_v_version_stops" USING btree ("_order");
  CREATE INDEX "_recommended_tours_v_version_stops_parent_id_idx" ON "_recommended_tours_v_version_stops" USING btree ("_parent_id");
  CREATE INDEX "_recommended_tours_v_version_stops_attraction_idx" ON "_recommended_tours_v_version_stops" USING btree ("attraction_id");
  CREATE INDEX "_recommended_tours_v_parent_idx" ON "_recommended_tours_v" USING btree ("parent_id");
  CREATE INDEX "_recommended_tours_v_version_version_theme_idx" ON "_recommended_tours_v" USING btree ("version_theme_id");
  CREATE INDEX "_recommended_tours_v_version_version_tour_days_idx" ON "_recommended_tours_v" USING btree ("version_tour_days");
  CREATE INDEX "_recommended_tours_v_version_version_image_idx" ON "_recommended_tours_v" USING btree ("version_image_id");
  CREATE INDEX "_recommended_tours_v_version_version_updated_at_idx" ON "_recommended_tours_v" USING btree ("version_updated_at");
  CREATE INDEX "_recommended_tours_v_version_version_created_at_idx" ON "_recommended_tours_v" USING btree ("version_created_at");
  CREATE INDEX "_recommended_tours_v_version_version__status_idx" ON "_recommended_tours_v" USING btree ("version__status");
  CREATE INDEX "_recommended_tours_v_created_at_idx" ON "_recommended_tours_v" USING btree ("created_at");
  CREATE INDEX "_recommended_tours_v_updated_at_idx" ON "_recommended_tours_v" USING btree ("updated_at");
  CREATE INDEX "_recommended_tours_v_latest_idx" ON "_recommended_tours_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recommended_tours_fk" FOREIGN KEY ("recommended_tours_id") REFERENCES "public"."recommended_tours"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recommended_tours_id_idx" ON "payload_locked_documents_rels" USING btree ("recommended_tours_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recommended_tours_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recommended_tours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recommended_tours_v_version_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recommended_tours_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recommended_tours_stops" CASCADE;
  DROP TABLE "recommended_tours" CASCADE;
  DROP TABLE "_recommended_tours_v_version_stops" CASCADE;
  DROP TABLE "_recommended_tours_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recommended_tours_fk";
  
  DROP INDEX "payload_locked_documents_rels_recommended_tours_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recommended_tours_id";
  DROP TYPE "public"."enum_recommended_tours_status";
  DROP TYPE "public"."enum__recommended_tours_v_version_status";`)
}
