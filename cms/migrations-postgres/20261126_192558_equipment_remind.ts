import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equipment_waitlist_state" AS ENUM('waiting', 'offered', 'accepted', 'lapsed', 'withdrawn');
  CREATE TYPE "public"."enum_equipment_waitlist_request_usage_mode" AS ENUM('self', 'analysis');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEquipmentReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'advanceEquipmentWaitlist' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEquipmentReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'advanceEquipmentWaitlist' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "equipment_booking_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reminder_day_before" boolean DEFAULT true,
  	"reminder_hours_before" numeric DEFAULT 2,
  	"waitlist_offer_hours" numeric DEFAULT 24,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "equipment_reservations" ADD COLUMN "reminders_sent_day_before_at" timestamp(3) with time zone;
  ALTER TABLE "equipment_reservations" ADD COLUMN "reminders_sent_two_hours_before_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_waitlist_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_calendar_feeds_id" integer;
  ALTER TABLE "equipment_waitlist" ADD CONSTRAINT "equipment_waitlist_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_waitlist" ADD CONSTRAINT "equipment_waitlist_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_waitlist" ADD CONSTRAINT "equipment_waitlist_reservation_id_equipment_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."equipment_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_calendar_feeds" ADD CONSTRAINT "equipment_calendar_feeds_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_calendar_feeds" ADD CONSTRAINT "equipment_calendar_feeds_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_calendar_feeds" ADD CONSTRAINT "equipment_calendar_feeds_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_waitlist_fk" FOREIGN KEY ("equipment_waitlist_id") REFERENCES "public"."equipment_waitlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_calendar_feeds_fk" FOREIGN KEY ("equipment_calendar_feeds_id") REFERENCES "public"."equipment_calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_equipment_waitlist_id_idx" ON "payload_locked_documents_rels" USING btree ("equipment_waitlist_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_calendar_feeds_i_idx" ON "payload_locked_documents_rels" USING btree ("equipment_calendar_feeds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "equipment_waitlist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_calendar_feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment_booking_policy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "equipment_waitlist" CASCADE;
  DROP TABLE "equipment_calendar_feeds" CASCADE;
  DROP TABLE "equipment_booking_policy" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_waitlist_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_calendar_feeds_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_equipment_waitlist_id_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_calendar_feeds_i_idx";
  ALTER TABLE "equipment_reservations" DROP COLUMN "reminders_sent_day_before_at";
  ALTER TABLE "equipment_reservations" DROP COLUMN "reminders_sent_two_hours_before_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_waitlist_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_calendar_feeds_id";
  DROP TYPE "public"."enum_equipment_waitlist_state";
  DROP TYPE "public"."enum_equipment_waitlist_request_usage_mode";`)
}
