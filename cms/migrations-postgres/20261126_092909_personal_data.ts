import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_kind" AS ENUM('use', 'privacy', 'marketing');
  CREATE TYPE "public"."enum_consent_records_source" AS ENUM('join', 'reconsent', 'mypage');
  CREATE TYPE "public"."enum_destruction_records_rule" AS ENUM('applications', 'equipmentBookings', 'memberPosts', 'withdrawnAccounts', 'accessLogs', 'mailJobs', 'unusedUploads', 'travelOrders');
  CREATE TYPE "public"."enum_access_logs_action" AS ENUM('view', 'create', 'update', 'delete', 'print', 'download');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_consent_records_kind" NOT NULL,
  	"terms_version" varchar,
  	"terms_id" integer,
  	"agreed" boolean DEFAULT true NOT NULL,
  	"source" "enum_consent_records_source" NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "destruction_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rule" "enum_destruction_records_rule" NOT NULL,
  	"rule_label" varchar NOT NULL,
  	"method" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"files_removed" numeric DEFAULT 0 NOT NULL,
  	"period_days" numeric NOT NULL,
  	"cutoff" timestamp(3) with time zone NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"account_id" numeric NOT NULL,
  	"login_id" varchar NOT NULL,
  	"client_ip" varchar NOT NULL,
  	"action" "enum_access_logs_action" NOT NULL,
  	"subject_id" numeric,
  	"count" numeric,
  	"collection" varchar NOT NULL,
  	"record_id" varchar,
  	"export_name" varchar,
  	"reason" varchar,
  	"prev_hash" varchar NOT NULL,
  	"hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_log_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL,
  	"reviewed_by_id" integer,
  	"reviewer_login_id" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"applications" numeric DEFAULT 1095,
  	"equipment_bookings" numeric DEFAULT 1095,
  	"member_posts" numeric DEFAULT 730,
  	"withdrawn_accounts" numeric DEFAULT 365,
  	"access_logs" numeric DEFAULT 730,
  	"mail_jobs" numeric DEFAULT 90,
  	"unused_uploads" numeric DEFAULT 1,
  	"travel_orders" numeric DEFAULT 1825,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_retention_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_applications" numeric DEFAULT 1095,
  	"version_equipment_bookings" numeric DEFAULT 1095,
  	"version_member_posts" numeric DEFAULT 730,
  	"version_withdrawn_accounts" numeric DEFAULT 365,
  	"version_access_logs" numeric DEFAULT 730,
  	"version_mail_jobs" numeric DEFAULT 90,
  	"version_unused_uploads" numeric DEFAULT 1,
  	"version_travel_orders" numeric DEFAULT 1825,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destruction_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_reviews_id" integer;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_terms_id_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_log_reviews" ADD CONSTRAINT "access_log_reviews_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_records_member_idx" ON "consent_records" USING btree ("member_id");
  CREATE INDEX "consent_records_terms_idx" ON "consent_records" USING btree ("terms_id");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "destruction_records_rule_idx" ON "destruction_records" USING btree ("rule");
  CREATE INDEX "destruction_records_created_at_idx" ON "destruction_records" USING btree ("created_at");
  CREATE INDEX "destruction_records_updated_at_idx" ON "destruction_records" USING btree ("updated_at");
  CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("at");
  CREATE INDEX "access_logs_account_id_idx" ON "access_logs" USING btree ("account_id");
  CREATE INDEX "access_logs_login_id_idx" ON "access_logs" USING btree ("login_id");
  CREATE INDEX "access_logs_action_idx" ON "access_logs" USING btree ("action");
  CREATE INDEX "access_logs_subject_id_idx" ON "access_logs" USING btree ("subject_id");
  CREATE UNIQUE INDEX "access_logs_prev_hash_idx" ON "access_logs" USING btree ("prev_hash");
  CREATE UNIQUE INDEX "access_logs_hash_idx" ON "access_logs" USING btree ("hash");
  CREATE INDEX "access_logs_updated_at_idx" ON "access_logs" USING btree ("updated_at");
  CREATE INDEX "access_logs_created_at_idx" ON "access_logs" USING btree ("created_at");
  CREATE UNIQUE INDEX "access_log_reviews_month_idx" ON "access_log_reviews" USING btree ("month");
  CREATE INDEX "access_log_reviews_reviewed_by_idx" ON "access_log_reviews" USING btree ("reviewed_by_id");
  CREATE INDEX "access_log_reviews_updated_at_idx" ON "access_log_reviews" USING btree ("updated_at");
  CREATE INDEX "access_log_reviews_created_at_idx" ON "access_log_reviews" USING btree ("created_at");
  CREATE INDEX "_retention_settings_v_created_at_idx" ON "_retention_settings_v" USING btree ("created_at");
  CREATE INDEX "_retention_settings_v_updated_at_idx" ON "_retention_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destruction_records_fk" FOREIGN KEY ("destruction_records_id") REFERENCES "public"."destruction_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_logs_fk" FOREIGN KEY ("access_logs_id") REFERENCES "public"."access_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_reviews_fk" FOREIGN KEY ("access_log_reviews_id") REFERENCES "public"."access_log_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");
  CREATE INDEX "payload_locked_documents_rels_destruction_records_id_idx" ON "payload_locked_documents_rels" USING btree ("destruction_records_id");
  CREATE INDEX "payload_locked_documents_rels_access_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("access_logs_id");
  CREATE INDEX "payload_locked_documents_rels_access_log_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destruction_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_log_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "retention_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_retention_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "destruction_records" CASCADE;
  DROP TABLE "access_logs" CASCADE;
  DROP TABLE "access_log_reviews" CASCADE;
  DROP TABLE "retention_settings" CASCADE;
  DROP TABLE "_retention_settings_v" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destruction_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_reviews_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_destruction_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_log_reviews_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destruction_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_reviews_id";
  DROP TYPE "public"."enum_consent_records_kind";
  DROP TYPE "public"."enum_consent_records_source";
  DROP TYPE "public"."enum_destruction_records_rule";
  DROP TYPE "public"."enum_access_logs_action";`)
}
