import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_travel_codes_group" AS ENUM('GDS_TYCD', 'GDS_CATEGORY_CD', 'CTPV', 'SGG', 'PS_CD', 'THEME_CD', 'TOURIST_TYCD', 'WHY_CD', 'LANGUAGE');
  CREATE TYPE "public"."enum_attractions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__attractions_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "travel_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_travel_codes_group" NOT NULL,
  	"code" varchar NOT NULL,
  	"code_name" varchar NOT NULL,
  	"parent_id" integer,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attractions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"goods_type_id" integer,
  	"goods_category_id" integer,
  	"province_id" integer,
  	"district_id" integer,
  	"address" varchar,
  	"summary" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"opening_hours" varchar,
  	"admission_fee" varchar,
  	"phone" varchar,
  	"homepage" varchar,
  	"facilities_parking" boolean DEFAULT false,
  	"facilities_wheelchair" boolean DEFAULT false,
  	"facilities_nursing" boolean DEFAULT false,
  	"facilities_pet" boolean DEFAULT false,
  	"facilities_wifi" boolean DEFAULT false,
  	"facilities_accessible_toilet" boolean DEFAULT false,
  	"etc_information_free" boolean DEFAULT false,
  	"etc_information_indoor" boolean DEFAULT false,
  	"etc_information_night" boolean DEFAULT false,
  	"etc_information_kids" boolean DEFAULT false,
  	"etc_information_foreign_guide" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_attractions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_attractions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_goods_type_id" integer,
  	"version_goods_category_id" integer,
  	"version_province_id" integer,
  	"version_district_id" integer,
  	"version_address" varchar,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_opening_hours" varchar,
  	"version_admission_fee" varchar,
  	"version_phone" varchar,
  	"version_homepage" varchar,
  	"version_facilities_parking" boolean DEFAULT false,
  	"version_facilities_wheelchair" boolean DEFAULT false,
  	"version_facilities_nursing" boolean DEFAULT false,
  	"version_facilities_pet" boolean DEFAULT false,
  	"version_facilities_wifi" boolean DEFAULT false,
  	"version_facilities_accessible_toilet" boolean DEFAULT false,
  	"version_etc_information_free" boolean DEFAULT false,
  	"version_etc_information_indoor" boolean DEFAULT false,
  	"version_etc_information_night" boolean DEFAULT false,
  	"version_etc_information_kids" boolean DEFAULT false,
  	"version_etc_information_foreign_guide" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__attractions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "attraction_interests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"attraction_id" integer NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attractions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attraction_interests_id" integer;
  ALTER TABLE "travel_codes" ADD CONSTRAINT "travel_codes_parent_id_travel_codes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_goods_type_id_travel_codes_id_fk" FOREIGN KEY ("goods_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_goods_category_id_travel_codes_id_fk" FOREIGN KEY ("goods_category_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_province_id_travel_codes_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_district_id_travel_codes_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_parent_id_attractions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_goods_type_id_travel_codes_id_fk" FOREIGN KEY ("version_goods_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_goods_category_id_travel_codes_id_fk" FOREIGN KEY ("version_goods_category_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_province_id_travel_codes_id_fk" FOREIGN KEY ("version_province_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_district_id_travel_codes_id_fk" FOREIGN KEY ("version_district_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attraction_interests" ADD CONSTRAINT "attraction_interests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attraction_interests" ADD CONSTRAINT "attraction_interests_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "travel_codes_group_idx" ON "travel_codes" USING btree ("group");
  CREATE UNIQUE INDEX "travel_codes_code_idx" ON "travel_codes" USING btree ("code");
  CREATE INDEX "travel_codes_parent_idx" ON "travel_codes" USING btree ("parent_id");
  CREATE INDEX "travel_codes_active_idx" ON "travel_codes" USING btree ("active");
  CREATE INDEX "travel_codes_updated_at_idx" ON "travel_codes" USING btree ("updated_at");
  CREATE INDEX "travel_codes_created_at_idx" ON "travel_codes" USING btree ("created_at");
  CREATE INDEX "attractions_goods_type_idx" ON "attractions" USING btree ("goods_type_id");
  CREATE INDEX "attractions_goods_category_idx" ON "attractions" USING btree ("goods_category_id");
  CREATE INDEX "attractions_province_idx" ON "attractions" USING btree ("province_id");
  CREATE INDEX "attractions_district_idx" ON "attractions" USING btree ("district_id");
  CREATE INDEX "attractions_image_idx" ON "attractions" USING btree ("image_id");
  CREATE INDEX "attractions_updated_at_idx" ON "attractions" USING btree ("updated_at");
  CREATE INDEX "attractions_created_at_idx" ON "attractions" USING btree ("created_at");
  CREATE INDEX "attractions__status_idx" ON "attractions" USING btree ("_status");
  CREATE INDEX "_attractions_v_parent_idx" ON "_attractions_v" USING btree ("parent_id");
  CREATE INDEX "_attractions_v_version_version_goods_type_idx" ON "_attractions_v" USING btree ("version_goods_type_id");
  CREATE INDEX "_attractions_v_version_version_goods_category_idx" ON "_attractions_v" USING btree ("version_goods_category_id");
  CREATE INDEX "_attractions_v_version_version_province_idx" ON "_attractions_v" USING btree ("version_province_id");
  CREATE INDEX "_attractions_v_version_version_district_idx" ON "_attractions_v" USING btree ("version_district_id");
  CREATE INDEX "_attractions_v_version_version_image_idx" ON "_attractions_v" USING btree ("version_image_id");
  CREATE INDEX "_attractions_v_version_version_updated_at_idx" ON "_attractions_v" USING btree ("version_updated_at");
  CREATE INDEX "_attractions_v_version_version_created_at_idx" ON "_attractions_v" USING btree ("version_created_at");
  CREATE INDEX "_attractions_v_version_version__status_idx" ON "_attractions_v" USING btree ("version__status");
  CREATE INDEX "_attractions_v_created_at_idx" ON "_attractions_v" USING btree ("created_at");
  CREATE INDEX "_attractions_v_updated_at_idx" ON "_attractions_v" USING btree ("updated_at");
  CREATE INDEX "_attractions_v_latest_idx" ON "_attractions_v" USING btree ("latest");
  CREATE INDEX "attraction_interests_member_idx" ON "attraction_interests" USING btree ("member_id");
  CREATE INDEX "attraction_interests_attraction_idx" ON "attraction_interests" USING btree ("attraction_id");
  CREATE INDEX "attraction_interests_created_at_idx" ON "attraction_interests" USING btree ("created_at");
  CREATE INDEX "attraction_interests_updated_at_idx" ON "attraction_interests" USING btree ("updated_at");
  CREATE UNIQUE INDEX "member_attraction_idx" ON "attraction_interests" USING btree ("member_id","attraction_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_codes_fk" FOREIGN KEY ("travel_codes_id") REFERENCES "public"."travel_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attraction_interests_fk" FOREIGN KEY ("attraction_interests_id") REFERENCES "public"."attraction_interests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_travel_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_codes_id");
  CREATE INDEX "payload_locked_documents_rels_attractions_id_idx" ON "payload_locked_documents_rels" USING btree ("attractions_id");
  CREATE INDEX "payload_locked_documents_rels_attraction_interests_id_idx" ON "payload_locked_documents_rels" USING btree ("attraction_interests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "travel_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attractions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_attractions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attraction_interests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "travel_codes" CASCADE;
  DROP TABLE "attractions" CASCADE;
  DROP TABLE "_attractions_v" CASCADE;
  DROP TABLE "attraction_interests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attractions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attraction_interests_fk";
  
  DROP INDEX "payload_locked_documents_rels_travel_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_attractions_id_idx";
  DROP INDEX "payload_locked_documents_rels_attraction_interests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attractions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attraction_interests_id";
  DROP TYPE "public"."enum_travel_codes_group";
  DROP TYPE "public"."enum_attractions_status";
  DROP TYPE "public"."enum__attractions_v_version_status";`)
}
