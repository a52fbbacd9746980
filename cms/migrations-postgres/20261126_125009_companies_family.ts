import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equipment_usage_modes_unit" AS ENUM('hour', 'use', 'sample', 'day');
  CREATE TYPE "public"."enum__equipment_v_version_usage_modes_unit" AS ENUM('hour', 'use', 'sample', 'day');
  CREATE TYPE "public"."enum_equipment_reservations_pricing_unit" AS ENUM('hour', 'use', 'sample', 'day');
  CREATE TYPE "public"."enum_company_join_requests_state" AS ENUM('pending', 'approved', 'refused', 'cancelled');
  CREATE TYPE "public"."enum_company_invites_state" AS ENUM('pending', 'accepted', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_family_applications_cooperation_fields" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum_family_applications_history_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_family_applications_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_family_memberships_cooperation_fields" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum_family_memberships_state" AS ENUM('active', 'expired');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireFamilyMemberships' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireFamilyMemberships' BEFORE 'schedulePublish';
  CREATE TABLE "company_join_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"requester_id" integer NOT NULL,
  	"state" "enum_company_join_requests_state" DEFAULT 'pending' NOT NULL,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"pending_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_invites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"company_id" integer NOT NULL,
  	"state" "enum_company_invites_state" DEFAULT 'pending' NOT NULL,
  	"invited_by_id" integer,
  	"accepted_by_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer,
  	"prefix" varchar DEFAULT 'company-logos',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar
  );
  
  CREATE TABLE "family_tiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"yearly_fee" numeric DEFAULT 0 NOT NULL,
  	"period_months" numeric DEFAULT 12 NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"equipment_discount_percent" numeric DEFAULT 0 NOT NULL,
  	"course_fee_waived" boolean DEFAULT false,
  	"active" boolean DEFAULT true,
  	"benefits" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "family_applications_cooperation_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_family_applications_cooperation_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "family_applications_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_family_applications_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  CREATE TABLE "family_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_no" varchar,
  	"member_id" integer NOT NULL,
  	"company_id" integer NOT NULL,
  	"tier_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"listing_consent" boolean DEFAULT false,
  	"certificate_id" integer NOT NULL,
  	"membership_id" integer,
  	"privacy_agreed_at" timestamp(3) with time zone,
  	"state" "enum_family_applications_state" DEFAULT 'received' NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "family_memberships_cooperation_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_family_memberships_cooperation_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "family_memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agreement_no" varchar,
  	"company_id" integer NOT NULL,
  	"tier_id" integer NOT NULL,
  	"start_date" varchar NOT NULL,
  	"end_date" varchar NOT NULL,
  	"state" "enum_family_memberships_state" DEFAULT 'active' NOT NULL,
  	"listing_consent" boolean DEFAULT false,
  	"application_id" integer,
  	"expiry_notice_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "courses" ADD COLUMN "family_seats" numeric DEFAULT 0;
  ALTER TABLE "courses" ADD COLUMN "family_fee_waived" boolean DEFAULT false;
  ALTER TABLE "_courses_v" ADD COLUMN "version_family_seats" numeric DEFAULT 0;
  ALTER TABLE "_courses_v" ADD COLUMN "version_family_fee_waived" boolean DEFAULT false;
  ALTER TABLE "course_applications" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "course_applications" ADD COLUMN "family_benefit_label" varchar;
  ALTER TABLE "course_applications" ADD COLUMN "family_benefit_company_name" varchar;
  ALTER TABLE "course_applications" ADD COLUMN "family_benefit_tier_name" varchar;
  ALTER TABLE "course_applications" ADD COLUMN "family_benefit_discount_percent" numeric;
  ALTER TABLE "course_applications" ADD COLUMN "family_benefit_fee_waived" boolean DEFAULT false;
  ALTER TABLE "course_applications" ADD COLUMN "family_benefit_family_seat" boolean DEFAULT false;
  ALTER TABLE "project_calls" ADD COLUMN "family_only" boolean DEFAULT false;
  ALTER TABLE "project_calls" ADD COLUMN "family_priority" boolean DEFAULT false;
  ALTER TABLE "_project_calls_v" ADD COLUMN "version_family_only" boolean DEFAULT false;
  ALTER TABLE "_project_calls_v" ADD COLUMN "version_family_priority" boolean DEFAULT false;
  ALTER TABLE "project_proposals" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "project_proposals" ADD COLUMN "family_priority" boolean DEFAULT false;
  ALTER TABLE "project_proposals" ADD COLUMN "family_benefit_label" varchar;
  ALTER TABLE "project_proposals" ADD COLUMN "family_benefit_company_name" varchar;
  ALTER TABLE "project_proposals" ADD COLUMN "family_benefit_tier_name" varchar;
  ALTER TABLE "project_proposals" ADD COLUMN "family_benefit_discount_percent" numeric;
  ALTER TABLE "advisory_requests" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "equipment_usage_modes" ADD COLUMN "unit" "enum_equipment_usage_modes_unit" DEFAULT 'hour';
  ALTER TABLE "_equipment_v_version_usage_modes" ADD COLUMN "unit" "enum__equipment_v_version_usage_modes_unit" DEFAULT 'hour';
  UPDATE "equipment_usage_modes" SET "unit" = (CASE WHEN "fee_unit" LIKE '%시료%' OR "fee_unit" LIKE '%원소%' THEN 'sample' WHEN "fee_unit" LIKE '%회%' THEN 'use' WHEN "fee_unit" LIKE '%일%' THEN 'day' ELSE 'hour' END)::"enum_equipment_usage_modes_unit";
  UPDATE "_equipment_v_version_usage_modes" SET "unit" = (CASE WHEN "fee_unit" LIKE '%시료%' OR "fee_unit" LIKE '%원소%' THEN 'sample' WHEN "fee_unit" LIKE '%회%' THEN 'use' WHEN "fee_unit" LIKE '%일%' THEN 'day' ELSE 'hour' END)::"enum__equipment_v_version_usage_modes_unit";
  ALTER TABLE "equipment_reservations" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_unit_fee" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_unit" "enum_equipment_reservations_pricing_unit";
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_fee_unit" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_units" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_base_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_discount_amount" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_total" numeric;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_family_benefit_label" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_family_benefit_company_name" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_family_benefit_tier_name" varchar;
  ALTER TABLE "equipment_reservations" ADD COLUMN "pricing_family_benefit_discount_percent" numeric;
  ALTER TABLE "users" ADD COLUMN "company_joined_at" timestamp(3) with time zone;
  ALTER TABLE "companies" ADD COLUMN "logo_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_join_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_invites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_logos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "family_tiers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "family_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "family_memberships_id" integer;
  ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_applications_cooperation_fields" ADD CONSTRAINT "family_applications_cooperation_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."family_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "family_applications_history" ADD CONSTRAINT "family_applications_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_applications_history" ADD CONSTRAINT "family_applications_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."family_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_tier_id_family_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."family_tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_certificate_id_post_files_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."post_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_applications" ADD CONSTRAINT "family_applications_membership_id_family_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."family_memberships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_memberships_cooperation_fields" ADD CONSTRAINT "family_memberships_cooperation_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."family_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "family_memberships" ADD CONSTRAINT "family_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_memberships" ADD CONSTRAINT "family_memberships_tier_id_family_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."family_tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "family_memberships" ADD CONSTRAINT "family_memberships_application_id_family_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."family_applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "company_join_requests_company_idx" ON "company_join_requests" USING btree ("company_id");
  CREATE INDEX "company_join_requests_requester_idx" ON "company_join_requests" USING btree ("requester_id");
  CREATE INDEX "company_join_requests_state_idx" ON "company_join_requests" USING btree ("state");
  CREATE INDEX "company_join_requests_decided_by_idx" ON "company_join_requests" USING btree ("decided_by_id");
  CREATE UNIQUE INDEX "company_join_requests_pending_key_idx" ON "company_join_requests" USING btree ("pending_key");
  CREATE INDEX "company_join_requests_updated_at_idx" ON "company_join_requests" USING btree ("updated_at");
  CREATE INDEX "company_join_requests_created_at_idx" ON "company_join_requests" USING btree ("created_at");
  CREATE INDEX "company_invites_email_idx" ON "company_invites" USING btree ("email");
  CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id");
  CREATE INDEX "company_invites_state_idx" ON "company_invites" USING btree ("state");
  CREATE INDEX "company_invites_invited_by_idx" ON "company_invites" USING btree ("invited_by_id");
  CREATE INDEX "company_invites_accepted_by_idx" ON "company_invites" USING btree ("accepted_by_id");
  CREATE UNIQUE INDEX "company_invites_token_hash_idx" ON "company_invites" USING btree ("token_hash");
  CREATE INDEX "company_invites_updated_at_idx" ON "company_invites" USING btree ("updated_at");
  CREATE INDEX "company_invites_created_at_idx" ON "company_invites" USING btree ("created_at");
  CREATE INDEX "company_logos_company_idx" ON "company_logos" USING btree ("company_id");
  CREATE INDEX "company_logos_updated_at_idx" ON "company_logos" USING btree ("updated_at");
  CREATE INDEX "company_logos_created_at_idx" ON "company_logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_logos_filename_idx" ON "company_logos" USING btree ("filename");
  CREATE INDEX "company_logos_sizes_thumb_sizes_thumb_filename_idx" ON "company_logos" USING btree ("sizes_thumb_filename");
  CREATE UNIQUE INDEX "family_tiers_name_idx" ON "family_tiers" USING btree ("name");
  CREATE INDEX "family_tiers_updated_at_idx" ON "family_tiers" USING btree ("updated_at");
  CREATE INDEX "family_tiers_created_at_idx" ON "family_tiers" USING btree ("created_at");
  CREATE INDEX "family_applications_cooperation_fields_order_idx" ON "family_applications_cooperation_fields" USING btree ("order");
  CREATE INDEX "family_applications_cooperation_fields_parent_idx" ON "family_applications_cooperation_fields" USING btree ("parent_id");
  CREATE INDEX "family_applications_history_order_idx" ON "family_applications_history" USING btree ("_order");
  CREATE INDEX "family_applications_history_parent_id_idx" ON "family_applications_history" USING btree ("_parent_id");
  CREATE INDEX "family_applications_history_by_idx" ON "family_applications_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "family_applications_application_no_idx" ON "family_applications" USING btree ("application_no");
  CREATE INDEX "family_applications_member_idx" ON "family_applications" USING btree ("member_id");
  CREATE INDEX "family_applications_company_idx" ON "family_applications" USING btree ("company_id");
  CREATE INDEX "family_applications_tier_idx" ON "family_applications" USING btree ("tier_id");
  CREATE INDEX "family_applications_certificate_idx" ON "family_applications" USING btree ("certificate_id");
  CREATE INDEX "family_applications_membership_idx" ON "family_applications" USING btree ("membership_id");
  CREATE INDEX "family_applications_state_idx" ON "family_applications" USING btree ("state");
  CREATE INDEX "family_applications_created_at_idx" ON "family_applications" USING btree ("created_at");
  CREATE INDEX "family_applications_updated_at_idx" ON "family_applications" USING btree ("updated_at");
  CREATE INDEX "family_memberships_cooperation_fields_order_idx" ON "family_memberships_cooperation_fields" USING btree ("order");
  CREATE INDEX "family_memberships_cooperation_fields_parent_idx" ON "family_memberships_cooperation_fields" USING btree ("parent_id");
  CREATE UNIQUE INDEX "family_memberships_agreement_no_idx" ON "family_memberships" USING btree ("agreement_no");
  CREATE INDEX "family_memberships_company_idx" ON "family_memberships" USING btree ("company_id");
  CREATE INDEX "family_memberships_tier_idx" ON "family_memberships" USING btree ("tier_id");
  CREATE INDEX "family_memberships_start_date_idx" ON "family_memberships" USING btree ("start_date");
  CREATE INDEX "family_memberships_end_date_idx" ON "family_memberships" USING btree ("end_date");
  CREATE INDEX "family_memberships_state_idx" ON "family_memberships" USING btree ("state");
  CREATE INDEX "family_memberships_application_idx" ON "family_memberships" USING btree ("application_id");
  CREATE INDEX "family_memberships_updated_at_idx" ON "family_memberships" USING btree ("updated_at");
  CREATE INDEX "family_memberships_created_at_idx" ON "family_memberships" USING btree ("created_at");
  ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisory_requests" ADD CONSTRAINT "advisory_requests_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_id_company_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."company_logos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_join_requests_fk" FOREIGN KEY ("company_join_requests_id") REFERENCES "public"."company_join_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_invites_fk" FOREIGN KEY ("company_invites_id") REFERENCES "public"."company_invites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_logos_fk" FOREIGN KEY ("company_logos_id") REFERENCES "public"."company_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_family_tiers_fk" FOREIGN KEY ("family_tiers_id") REFERENCES "public"."family_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_family_applications_fk" FOREIGN KEY ("family_applications_id") REFERENCES "public"."family_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_family_memberships_fk" FOREIGN KEY ("family_memberships_id") REFERENCES "public"."family_memberships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "course_applications_company_record_idx" ON "course_applications" USING btree ("company_record_id");
  CREATE INDEX "project_proposals_company_record_idx" ON "project_proposals" USING btree ("company_record_id");
  CREATE INDEX "project_proposals_family_priority_idx" ON "project_proposals" USING btree ("family_priority");
  CREATE INDEX "advisory_requests_company_record_idx" ON "advisory_requests" USING btree ("company_record_id");
  CREATE INDEX "equipment_reservations_company_record_idx" ON "equipment_reservations" USING btree ("company_record_id");
  CREATE INDEX "companies_logo_idx" ON "companies" USING btree ("logo_id");
  CREATE INDEX "payload_locked_documents_rels_company_join_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("company_join_requests_id");
  CREATE INDEX "payload_locked_documents_rels_company_invites_id_idx" ON "payload_locked_documents_rels" USING btree ("company_invites_id");
  CREATE INDEX "payload_locked_documents_rels_company_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("company_logos_id");
  CREATE INDEX "payload_locked_documents_rels_family_tiers_id_idx" ON "payload_locked_documents_rels" USING btree ("family_tiers_id");
  CREATE INDEX "payload_locked_documents_rels_family_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("family_applications_id");
  CREATE INDEX "payload_locked_documents_rels_family_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("family_memberships_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_join_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_invites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_applications_cooperation_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_applications_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_memberships_cooperation_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "family_memberships" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_join_requests" CASCADE;
  DROP TABLE "company_invites" CASCADE;
  DROP TABLE "company_logos" CASCADE;
  DROP TABLE "family_tiers" CASCADE;
  DROP TABLE "family_applications_cooperation_fields" CASCADE;
  DROP TABLE "family_applications_history" CASCADE;
  DROP TABLE "family_applications" CASCADE;
  DROP TABLE "family_memberships_cooperation_fields" CASCADE;
  DROP TABLE "family_memberships" CASCADE;
  ALTER TABLE "course_applications" DROP CONSTRAINT "course_applications_company_record_id_companies_id_fk";
  
  ALTER TABLE "project_proposals" DROP CONSTRAINT "project_proposals_company_record_id_companies_id_fk";
  
  ALTER TABLE "advisory_requests" DROP CONSTRAINT "advisory_requests_company_record_id_companies_id_fk";
  
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_company_record_id_companies_id_fk";
  
  ALTER TABLE "companies" DROP CONSTRAINT "companies_logo_id_company_logos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_join_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_invites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_logos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_family_tiers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_family_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_family_memberships_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "course_applications_company_record_idx";
  DROP INDEX "project_proposals_company_record_idx";
  DROP INDEX "project_proposals_family_priority_idx";
  DROP INDEX "advisory_requests_company_record_idx";
  DROP INDEX "equipment_reservations_company_record_idx";
  DROP INDEX "companies_logo_idx";
  DROP INDEX "payload_locked_documents_rels_company_join_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_invites_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_logos_id_idx";
  DROP INDEX "payload_locked_documents_rels_family_tiers_id_idx";
  DROP INDEX "payload_locked_documents_rels_family_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_family_memberships_id_idx";
  ALTER TABLE "courses" DROP COLUMN "family_seats";
  ALTER TABLE "courses" DROP COLUMN "family_fee_waived";
  ALTER TABLE "_courses_v" DROP COLUMN "version_family_seats";
  ALTER TABLE "_courses_v" DROP COLUMN "version_family_fee_waived";
  ALTER TABLE "course_applications" DROP COLUMN "company_record_id";
  ALTER TABLE "course_applications" DROP COLUMN "family_benefit_label";
  ALTER TABLE "course_applications" DROP COLUMN "family_benefit_company_name";
  ALTER TABLE "course_applications" DROP COLUMN "family_benefit_tier_name";
  ALTER TABLE "course_applications" DROP COLUMN "family_benefit_discount_percent";
  ALTER TABLE "course_applications" DROP COLUMN "family_benefit_fee_waived";
  ALTER TABLE "course_applications" DROP COLUMN "family_benefit_family_seat";
  ALTER TABLE "project_calls" DROP COLUMN "family_only";
  ALTER TABLE "project_calls" DROP COLUMN "family_priority";
  ALTER TABLE "_project_calls_v" DROP COLUMN "version_family_only";
  ALTER TABLE "_project_calls_v" DROP COLUMN "version_family_priority";
  ALTER TABLE "project_proposals" DROP COLUMN "company_record_id";
  ALTER TABLE "project_proposals" DROP COLUMN "family_priority";
  ALTER TABLE "project_proposals" DROP COLUMN "family_benefit_label";
  ALTER TABLE "project_proposals" DROP COLUMN "family_benefit_company_name";
  ALTER TABLE "project_proposals" DROP COLUMN "family_benefit_tier_name";
  ALTER TABLE "project_proposals" DROP COLUMN "family_benefit_discount_percent";
  ALTER TABLE "advisory_requests" DROP COLUMN "company_record_id";
  ALTER TABLE "equipment_usage_modes" DROP COLUMN "unit";
  ALTER TABLE "_equipment_v_version_usage_modes" DROP COLUMN "unit";
  ALTER TABLE "equipment_reservations" DROP COLUMN "company_record_id";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_unit_fee";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_unit";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_fee_unit";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_units";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_base_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_discount_amount";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_total";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_family_benefit_label";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_family_benefit_company_name";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_family_benefit_tier_name";
  ALTER TABLE "equipment_reservations" DROP COLUMN "pricing_family_benefit_discount_percent";
  ALTER TABLE "users" DROP COLUMN "company_joined_at";
  ALTER TABLE "companies" DROP COLUMN "logo_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_join_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_invites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_logos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "family_tiers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "family_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "family_memberships_id";
  DROP TYPE "public"."enum_equipment_usage_modes_unit";
  DROP TYPE "public"."enum__equipment_v_version_usage_modes_unit";
  DROP TYPE "public"."enum_equipment_reservations_pricing_unit";
  DROP TYPE "public"."enum_company_join_requests_state";
  DROP TYPE "public"."enum_company_invites_state";
  DROP TYPE "public"."enum_family_applications_cooperation_fields";
  DROP TYPE "public"."enum_family_applications_history_state";
  DROP TYPE "public"."enum_family_applications_state";
  DROP TYPE "public"."enum_family_memberships_cooperation_fields";
  DROP TYPE "public"."enum_family_memberships_state";`)
}
