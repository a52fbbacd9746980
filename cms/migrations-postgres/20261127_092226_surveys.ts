import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_surveys_questions_type" AS ENUM('scale5', 'single', 'multiple', 'shortText', 'longText');
  CREATE TYPE "public"."enum_surveys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__surveys_v_version_questions_type" AS ENUM('scale5', 'single', 'multiple', 'shortText', 'longText');
  CREATE TYPE "public"."enum__surveys_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_notifications_event" ADD VALUE 'survey.opened' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notification_templates_event" ADD VALUE 'survey.opened' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notification_deliveries_event" ADD VALUE 'survey.opened' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSurveyOpenedNotices' BEFORE 'sendNotification';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSurveyOpenedNotices' BEFORE 'sendNotification';
  CREATE TABLE "surveys_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "surveys_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_surveys_questions_type" DEFAULT 'scale5',
  	"required" boolean DEFAULT true
  );
  
  CREATE TABLE "surveys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"anonymous" boolean DEFAULT false,
  	"event_id" integer,
  	"course_id" integer,
  	"closes_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_surveys_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_surveys_v_version_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_surveys_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__surveys_v_version_questions_type" DEFAULT 'scale5',
  	"required" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_surveys_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_anonymous" boolean DEFAULT false,
  	"version_event_id" integer,
  	"version_course_id" integer,
  	"version_closes_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__surveys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "survey_respondents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"survey_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_responses" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"survey_id" integer NOT NULL,
  	"member_id" integer,
  	"answers" jsonb NOT NULL,
  	"answered_on" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_respondents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_responses_id" varchar;
  ALTER TABLE "surveys_questions_options" ADD CONSTRAINT "surveys_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_questions" ADD CONSTRAINT "surveys_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys" ADD CONSTRAINT "surveys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveys" ADD CONSTRAINT "surveys_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_surveys_v_version_questions_options" ADD CONSTRAINT "_surveys_v_version_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_version_questions" ADD CONSTRAINT "_surveys_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v" ADD CONSTRAINT "_surveys_v_parent_id_surveys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_surveys_v" ADD CONSTRAINT "_surveys_v_version_event_id_events_id_fk" FOREIGN KEY ("version_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_surveys_v" ADD CONSTRAINT "_surveys_v_version_course_id_courses_id_fk" FOREIGN KEY ("version_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_respondents" ADD CONSTRAINT "survey_respondents_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_respondents" ADD CONSTRAINT "survey_respondents_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "surveys_questions_options_order_idx" ON "surveys_questions_options" USING btree ("_order");
  CREATE INDEX "surveys_questions_options_parent_id_idx" ON "surveys_questions_options" USING btree ("_parent_id");
  CREATE INDEX "surveys_questions_order_idx" ON "surveys_questions" USING btree ("_order");
  CREATE INDEX "surveys_questions_parent_id_idx" ON "surveys_questions" USING btree ("_parent_id");
  CREATE INDEX "surveys_event_idx" ON "surveys" USING btree ("event_id");
  CREATE INDEX "surveys_course_idx" ON "surveys" USING btree ("course_id");
  CREATE INDEX "surveys_closes_at_idx" ON "surveys" USING btree ("closes_at");
  CREATE INDEX "surveys_updated_at_idx" ON "surveys" USING btree ("updated_at");
  CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at");
  CREATE INDEX "surveys__status_idx" ON "surveys" USING btree ("_status");
  CREATE INDEX "_surveys_v_version_questions_options_order_idx" ON "_surveys_v_version_questions_options" USING btree ("_order");
  CREATE INDEX "_surveys_v_version_questions_options_parent_id_idx" ON "_surveys_v_version_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_version_questions_order_idx" ON "_surveys_v_version_questions" USING btree ("_order");
  CREATE INDEX "_surveys_v_version_questions_parent_id_idx" ON "_surveys_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_parent_idx" ON "_surveys_v" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_version_event_idx" ON "_surveys_v" USING btree ("version_event_id");
  CREATE INDEX "_surveys_v_version_version_course_idx" ON "_surveys_v" USING btree ("version_course_id");
  CREATE INDEX "_surveys_v_version_version_closes_at_idx" ON "_surveys_v" USING btree ("version_closes_at");
  CREATE INDEX "_surveys_v_version_version_updated_at_idx" ON "_surveys_v" USING btree ("version_updated_at");
  CREATE INDEX "_surveys_v_version_version_created_at_idx" ON "_surveys_v" USING btree ("version_created_at");
  CREATE INDEX "_surveys_v_version_version__status_idx" ON "_surveys_v" USING btree ("version__status");
  CREATE INDEX "_surveys_v_created_at_idx" ON "_surveys_v" USING btree ("created_at");
  CREATE INDEX "_surveys_v_updated_at_idx" ON "_surveys_v" USING btree ("updated_at");
  CREATE INDEX "_surveys_v_latest_idx" ON "_surveys_v" USING btree ("latest");
  CREATE INDEX "survey_respondents_survey_idx" ON "survey_respondents" USING btree ("survey_id");
  CREATE INDEX "survey_respondents_member_idx" ON "survey_respondents" USING btree ("member_id");
  CREATE UNIQUE INDEX "survey_respondents_key_idx" ON "survey_respondents" USING btree ("key");
  CREATE INDEX "survey_respondents_updated_at_idx" ON "survey_respondents" USING btree ("updated_at");
  CREATE INDEX "survey_respondents_created_at_idx" ON "survey_respondents" USING btree ("created_at");
  CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id");
  CREATE INDEX "survey_responses_member_idx" ON "survey_responses" USING btree ("member_id");
  CREATE INDEX "survey_responses_answered_on_idx" ON "survey_responses" USING btree ("answered_on");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_respondents_fk" FOREIGN KEY ("survey_respondents_id") REFERENCES "public"."survey_respondents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_responses_fk" FOREIGN KEY ("survey_responses_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_survey_respondents_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_respondents_id");
  CREATE INDEX "payload_locked_documents_rels_survey_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_responses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveys_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_version_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_respondents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_responses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "surveys_questions_options" CASCADE;
  DROP TABLE "surveys_questions" CASCADE;
  DROP TABLE "surveys" CASCADE;
  DROP TABLE "_surveys_v_version_questions_options" CASCADE;
  DROP TABLE "_surveys_v_version_questions" CASCADE;
  DROP TABLE "_surveys_v" CASCADE;
  DROP TABLE "survey_respondents" CASCADE;
  DROP TABLE "survey_responses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_respondents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_responses_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_event";
  CREATE TYPE "public"."enum_notifications_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'event.seat-given', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  ALTER TABLE "notifications" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notifications_event" USING "event"::"public"."enum_notifications_event";
  ALTER TABLE "notification_templates" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_templates_event";
  CREATE TYPE "public"."enum_notification_templates_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'event.seat-given', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  ALTER TABLE "notification_templates" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notification_templates_event" USING "event"::"public"."enum_notification_templates_event";
  ALTER TABLE "notification_deliveries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_deliveries_event";
  CREATE TYPE "public"."enum_notification_deliveries_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'event.seat-given', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  ALTER TABLE "notification_deliveries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notification_deliveries_event" USING "event"::"public"."enum_notification_deliveries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'sendEquipmentReminders', 'advanceEquipmentWaitlist', 'sendCourseStartReminders', 'sendNotification', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'sendEquipmentReminders', 'advanceEquipmentWaitlist', 'sendCourseStartReminders', 'sendNotification', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_surveys_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_respondents_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_responses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_respondents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_responses_id";
  DROP TYPE "public"."enum_surveys_questions_type";
  DROP TYPE "public"."enum_surveys_status";
  DROP TYPE "public"."enum__surveys_v_version_questions_type";
  DROP TYPE "public"."enum__surveys_v_version_status";`)
}
