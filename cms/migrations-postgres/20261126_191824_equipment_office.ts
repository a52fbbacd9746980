import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equipment_registry_use_scope" AS ENUM('exclusive', 'shared', 'service');
  CREATE TYPE "public"."enum__equipment_v_version_registry_use_scope" AS ENUM('exclusive', 'shared', 'service');
  CREATE TYPE "public"."enum_equipment_reservations_payment_state" AS ENUM('unpaid', 'paid');
  CREATE TYPE "public"."enum_equipment_reservations_payment_method" AS ENUM('transfer', 'card', 'research-fund', 'other');
  CREATE TABLE "equipment_billing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_days" numeric DEFAULT 30 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "equipment" ADD COLUMN "registry_standard_code" varchar;
  ALTER TABLE "equipment" ADD COLUMN "registry_acquired_on" timestamp(3) with time zone;
  ALTER TABLE "equipment" ADD COLUMN "registry_acquisition_cost" numeric;
  ALTER TABLE "equipment" ADD COLUMN "registry_use_scope" "enum_equipment_registry_use_scope";
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_standard_code" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_acquired_on" timestamp(3) with time zone;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_acquisition_cost" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_use_scope" "enum__equipment_v_version_registry_use_scope";
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_state" "enum_equipment_reservations_payment_state" DEFAULT 'unpaid';
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_paid_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_method" "enum_equipment_reservations_payment_method";
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_note" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_recorded_by_id" integer;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_payment_recorded_by_id_users_id_fk" FOREIGN KEY ("payment_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "equipment_reservations_payment_payment_state_idx" ON "equipment_reservations" USING btree ("payment_state");
  CREATE INDEX "equipment_reservations_payment_payment_recorded_by_idx" ON "equipment_reservations" USING btree ("payment_recorded_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment_billing" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "equipment_billing" CASCADE;
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_payment_recorded_by_id_users_id_fk";
  
  DROP INDEX "equipment_reservations_payment_payment_state_idx";
  DROP INDEX "equipment_reservations_payment_payment_recorded_by_idx";
  ALTER TABLE "equipment" DROP COLUMN "registry_standard_code";
  ALTER TABLE "equipment" DROP COLUMN "registry_acquired_on";
  ALTER TABLE "equipment" DROP COLUMN "registry_acquisition_cost";
  ALTER TABLE "equipment" DROP COLUMN "registry_use_scope";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_standard_code";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_acquired_on";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_acquisition_cost";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_use_scope";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_state";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_paid_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_method";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_note";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_recorded_by_id";
  DROP TYPE "public"."enum_equipment_registry_use_scope";
  DROP TYPE "public"."enum__equipment_v_version_registry_use_scope";
  DROP TYPE "public"."enum_equipment_reservations_payment_state";
  DROP TYPE "public"."enum_equipment_reservations_payment_method";`)
}
