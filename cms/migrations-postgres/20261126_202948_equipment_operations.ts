import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equipment_rate_overrides_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_equipment_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum_equipment_registry_use_scope" AS ENUM('exclusive', 'shared', 'service');
  CREATE TYPE "public"."enum__equipment_v_version_rate_overrides_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum__equipment_v_version_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum__equipment_v_version_registry_use_scope" AS ENUM('exclusive', 'shared', 'service');
  CREATE TYPE "public"."enum_equipment_reservations_pricing_user_type" AS ENUM('internal', 'family', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_equipment_reservations_pricing_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum_equipment_reservations_payment_state" AS ENUM('unpaid', 'paid');
  CREATE TYPE "public"."enum_equipment_reservations_payment_method" AS ENUM('transfer', 'card', 'research-fund', 'other');
  CREATE TYPE "public"."enum_equipment_waitlist_state" AS ENUM('waiting', 'offered', 'accepted', 'lapsed', 'withdrawn');
  CREATE TYPE "public"."enum_equipment_waitlist_request_usage_mode" AS ENUM('self', 'analysis');
  CREATE TYPE "public"."enum_equipment_booking_series_weekdays" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_equipment_booking_series_repeat" AS ENUM('weekly', 'daily');
  CREATE TYPE "public"."enum_users_rate_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_companies_rate_user_type" AS ENUM('internal', 'sme', 'academic', 'other');
  CREATE TYPE "public"."enum_equipment_rate_card_vat_mode" AS ENUM('separate', 'included');
  CREATE TYPE "public"."enum__equipment_rate_card_v_version_vat_mode" AS ENUM('separate', 'included');
  ALTER TYPE "public"."enum_equipment_reservations_history_state" ADD VALUE 'no-show';
  ALTER TYPE "public"."enum_equipment_reservations_state" ADD VALUE 'no-show';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEquipmentReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'advanceEquipmentWaitlist' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEquipmentReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'advanceEquipmentWaitlist' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "equipment_waitlist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"equipment_id" integer NOT NULL,
  	"use_date" varchar NOT NULL,
  	"time_range" varchar NOT NULL,
  	"slot_starts" varchar NOT NULL,
  	"start_at" timestamp(3) with time zone NOT NULL,
  	"state" "enum_equipment_waitlist_state" DEFAULT 'waiting' NOT NULL,
  	"offered_at" timestamp(3) with time zone,
  	"offer_expires_at" timestamp(3) with time zone,
  	"reservation_id" integer,
  	"request_usage_mode" "enum_equipment_waitlist_request_usage_mode" NOT NULL,
  	"request_purpose" varchar NOT NULL,
  	"request_applicant_name" varchar NOT NULL,
  	"request_organisation" varchar NOT NULL,
  	"request_phone" varchar NOT NULL,
  	"request_email" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "equipment_calendar_feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"member_id" integer,
  	"equipment_id" integer,
  	"issued_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "equipment_booking_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"no_show_limit" numeric DEFAULT 3 NOT NULL,
  	"no_show_window_days" numeric DEFAULT 90 NOT NULL,
  	"suspension_days" numeric DEFAULT 30 NOT NULL,
  	"reminder_day_before" boolean DEFAULT true,
  	"reminder_hours_before" numeric DEFAULT 2,
  	"waitlist_offer_hours" numeric DEFAULT 24,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "equipment_usage_modes" ADD COLUMN "by_samples" boolean DEFAULT false;
  ALTER TABLE "equipment" ADD COLUMN "minimum_charge" numeric;
  ALTER TABLE "equipment" ADD COLUMN "vat_mode" "enum_equipment_vat_mode";
  ALTER TABLE "equipment" ADD COLUMN "registry_standard_code" varchar;
  ALTER TABLE "equipment" ADD COLUMN "registry_acquired_on" timestamp(3) with time zone;
  ALTER TABLE "equipment" ADD COLUMN "registry_acquisition_cost" numeric;
  ALTER TABLE "equipment" ADD COLUMN "registry_use_scope" "enum_equipment_registry_use_scope";
  ALTER TABLE "equipment" ADD COLUMN "quotas_max_hours_per_week" numeric;
  ALTER TABLE "equipment" ADD COLUMN "quotas_max_hours_per_month" numeric;
  ALTER TABLE "equipment" ADD COLUMN "quotas_max_open_bookings" numeric;
  ALTER TABLE "_equipment_v_version_usage_modes" ADD COLUMN "by_samples" boolean DEFAULT false;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_minimum_charge" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_vat_mode" "enum__equipment_v_version_vat_mode";
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_standard_code" varchar;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_acquired_on" timestamp(3) with time zone;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_acquisition_cost" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_registry_use_scope" "enum__equipment_v_version_registry_use_scope";
  ALTER TABLE "_equipment_v" ADD COLUMN "version_quotas_max_hours_per_week" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_quotas_max_hours_per_month" numeric;
  ALTER TABLE "_equipment_v" ADD COLUMN "version_quotas_max_open_bookings" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "samples" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "sample_description" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_user_type" "enum_equipment_reservations_pricing_user_type";
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_factor_percent" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_discount_label" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_minimum_charge" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_vat_mode" "enum_equipment_reservations_pricing_vat_mode";
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_supply_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_vat_amount" numeric;
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
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_state" "enum_equipment_reservations_payment_state" DEFAULT 'unpaid';
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_paid_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_method" "enum_equipment_reservations_payment_method";
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_note" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "payment_recorded_by_id" integer;
  ALTER TABLE "equipment_reservations" ADD COLUMN "reminders_sent_day_before_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "reminders_sent_two_hours_before_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "series_id" integer;
  ALTER TABLE "users" ADD COLUMN "rate_user_type" "enum_users_rate_user_type";
  ALTER TABLE "companies" ADD COLUMN "rate_user_type" "enum_companies_rate_user_type";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_waitlist_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_calendar_feeds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_booking_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_booking_suspensions_id" integer;
  ALTER TABLE "equipment_rate_overrides" ADD CONSTRAINT "equipment_rate_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_version_rate_overrides" ADD CONSTRAINT "_equipment_v_version_rate_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_waitlist" ADD CONSTRAINT "equipment_waitlist_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_waitlist" ADD CONSTRAINT "equipment_waitlist_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_waitlist" ADD CONSTRAINT "equipment_waitlist_reservation_id_equipment_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."equipment_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_calendar_feeds" ADD CONSTRAINT "equipment_calendar_feeds_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_calendar_feeds" ADD CONSTRAINT "equipment_calendar_feeds_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_calendar_feeds" ADD CONSTRAINT "equipment_calendar_feeds_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_series_weekdays" ADD CONSTRAINT "equipment_booking_series_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_booking_series_skipped" ADD CONSTRAINT "equipment_booking_series_skipped_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_booking_series" ADD CONSTRAINT "equipment_booking_series_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_series" ADD CONSTRAINT "equipment_booking_series_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_suspensions" ADD CONSTRAINT "equipment_booking_suspensions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_booking_suspensions" ADD CONSTRAINT "equipment_booking_suspensions_lifted_by_id_users_id_fk" FOREIGN KEY ("lifted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "equipment_rate_overrides_order_idx" ON "equipment_rate_overrides" USING btree ("_order");
  CREATE INDEX "equipment_rate_overrides_parent_id_idx" ON "equipment_rate_overrides" USING btree ("_parent_id");
  CREATE INDEX "_equipment_v_version_rate_overrides_order_idx" ON "_equipment_v_version_rate_overrides" USING btree ("_order");
  CREATE INDEX "_equipment_v_version_rate_overrides_parent_id_idx" ON "_equipment_v_version_rate_overrides" USING btree ("_parent_id");
  CREATE INDEX "equipment_waitlist_member_idx" ON "equipment_waitlist" USING btree ("member_id");
  CREATE INDEX "equipment_waitlist_equipment_idx" ON "equipment_waitlist" USING btree ("equipment_id");
  CREATE INDEX "equipment_waitlist_use_date_idx" ON "equipment_waitlist" USING btree ("use_date");
  CREATE INDEX "equipment_waitlist_start_at_idx" ON "equipment_waitlist" USING btree ("start_at");
  CREATE INDEX "equipment_waitlist_state_idx" ON "equipment_waitlist" USING btree ("state");
  CREATE INDEX "equipment_waitlist_offer_expires_at_idx" ON "equipment_waitlist" USING btree ("offer_expires_at");
  CREATE INDEX "equipment_waitlist_reservation_idx" ON "equipment_waitlist" USING btree ("reservation_id");
  CREATE INDEX "equipment_waitlist_created_at_idx" ON "equipment_waitlist" USING btree ("created_at");
  CREATE INDEX "equipment_waitlist_updated_at_idx" ON "equipment_waitlist" USING btree ("updated_at");
  CREATE UNIQUE INDEX "equipment_calendar_feeds_token_hash_idx" ON "equipment_calendar_feeds" USING btree ("token_hash");
  CREATE UNIQUE INDEX "equipment_calendar_feeds_member_idx" ON "equipment_calendar_feeds" USING btree ("member_id");
  CREATE UNIQUE INDEX "equipment_calendar_feeds_equipment_idx" ON "equipment_calendar_feeds" USING btree ("equipment_id");
  CREATE INDEX "equipment_calendar_feeds_issued_by_idx" ON "equipment_calendar_feeds" USING btree ("issued_by_id");
  CREATE INDEX "equipment_calendar_feeds_updated_at_idx" ON "equipment_calendar_feeds" USING btree ("updated_at");
  CREATE INDEX "equipment_calendar_feeds_created_at_idx" ON "equipment_calendar_feeds" USING btree ("created_at");
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
  CREATE INDEX "_equipment_rate_card_v_created_at_idx" ON "_equipment_rate_card_v" USING btree ("created_at");
  CREATE INDEX "_equipment_rate_card_v_updated_at_idx" ON "_equipment_rate_card_v" USING btree ("updated_at");
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_usage_log_recorded_by_id_users_id_fk" FOREIGN KEY ("usage_log_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_payment_recorded_by_id_users_id_fk" FOREIGN KEY ("payment_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_series_id_equipment_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_waitlist_fk" FOREIGN KEY ("equipment_waitlist_id") REFERENCES "public"."equipment_waitlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_calendar_feeds_fk" FOREIGN KEY ("equipment_calendar_feeds_id") REFERENCES "public"."equipment_calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_booking_series_fk" FOREIGN KEY ("equipment_booking_series_id") REFERENCES "public"."equipment_booking_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_booking_suspensio_fk" FOREIGN KEY ("equipment_booking_suspensions_id") REFERENCES "public"."equipment_booking_suspensions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "equipment_reservations_usage_log_usage_log_recorded_by_idx" ON "equipment_reservations" USING btree ("usage_log_recorded_by_id");
  CREATE UNIQUE INDEX "equipment_reservations_statement_no_idx" ON "equipment_reservations" USING btree ("statement_no");
  CREATE INDEX "equipment_reservations_payment_payment_state_idx" ON "equipment_reservations" USING btree ("payment_state");
  CREATE INDEX "equipment_reservations_payment_payment_recorded_by_idx" ON "equipment_reservations" USING btree ("payment_recorded_by_id");
  CREATE INDEX "equipment_reservations_series_idx" ON "equipment_reservations" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_waitlist_id_idx" ON "payload_locked_documents_rels" USING btree ("equipment_waitlist_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_calendar_feeds_i_idx" ON "payload_locked_documents_rels" USING btree ("equipment_calendar_feeds_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_booking_series_i_idx" ON "payload_locked_documents_rels" USING btree ("equipment_booking_series_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_booking_suspensi_idx" ON "payload_locked_documents_rels" USING btree ("equipment_booking_suspensions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment_rate_overrides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_equipment_v_version_rate_overrides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_waitlist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_calendar_feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_series_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_series_skipped" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_suspensions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_rate_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_equipment_rate_card_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_billing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_policy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "equipment_rate_overrides" CASCADE;
  DROP TABLE "_equipment_v_version_rate_overrides" CASCADE;
  DROP TABLE "equipment_waitlist" CASCADE;
  DROP TABLE "equipment_calendar_feeds" CASCADE;
  DROP TABLE "equipment_booking_series_weekdays" CASCADE;
  DROP TABLE "equipment_booking_series_skipped" CASCADE;
  DROP TABLE "equipment_booking_series" CASCADE;
  DROP TABLE "equipment_booking_suspensions" CASCADE;
  DROP TABLE "equipment_rate_card" CASCADE;
  DROP TABLE "_equipment_rate_card_v" CASCADE;
  DROP TABLE "equipment_billing" CASCADE;
  DROP TABLE "equipment_booking_policy" CASCADE;
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_usage_log_recorded_by_id_users_id_fk";
  
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_payment_recorded_by_id_users_id_fk";
  
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_series_id_equipment_booking_series_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_waitlist_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_calendar_feeds_fk";
  
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
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "equipment_reservations_usage_log_usage_log_recorded_by_idx";
  DROP INDEX "equipment_reservations_statement_no_idx";
  DROP INDEX "equipment_reservations_payment_payment_state_idx";
  DROP INDEX "equipment_reservations_payment_payment_recorded_by_idx";
  DROP INDEX "equipment_reservations_series_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_waitlist_id_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_calendar_feeds_i_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_booking_series_i_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_booking_suspensi_idx";
  ALTER TABLE "equipment_usage_modes" DROP COLUMN "by_samples";
  ALTER TABLE "equipment" DROP COLUMN "minimum_charge";
  ALTER TABLE "equipment" DROP COLUMN "vat_mode";
  ALTER TABLE "equipment" DROP COLUMN "registry_standard_code";
  ALTER TABLE "equipment" DROP COLUMN "registry_acquired_on";
  ALTER TABLE "equipment" DROP COLUMN "registry_acquisition_cost";
  ALTER TABLE "equipment" DROP COLUMN "registry_use_scope";
  ALTER TABLE "equipment" DROP COLUMN "quotas_max_hours_per_week";
  ALTER TABLE "equipment" DROP COLUMN "quotas_max_hours_per_month";
  ALTER TABLE "equipment" DROP COLUMN "quotas_max_open_bookings";
  ALTER TABLE "_equipment_v_version_usage_modes" DROP COLUMN "by_samples";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_minimum_charge";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_vat_mode";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_standard_code";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_acquired_on";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_acquisition_cost";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_registry_use_scope";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_quotas_max_hours_per_week";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_quotas_max_hours_per_month";
  ALTER TABLE "_equipment_v" DROP COLUMN "version_quotas_max_open_bookings";
  ALTER TABLE "equipment_reservations" DROP COLUMN "samples";
  ALTER TABLE "equipment_reservations" DROP COLUMN "sample_description";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_user_type";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_factor_percent";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_discount_label";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_minimum_charge";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_vat_mode";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_supply_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_vat_amount";
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
  ALTER TABLE "equipment_reservations" DROP COLUMN "statement_issued_on";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_state";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_paid_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_method";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_note";
  ALTER TABLE "equipment_reservations" DROP COLUMN "payment_recorded_by_id";
  ALTER TABLE "equipment_reservations" DROP COLUMN "reminders_sent_day_before_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "reminders_sent_two_hours_before_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "series_id";
  ALTER TABLE "users" DROP COLUMN "rate_user_type";
  ALTER TABLE "companies" DROP COLUMN "rate_user_type";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_waitlist_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_calendar_feeds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_booking_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_booking_suspensions_id";
  DROP TYPE "public"."enum_equipment_rate_overrides_user_type";
  DROP TYPE "public"."enum_equipment_vat_mode";
  DROP TYPE "public"."enum_equipment_registry_use_scope";
  DROP TYPE "public"."enum__equipment_v_version_rate_overrides_user_type";
  DROP TYPE "public"."enum__equipment_v_version_vat_mode";
  DROP TYPE "public"."enum__equipment_v_version_registry_use_scope";
  DROP TYPE "public"."enum_equipment_reservations_pricing_user_type";
  DROP TYPE "public"."enum_equipment_reservations_pricing_vat_mode";
  DROP TYPE "public"."enum_equipment_reservations_payment_state";
  DROP TYPE "public"."enum_equipment_reservations_payment_method";
  DROP TYPE "public"."enum_equipment_waitlist_state";
  DROP TYPE "public"."enum_equipment_waitlist_request_usage_mode";
  DROP TYPE "public"."enum_equipment_booking_series_weekdays";
  DROP TYPE "public"."enum_equipment_booking_series_repeat";
  DROP TYPE "public"."enum_users_rate_user_type";
  DROP TYPE "public"."enum_companies_rate_user_type";
  DROP TYPE "public"."enum_equipment_rate_card_vat_mode";
  DROP TYPE "public"."enum__equipment_rate_card_v_version_vat_mode";`)
}
