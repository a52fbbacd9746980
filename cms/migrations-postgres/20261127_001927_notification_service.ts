import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notification_templates_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  CREATE TYPE "public"."enum_notification_deliveries_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  CREATE TYPE "public"."enum_notification_deliveries_channel" AS ENUM('email', 'alimtalk', 'sms', 'portal');
  CREATE TYPE "public"."enum_notification_deliveries_state" AS ENUM('queued', 'held', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCourseStartReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNotification' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCourseStartReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNotification' BEFORE 'schedulePublish';
  CREATE TABLE "phone_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notification_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" "enum_notification_templates_event" NOT NULL,
  	"name" varchar,
  	"alimtalk_enabled" boolean DEFAULT true,
  	"alimtalk_template_code" varchar,
  	"alimtalk_text" varchar,
  	"sms_enabled" boolean DEFAULT true,
  	"sms_text" varchar,
  	"email_enabled" boolean DEFAULT true,
  	"email_subject" varchar,
  	"email_body" varchar,
  	"portal_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notification_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" "enum_notification_deliveries_event" NOT NULL,
  	"key" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"channel" "enum_notification_deliveries_channel" NOT NULL,
  	"recipient" varchar,
  	"state" "enum_notification_deliveries_state" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"provider_message_id" varchar,
  	"error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"fallback_of_id" integer,
  	"message" jsonb,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_verifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notification_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notification_deliveries_id" integer;
  ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_fallback_of_id_notification_deliveries_id_fk" FOREIGN KEY ("fallback_of_id") REFERENCES "public"."notification_deliveries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "phone_verifications_member_idx" ON "phone_verifications" USING btree ("member_id");
  CREATE INDEX "phone_verifications_updated_at_idx" ON "phone_verifications" USING btree ("updated_at");
  CREATE INDEX "phone_verifications_created_at_idx" ON "phone_verifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "notification_templates_event_idx" ON "notification_templates" USING btree ("event");
  CREATE INDEX "notification_templates_updated_at_idx" ON "notification_templates" USING btree ("updated_at");
  CREATE INDEX "notification_templates_created_at_idx" ON "notification_templates" USING btree ("created_at");
  CREATE INDEX "notification_deliveries_event_idx" ON "notification_deliveries" USING btree ("event");
  CREATE INDEX "notification_deliveries_member_idx" ON "notification_deliveries" USING btree ("member_id");
  CREATE INDEX "notification_deliveries_channel_idx" ON "notification_deliveries" USING btree ("channel");
  CREATE INDEX "notification_deliveries_state_idx" ON "notification_deliveries" USING btree ("state");
  CREATE INDEX "notification_deliveries_sent_at_idx" ON "notification_deliveries" USING btree ("sent_at");
  CREATE INDEX "notification_deliveries_fallback_of_idx" ON "notification_deliveries" USING btree ("fallback_of_id");
  CREATE INDEX "notification_deliveries_created_at_idx" ON "notification_deliveries" USING btree ("created_at");
  CREATE INDEX "notification_deliveries_updated_at_idx" ON "notification_deliveries" USING btree ("updated_at");
  CREATE UNIQUE INDEX "key_member_channel_idx" ON "notification_deliveries" USING btree ("key","member_id","channel");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_verifications_fk" FOREIGN KEY ("phone_verifications_id") REFERENCES "public"."phone_verifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_templates_fk" FOREIGN KEY ("notification_templates_id") REFERENCES "public"."notification_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_deliveries_fk" FOREIGN KEY ("notification_deliveries_id") REFERENCES "public"."notification_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_verifications_id");
  CREATE INDEX "payload_locked_documents_rels_notification_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_templates_id");
  CREATE INDEX "payload_locked_documents_rels_notification_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_verifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notification_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notification_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "phone_verifications" CASCADE;
  DROP TABLE "notification_templates" CASCADE;
  DROP TABLE "notification_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_verifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notification_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notification_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'sendEquipmentReminders', 'advanceEquipmentWaitlist', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'sendEquipmentReminders', 'advanceEquipmentWaitlist', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_phone_verifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_notification_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_notification_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_verifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notification_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notification_deliveries_id";
  DROP TYPE "public"."enum_notification_templates_event";
  DROP TYPE "public"."enum_notification_deliveries_event";
  DROP TYPE "public"."enum_notification_deliveries_channel";
  DROP TYPE "public"."enum_notification_deliveries_state";`)
}
