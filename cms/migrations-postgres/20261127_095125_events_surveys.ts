import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_questions_type" AS ENUM('text', 'choice', 'checkbox');
  CREATE TYPE "public"."enum_events_kind" AS ENUM('briefing', 'seminar', 'forum', 'fair', 'training', 'other');
  CREATE TYPE "public"."enum_events_format" AS ENUM('offline', 'online', 'hybrid');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_questions_type" AS ENUM('text', 'choice', 'checkbox');
  CREATE TYPE "public"."enum__events_v_version_kind" AS ENUM('briefing', 'seminar', 'forum', 'fair', 'training', 'other');
  CREATE TYPE "public"."enum__events_v_version_format" AS ENUM('offline', 'online', 'hybrid');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('confirmed', 'waiting', 'cancelled', 'attended');
  CREATE TYPE "public"."enum_surveys_questions_type" AS ENUM('scale5', 'single', 'multiple', 'shortText', 'longText');
  CREATE TYPE "public"."enum_surveys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__surveys_v_version_questions_type" AS ENUM('scale5', 'single', 'multiple', 'shortText', 'longText');
  CREATE TYPE "public"."enum__surveys_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_notifications_event" ADD VALUE 'event.seat-given' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notifications_event" ADD VALUE 'survey.opened' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notification_templates_event" ADD VALUE 'event.seat-given' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notification_templates_event" ADD VALUE 'survey.opened' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notification_deliveries_event" ADD VALUE 'event.seat-given' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_notification_deliveries_event" ADD VALUE 'survey.opened' BEFORE 'qna.answered';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSurveyOpenedNotices' BEFORE 'sendNotification';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSurveyOpenedNotices' BEFORE 'sendNotification';
  CREATE TABLE "events_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_events_questions_type" DEFAULT 'text',
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_events_kind",
  	"format" "enum_events_format" DEFAULT 'offline',
  	"summary" varchar,
  	"body" jsonb,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"place" varchar,
  	"map_url" varchar,
  	"online_url" varchar,
  	"organiser" varchar DEFAULT '산학협력단',
  	"contact" varchar,
  	"capacity" numeric,
  	"registration_opens_at" timestamp(3) with time zone,
  	"registration_closes_at" timestamp(3) with time zone,
  	"registration_closed" boolean DEFAULT false,
  	"poster_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_events_v_version_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__events_v_version_questions_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_kind" "enum__events_v_version_kind",
  	"version_format" "enum__events_v_version_format" DEFAULT 'offline',
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_place" varchar,
  	"version_map_url" varchar,
  	"version_online_url" varchar,
  	"version_organiser" varchar DEFAULT '산학협력단',
  	"version_contact" varchar,
  	"version_capacity" numeric,
  	"version_registration_opens_at" timestamp(3) with time zone,
  	"version_registration_closes_at" timestamp(3) with time zone,
  	"version_registration_closed" boolean DEFAULT false,
  	"version_poster_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"affiliation" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"answers" jsonb,
  	"privacy_agreed_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_event_registrations_status" NOT NULL,
  	"waiting_since" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"checked_in_at" timestamp(3) with time zone,
  	"checked_in_by_id" integer,
  	"live_key" varchar,
  	"ticket_nonce" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_seat_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seat_key" varchar NOT NULL,
  	"event_id" integer NOT NULL,
  	"registration_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_seat_locks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_respondents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_responses_id" varchar;
  ALTER TABLE "events_questions_options" ADD CONSTRAINT "events_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_questions" ADD CONSTRAINT "events_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_questions_options" ADD CONSTRAINT "_events_v_version_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_questions" ADD CONSTRAINT "_events_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_seat_locks" ADD CONSTRAINT "event_seat_locks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_seat_locks" ADD CONSTRAINT "event_seat_locks_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "events_questions_options_order_idx" ON "events_questions_options" USING btree ("_order");
  CREATE INDEX "events_questions_options_parent_id_idx" ON "events_questions_options" USING btree ("_parent_id");
  CREATE INDEX "events_questions_order_idx" ON "events_questions" USING btree ("_order");
  CREATE INDEX "events_questions_parent_id_idx" ON "events_questions" USING btree ("_parent_id");
  CREATE INDEX "events_kind_idx" ON "events" USING btree ("kind");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");
  CREATE INDEX "events_poster_idx" ON "events" USING btree ("poster_id");
  CREATE INDEX "events_published_at_idx" ON "events" USING btree ("published_at");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_files_id_idx" ON "events_rels" USING btree ("files_id");
  CREATE INDEX "_events_v_version_questions_options_order_idx" ON "_events_v_version_questions_options" USING btree ("_order");
  CREATE INDEX "_events_v_version_questions_options_parent_id_idx" ON "_events_v_version_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_questions_order_idx" ON "_events_v_version_questions" USING btree ("_order");
  CREATE INDEX "_events_v_version_questions_parent_id_idx" ON "_events_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_kind_idx" ON "_events_v" USING btree ("version_kind");
  CREATE INDEX "_events_v_version_version_starts_at_idx" ON "_events_v" USING btree ("version_starts_at");
  CREATE INDEX "_events_v_version_version_ends_at_idx" ON "_events_v" USING btree ("version_ends_at");
  CREATE INDEX "_events_v_version_version_poster_idx" ON "_events_v" USING btree ("version_poster_id");
  CREATE INDEX "_events_v_version_version_published_at_idx" ON "_events_v" USING btree ("version_published_at");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_files_id_idx" ON "_events_v_rels" USING btree ("files_id");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_member_idx" ON "event_registrations" USING btree ("member_id");
  CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("status");
  CREATE INDEX "event_registrations_waiting_since_idx" ON "event_registrations" USING btree ("waiting_since");
  CREATE INDEX "event_registrations_checked_in_by_idx" ON "event_registrations" USING btree ("checked_in_by_id");
  CREATE UNIQUE INDEX "event_registrations_live_key_idx" ON "event_registrations" USING btree ("live_key");
  CREATE UNIQUE INDEX "event_registrations_ticket_nonce_idx" ON "event_registrations" USING btree ("ticket_nonce");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_seat_locks_seat_key_idx" ON "event_seat_locks" USING btree ("seat_key");
  CREATE INDEX "event_seat_locks_event_idx" ON "event_seat_locks" USING btree ("event_id");
  CREATE UNIQUE INDEX "event_seat_locks_registration_idx" ON "event_seat_locks" USING btree ("registration_id");
  CREATE INDEX "event_seat_locks_updated_at_idx" ON "event_seat_locks" USING btree ("updated_at");
  CREATE INDEX "event_seat_locks_created_at_idx" ON "event_seat_locks" USING btree ("created_at");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_seat_locks_fk" FOREIGN KEY ("event_seat_locks_id") REFERENCES "public"."event_seat_locks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_respondents_fk" FOREIGN KEY ("survey_respondents_id") REFERENCES "public"."survey_respondents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_responses_fk" FOREIGN KEY ("survey_responses_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_event_seat_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("event_seat_locks_id");
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_survey_respondents_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_respondents_id");
  CREATE INDEX "payload_locked_documents_rels_survey_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_responses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_seat_locks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_version_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_respondents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_responses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_questions_options" CASCADE;
  DROP TABLE "events_questions" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_questions_options" CASCADE;
  DROP TABLE "_events_v_version_questions" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  DROP TABLE "event_seat_locks" CASCADE;
  DROP TABLE "surveys_questions_options" CASCADE;
  DROP TABLE "surveys_questions" CASCADE;
  DROP TABLE "surveys" CASCADE;
  DROP TABLE "_surveys_v_version_questions_options" CASCADE;
  DROP TABLE "_surveys_v_version_questions" CASCADE;
  DROP TABLE "_surveys_v" CASCADE;
  DROP TABLE "survey_respondents" CASCADE;
  DROP TABLE "survey_responses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_seat_locks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_respondents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_responses_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_event";
  CREATE TYPE "public"."enum_notifications_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  ALTER TABLE "notifications" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notifications_event" USING "event"::"public"."enum_notifications_event";
  ALTER TABLE "notification_templates" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_templates_event";
  CREATE TYPE "public"."enum_notification_templates_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  ALTER TABLE "notification_templates" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notification_templates_event" USING "event"::"public"."enum_notification_templates_event";
  ALTER TABLE "notification_deliveries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_deliveries_event";
  CREATE TYPE "public"."enum_notification_deliveries_event" AS ENUM('booking.received', 'booking.approved', 'booking.rejected', 'booking.cancelled', 'booking.reminder-day-before', 'booking.reminder-hours-before', 'waitlist.offered', 'application.revision-requested', 'application.approved', 'application.rejected', 'course.starting-tomorrow', 'qna.answered', 'post.commented', 'family.expiring', 'account.password-changed');
  ALTER TABLE "notification_deliveries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notification_deliveries_event" USING "event"::"public"."enum_notification_deliveries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'sendEquipmentReminders', 'advanceEquipmentWaitlist', 'sendCourseStartReminders', 'sendNotification', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'expireFamilyMemberships', 'sendEquipmentReminders', 'advanceEquipmentWaitlist', 'sendCourseStartReminders', 'sendNotification', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_seat_locks_id_idx";
  DROP INDEX "payload_locked_documents_rels_surveys_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_respondents_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_responses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_seat_locks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_respondents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_responses_id";
  DROP TYPE "public"."enum_events_questions_type";
  DROP TYPE "public"."enum_events_kind";
  DROP TYPE "public"."enum_events_format";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_questions_type";
  DROP TYPE "public"."enum__events_v_version_kind";
  DROP TYPE "public"."enum__events_v_version_format";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_event_registrations_status";
  DROP TYPE "public"."enum_surveys_questions_type";
  DROP TYPE "public"."enum_surveys_status";
  DROP TYPE "public"."enum__surveys_v_version_questions_type";
  DROP TYPE "public"."enum__surveys_v_version_status";`)
}
