import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equipment_booking_series_weekdays" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_equipment_booking_series_repeat" AS ENUM('weekly', 'daily');
  ALTER TYPE "public"."enum_equipment_reservations_history_state" ADD VALUE 'no-show';
  ALTER TYPE "public"."enum_equipment_reservations_state" ADD VALUE 'no-show';
  CREATE TABLE "equipment_booking_series_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_equipment_booking_series_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "equipment_booking_series_skipped" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"reason" varchar NOT NULL
  );
  
  CREATE TABLE "equipment_booking_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"series_no" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"equipment_id" integer NOT NULL,
  	"repeat" "enum_equipment_booking_series_repeat" NOT NULL,
  	"weeks" numeric NOT NULL,
  	"first_date" varchar NOT NULL,
  	"time_range" varchar NOT NULL,
  	"occurrences" numeric NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "equipment_booking_suspensions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"until" timestamp(3) with time zone NOT NULL,
  	"reason" varchar NOT NULL,
  	"no_shows" numeric,
  	"lifted" boolean DEFAULT false,
  	"lift_reason" varchar,
  	"lifted_at" timestamp(3) with time zone,
  	"lifted_by_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "equipment_booking_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"no_show_limit" numeric DEFAULT 3 NOT NULL,
  	"no_show_window_days" numeric DEFAULT 90 NOT NULL,
  	"suspension_days" numeric DEFAULT 30 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "equipment" ADD COLUMN "quotas_max_hours_per_week" numeric;
  ALTER TABLE "equipment" ADD COLUMN "quotas_max_hours_per_month" numeric;
  ALTER TABLE "equipment" ADD COLUMN "quotas_max_open_bookings" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_quotas_max_hours_per_week" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_quotas_max_hours_per_month" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_quotas_max_open_bookings" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_booking_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_booking_suspensions_id" integer;
  ALTER TABLE "equipment_booking_series_weekdays" ADD CONSTRAINT "equipment_booking_series_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_booking_series_skipped" ADD CONSTRAINT "equipment_booking_series_skipped_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_booking_series" ADD CONSTRAINT "equipment_booking_series_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_series" ADD CONSTRAINT "equipment_booking_series_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_suspensions" ADD CONSTRAINT "equipment_booking_suspensions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_suspensions" ADD CONSTRAINT "equipment_booking_suspensions_lifted_by_id_users_id_fk" FOREIGN KEY ("lifted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "equipment_booking_series_weekdays_order_idx" ON "equipment_booking_series_weekdays" USING btree ("order");
  CREATE INDEX "equipment_booking_series_weekdays_parent_idx" ON "equipment_booking_series_weekdays" USING btree ("parent_id");
  CREATE INDEX "equipment_booking_series_skipped_order_idx" ON "equipment_booking_series_skipped" USING btree ("_order");
  CREATE INDEX "equipment_booking_series_skipped_parent_id_idx" ON "equipment_booking_series_skipped" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "equipment_booking_series_series_no_idx" ON "equipment_booking_series" USING btree ("series_no");
  CREATE INDEX "equipment_booking_series_member_idx" ON "equipment_booking_series" USING btree ("member_id");
  CREATE INDEX "equipment_booking_series_equipment_idx" ON "equipment_booking_series" USING btree ("equipment_id");
  CREATE INDEX "equipment_booking_series_created_at_idx" ON "equipment_booking_series" USING btree ("created_at");
  CREATE INDEX "equipment_booking_series_updated_at_idx" ON "equipment_booking_series" USING btree ("updated_at");
  CREATE INDEX "equipment_booking_suspensions_member_idx" ON "equipment_booking_suspensions" USING btree ("member_id");
  CREATE INDEX "equipment_booking_suspensions_until_idx" ON "equipment_booking_suspensions" USING btree ("until");
  CREATE INDEX "equipment_booking_suspensions_lifted_idx" ON "equipment_booking_suspensions" USING btree ("lifted");
  CREATE INDEX "equipment_booking_suspensions_lifted_by_idx" ON "equipment_booking_suspensions" USING btree ("lifted_by_id");
  CREATE INDEX "equipment_booking_suspensions_created_at_idx" ON "equipment_booking_suspensions" USING btree ("created_at");
  CREATE INDEX "equipment_booking_suspensions_updated_at_idx" ON "equipment_booking_suspensions" USING btree ("updated_at");
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_series_id_equipment_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_booking_series_fk" FOREIGN KEY ("equipment_booking_series_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_booking_suspensio_fk" FOREIGN KEY ("equipment_booking_suspensions_id") REFERENCES "public"."equipment_booking_suspensions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "equipment_reservations_series_idx" ON "equipment_reservations" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_booking_series_i_idx" ON "payload_locked_documents_rels" USING btree ("equipment_booking_series_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_booking_suspensi_idx" ON "payload_locked_documents_rels" USING btree ("equipment_booking_suspensions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment_booking_series_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_series_skipped" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_suspensions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_policy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "equipment_booking_series_weekdays" CASCADE;
  DROP TABLE "equipment_booking_series_skipped" CASCADE;
  DROP TABLE "equipment_booking_series" CASCADE;
  DROP TABLE "equipment_booking_suspensions" CASCADE;
  DROP TABLE "equipment_booking_policy" CASCADE;
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_series_id_equipment_booking_series_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_booking_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_booking_suspensio_fk";
  
  ALTER TABLE "equipment_reservations_history" ALTER COLUMN "state" SET DATA TYPE text;
  DROP TYPE "public"."enum_equipment_reservations_history_state";
  CREATE TYPE "public"."enum_equipment_reservations_history_state" AS ENUM('standby', 'confirm', 'reject', 'cancel-ask', 'cancel', 'complete');
  ALTER TABLE "equipment_reservations_history" ALTER COLUMN "state" SET DATA TYPE "public"."enum_equipment_reservations_history_state" USING "state"::"public"."enum_equipment_reservations_history_state";
  ALTER TABLE "equipment_reservations" ALTER COLUMN "state" SET DATA TYPE text;
  ALTER TABLE "equipment_reservations" ALTER COLUMN "state" SET DEFAULT 'standby'::text;
  DROP TYPE "public"."enum_equipment_reservations_state";
  CREATE TYPE "public"."enum_equipment_reservations_state" AS ENUM('standby', 'confirm', 'reject', 'cancel-ask', 'cancel', 'complete');
  ALTER TABLE "equipment_reservations" ALTER COLUMN "state" SET DEFAULT 'standby'::"public"."enum_equipment_reservations_state";
  ALTER TABLE "equipment_reservations" ALTER COLUMN "state" SET DATA TYPE "public"."enum_equipment_reservations_state" USING "state"::"public"."enum_equipment_reservations_state";
  DROP INDEX "equipment_reservations_series_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_booking_series_i_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_booking_suspensi_idx";
  ALTER TABLE "equipment" DROP COLUMN "quotas_max_hours_per_week";
  ALTER TABLE "equipment" DROP COLUMN "quotas_max_hours_per_month";
  ALTER TABLE "equipment" DROP COLUMN "quotas_max_open_bookings";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_quotas_max_hours_per_week";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_quotas_max_hours_per_month";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_quotas_max_open_bookings";
  ALTER TABLE "equipment_reservations" DROP COLUMN "series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_booking_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_booking_suspensions_id";
  DROP TYPE "public"."enum_equipment_booking_series_weekdays";
  DROP TYPE "public"."enum_equipment_booking_series_repeat";`)
}
