import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equipment_rate_overrides_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_equipment_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum__equipment_v_version_rate_overrides_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum__equipment_v_version_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum_equipment_reservations_pricing_user_type" AS ENUM('internal', 'family', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_equipment_reservations_pricing_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum_users_rate_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_companies_rate_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_equipment_rate_card_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum__equipment_rate_card_v_version_vat_mode" AS ENUM('separate', 'included');
  CREATE TABLE "equipment_rate_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_equipment_rate_overrides_user_type",
  	"factor_percent" numeric
  );
  
  CREATE TABLE "_equipment_v_version_rate_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum__equipment_v_version_rate_overrides_user_type",
  	"factor_percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "equipment_rate_card" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"factors_internal" numeric DEFAULT 50,
  	"factors_sme" numeric DEFAULT 80,
  	"factors_academic" numeric DEFAULT 70,
  	"factors_other" numeric DEFAULT 100,
  	"vat_mode" "enum_equipment_rate_card_vat_mode" DEFAULT 'separate',
  	"minimum_charge" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_equipment_rate_card_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_factors_internal" numeric DEFAULT 50,
  	"version_factors_sme" numeric DEFAULT 80,
  	"version_factors_academic" numeric DEFAULT 70,
  	"version_factors_other" numeric DEFAULT 100,
  	"version_vat_mode" "enum__equipment_rate_card_v_version_vat_mode" DEFAULT 'separate',
  	"version_minimum_charge" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "equipment_usage_modes" ADD COLUMN "by_samples" boolean DEFAULT false;
  ALTER TABLE "equipment" ADD COLUMN "minimum_charge" numeric;
  ALTER TABLE "equipment" ADD COLUMN "vat_mode" "enum_equipment_vat_mode";
  ALTER TABLE "_equipment_v_version_usage_modes" ADD COLUMN "by_samples" boolean DEFAULT false;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_minimum_charge" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_vat_mode" "enum__equipment_v_version_vat_mode";
  ALTER TABLE "equipment_reservations" ADD COLUMN "samples" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "sample_description" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_user_type" "enum_equipment_reservations_pricing_user_type";
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_factor_percent" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_discount_label" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_minimum_charge" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_vat_mode" "enum_equipment_reservations_pricing_vat_mode";
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_supply_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_vat_amount" numeric;
  ALTER TABLE "users" ADD COLUMN "rate_user_type" "enum_users_rate_user_type";
  ALTER TABLE "companies" ADD COLUMN "rate_user_type" "enum_companies_rate_user_type";
  ALTER TABLE "equipment_rate_overrides" ADD CONSTRAINT "equipment_rate_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_version_rate_overrides" ADD CONSTRAINT "_equipment_v_version_rate_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "equipment_rate_overrides_order_idx" ON "equipment_rate_overrides" USING btree ("_order");
  CREATE INDEX "equipment_rate_overrides_parent_id_idx" ON "equipment_rate_overrides" USING btree ("_parent_id");
  CREATE INDEX "_equipment_v_version_rate_overrides_order_idx" ON "_equipment_v_version_rate_overrides" USING btree ("_order");
  CREATE INDEX "_equipment_v_version_rate_overrides_parent_id_idx" ON "_equipment_v_version_rate_overrides" USING btree ("_parent_id");
  CREATE INDEX "_equipment_rate_card_v_created_at_idx" ON "_equipment_rate_card_v" USING btree ("created_at");
  CREATE INDEX "_equipment_rate_card_v_updated_at_idx" ON "_equipment_rate_card_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "equipment_rate_overrides" CASCADE;
  DROP TABLE "_equipment_v_version_rate_overrides" CASCADE;
  DROP TABLE "equipment_rate_card" CASCADE;
  DROP TABLE "_equipment_rate_card_v" CASCADE;
  ALTER TABLE "equipment_usage_modes" DROP COLUMN "by_samples";
  ALTER TABLE "equipment" DROP COLUMN "minimum_charge";
  ALTER TABLE "equipment" DROP COLUMN "vat_mode";
  ALTER TABLE "_equipment_v_version_usage_modes" DROP COLUMN "by_samples";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_minimum_charge";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_vat_mode";
  ALTER TABLE "equipment_reservations" DROP COLUMN "samples";
  ALTER TABLE "equipment_reservations" DROP COLUMN "sample_description";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_user_type";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_factor_percent";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_discount_label";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_minimum_charge";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_vat_mode";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_supply_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_vat_amount";
  ALTER TABLE "users" DROP COLUMN "rate_user_type";
  ALTER TABLE "companies" DROP COLUMN "rate_user_type";
  DROP TYPE "public"."enum_equipment_rate_overrides_user_type";
  DROP TYPE "public"."enum_equipment_vat_mode";
  DROP TYPE "public"."enum__equipment_v_version_rate_overrides_user_type";
  DROP TYPE "public"."enum__equipment_v_version_vat_mode";
  DROP TYPE "public"."enum_equipment_reservations_pricing_user_type";
  DROP TYPE "public"."enum_equipment_reservations_pricing_vat_mode";
  DROP TYPE "public"."enum_users_rate_user_type";
  DROP TYPE "public"."enum_companies_rate_user_type";
  DROP TYPE "public"."enum_equipment_rate_card_vat_mode";
  DROP TYPE "public"."enum__equipment_rate_card_v_version_vat_mode";`)
}
