import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "equipment_billing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bank" varchar,
  	"account_no" varchar,
  	"account_holder" varchar,
  	"payment_days" numeric DEFAULT 30 NOT NULL,
  	"statement_footer" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_actual_start_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_actual_end_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_samples" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_operator" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_staff_hours" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_remarks" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_recorded_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "usage_log_recorded_by_id" integer;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_units" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_base_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_discount_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_adjustment_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_adjustment_reason" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_supply_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_vat_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_total" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "charge_due_date" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "statement_no" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "statement_issued_on" varchar;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_usage_log_recorded_by_id_users_id_fk" FOREIGN KEY ("usage_log_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "equipment_reservations_usage_log_usage_log_recorded_by_idx" ON "equipment_reservations" USING btree ("usage_log_recorded_by_id");
  CREATE UNIQUE INDEX "equipment_reservations_statement_no_idx" ON "equipment_reservations" USING btree ("statement_no");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment_billing" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "equipment_billing" CASCADE;
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_usage_log_recorded_by_id_users_id_fk";
  
  DROP INDEX "equipment_reservations_usage_log_usage_log_recorded_by_idx";
  DROP INDEX "equipment_reservations_statement_no_idx";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_actual_start_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_actual_end_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_samples";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_operator";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_staff_hours";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_remarks";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_recorded_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "usage_log_recorded_by_id";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_units";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_base_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_discount_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_adjustment_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_adjustment_reason";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_supply_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_vat_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_total";
  ALTER TABLE "equipment_reservations" DROP COLUMN "charge_due_date";
  ALTER TABLE "equipment_reservations" DROP COLUMN "statement_no";
  ALTER TABLE "equipment_reservations" DROP COLUMN "statement_issued_on";`)
}
