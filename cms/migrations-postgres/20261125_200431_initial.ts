import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notices_category" AS ENUM('general', 'recruit', 'event', 'bid');
  CREATE TYPE "public"."enum_notices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notices_v_version_category" AS ENUM('general', 'recruit', 'event', 'bid');
  CREATE TYPE "public"."enum__notices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_category" AS ENUM('press', 'activity', 'award');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('press', 'activity', 'award');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_category" AS ENUM('member', 'equipment', 'education', 'cooperation');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_category" AS ENUM('member', 'equipment', 'education', 'cooperation');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_references_category" AS ENUM('form', 'guide', 'report', 'regulation');
  CREATE TYPE "public"."enum_references_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__references_v_version_category" AS ENUM('form', 'guide', 'report', 'regulation');
  CREATE TYPE "public"."enum__references_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sharing_programs_category" AS ENUM('research', 'transfer', 'equipment', 'people');
  CREATE TYPE "public"."enum_sharing_programs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sharing_programs_v_version_category" AS ENUM('research', 'transfer', 'equipment', 'people');
  CREATE TYPE "public"."enum__sharing_programs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_esg_posts_category" AS ENUM('news', 'event', 'material');
  CREATE TYPE "public"."enum_esg_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__esg_posts_v_version_category" AS ENUM('news', 'event', 'material');
  CREATE TYPE "public"."enum__esg_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_lifelong_posts_category" AS ENUM('news', 'recruit', 'material');
  CREATE TYPE "public"."enum_lifelong_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__lifelong_posts_v_version_category" AS ENUM('news', 'recruit', 'material');
  CREATE TYPE "public"."enum__lifelong_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_center_activities_category" AS ENUM('network', 'visit', 'forum', 'project');
  CREATE TYPE "public"."enum_center_activities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__center_activities_v_version_category" AS ENUM('network', 'visit', 'forum', 'project');
  CREATE TYPE "public"."enum__center_activities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_courses_mode" AS ENUM('collective', 'online');
  CREATE TYPE "public"."enum_courses_track" AS ENUM('job', 'shop', 'spot');
  CREATE TYPE "public"."enum_courses_state" AS ENUM('upcoming', 'open', 'closed');
  CREATE TYPE "public"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_version_mode" AS ENUM('collective', 'online');
  CREATE TYPE "public"."enum__courses_v_version_track" AS ENUM('job', 'shop', 'spot');
  CREATE TYPE "public"."enum__courses_v_version_state" AS ENUM('upcoming', 'open', 'closed');
  CREATE TYPE "public"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_course_applications_history_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_course_applications_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_project_calls_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__project_calls_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_project_proposals_history_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_project_proposals_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_advisory_experts_field" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum_advisory_experts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__advisory_experts_v_version_field" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum__advisory_experts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_advisory_requests_history_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_advisory_requests_field" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum_advisory_requests_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_equipment_usage_modes_mode" AS ENUM('self', 'analysis');
  CREATE TYPE "public"."enum_equipment_opening_rules_weekdays" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_equipment_category" AS ENUM('analysis', 'measurement', 'fabrication', 'electronics', 'bio', 'etc');
  CREATE TYPE "public"."enum_equipment_opening_rules_slot_minutes" AS ENUM('30', '60', '120');
  CREATE TYPE "public"."enum_equipment_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__equipment_v_version_usage_modes_mode" AS ENUM('self', 'analysis');
  CREATE TYPE "public"."enum__equipment_v_version_opening_rules_weekdays" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum__equipment_v_version_category" AS ENUM('analysis', 'measurement', 'fabrication', 'electronics', 'bio', 'etc');
  CREATE TYPE "public"."enum__equipment_v_version_opening_rules_slot_minutes" AS ENUM('30', '60', '120');
  CREATE TYPE "public"."enum__equipment_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_equipment_reservations_history_state" AS ENUM('standby', 'confirm', 'reject', 'cancel-ask', 'cancel', 'complete');
  CREATE TYPE "public"."enum_equipment_reservations_state" AS ENUM('standby', 'confirm', 'reject', 'cancel-ask', 'cancel', 'complete');
  CREATE TYPE "public"."enum_equipment_reservations_usage_mode" AS ENUM('self', 'analysis');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_phone_country" AS ENUM('+82', '+1', '+81', '+86', '+84');
  CREATE TYPE "public"."enum_users_gender" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_users_affiliation_type" AS ENUM('university', 'other-university', 'company', 'institute', 'public', 'etc');
  CREATE TYPE "public"."enum_users_member_class" AS ENUM('student', 'faculty', 'company', 'general');
  CREATE TYPE "public"."enum_users_role" AS ENUM('member', 'staff', 'admin');
  CREATE TYPE "public"."enum_users_status" AS ENUM('active', 'withdrawn');
  CREATE TYPE "public"."enum_users_withdrawal_reason_type" AS ENUM('inconvenient', 'rarely-used', 'privacy', 'left-organisation', 'etc');
  CREATE TYPE "public"."enum_social_accounts_provider" AS ENUM('kakao', 'naver', 'google');
  CREATE TYPE "public"."enum_post_types_board" AS ENUM('qna', 'collabo');
  CREATE TYPE "public"."enum_inquiries_answer_state" AS ENUM('waiting', 'answered');
  CREATE TYPE "public"."enum_collaboration_requests_answer_state" AS ENUM('waiting', 'answered');
  CREATE TYPE "public"."enum_post_comments_board" AS ENUM('qna', 'collabo');
  CREATE TYPE "public"."enum_post_files_kind" AS ENUM('image', 'attachment');
  CREATE TYPE "public"."enum_post_files_visibility" AS ENUM('private', 'members', 'public');
  CREATE TYPE "public"."enum_email_verifications_purpose" AS ENUM('join', 'change-email');
  CREATE TYPE "public"."enum_terms_code" AS ENUM('use', 'privacy', 'email');
  CREATE TYPE "public"."enum_terms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_v_version_code" AS ENUM('use', 'privacy', 'email');
  CREATE TYPE "public"."enum__terms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_greeting_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__greeting_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_vision_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vision_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_org_chart_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__org_chart_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_edu_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_edu_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_equipment_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_equipment_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_tech_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_tech_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_assignment_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_assignment_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_esg_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_esg_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_lifelong_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_lifelong_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_job_training_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_job_training_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_shop_training_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_shop_training_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_spot_training_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_spot_training_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_intro_corporate_center_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__intro_corporate_center_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_notices_category" DEFAULT 'general',
  	"pinned" boolean DEFAULT false,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "notices_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__notices_v_version_category" DEFAULT 'general',
  	"version_pinned" boolean DEFAULT false,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notices_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_news_category" DEFAULT 'press',
  	"image_id" integer,
  	"summary" varchar,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__news_v_version_category" DEFAULT 'press',
  	"version_image_id" integer,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_faqs_category" DEFAULT 'member',
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__faqs_v_version_category" DEFAULT 'member',
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_references_category" DEFAULT 'form',
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_references_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "references_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_references_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__references_v_version_category" DEFAULT 'form',
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__references_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_references_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "sharing_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_sharing_programs_category" DEFAULT 'research',
  	"image_id" integer,
  	"summary" varchar,
  	"host" varchar,
  	"recruit_start" timestamp(3) with time zone,
  	"recruit_end" timestamp(3) with time zone,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sharing_programs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sharing_programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_sharing_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__sharing_programs_v_version_category" DEFAULT 'research',
  	"version_image_id" integer,
  	"version_summary" varchar,
  	"version_host" varchar,
  	"version_recruit_start" timestamp(3) with time zone,
  	"version_recruit_end" timestamp(3) with time zone,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sharing_programs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_sharing_programs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "esg_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_esg_posts_category" DEFAULT 'news',
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_esg_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "esg_posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_esg_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__esg_posts_v_version_category" DEFAULT 'news',
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__esg_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_esg_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "lifelong_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_lifelong_posts_category" DEFAULT 'news',
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_lifelong_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "lifelong_posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_lifelong_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__lifelong_posts_v_version_category" DEFAULT 'news',
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__lifelong_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_lifelong_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "center_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_center_activities_category" DEFAULT 'network',
  	"image_id" integer,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"view_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_center_activities_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "center_activities_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_center_activities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__center_activities_v_version_category" DEFAULT 'network',
  	"version_image_id" integer,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_view_count" numeric DEFAULT 0,
  	"version_plain_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__center_activities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_center_activities_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_courses_mode",
  	"track" "enum_courses_track",
  	"state" "enum_courses_state" DEFAULT 'upcoming',
  	"image_id" integer,
  	"summary" varchar,
  	"target" varchar,
  	"location" varchar,
  	"capacity" numeric,
  	"fee" numeric DEFAULT 0,
  	"apply_start" timestamp(3) with time zone,
  	"apply_end" timestamp(3) with time zone,
  	"edu_start" timestamp(3) with time zone,
  	"edu_end" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_mode" "enum__courses_v_version_mode",
  	"version_track" "enum__courses_v_version_track",
  	"version_state" "enum__courses_v_version_state" DEFAULT 'upcoming',
  	"version_image_id" integer,
  	"version_summary" varchar,
  	"version_target" varchar,
  	"version_location" varchar,
  	"version_capacity" numeric,
  	"version_fee" numeric DEFAULT 0,
  	"version_apply_start" timestamp(3) with time zone,
  	"version_apply_end" timestamp(3) with time zone,
  	"version_edu_start" timestamp(3) with time zone,
  	"version_edu_end" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "course_applications_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_course_applications_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  CREATE TABLE "course_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_no" varchar,
  	"member_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"motivation" varchar,
  	"waitlisted" boolean DEFAULT false,
  	"live_key" varchar,
  	"privacy_agreed_at" timestamp(3) with time zone,
  	"state" "enum_course_applications_state" DEFAULT 'received' NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_seat_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seat_key" varchar NOT NULL,
  	"course_id" integer NOT NULL,
  	"application_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"host" varchar,
  	"summary" varchar,
  	"budget" varchar,
  	"project_period" varchar,
  	"eligibility" varchar,
  	"apply_start" timestamp(3) with time zone,
  	"apply_end" timestamp(3) with time zone,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_project_calls_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "project_calls_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "_project_calls_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_host" varchar,
  	"version_summary" varchar,
  	"version_budget" varchar,
  	"version_project_period" varchar,
  	"version_eligibility" varchar,
  	"version_apply_start" timestamp(3) with time zone,
  	"version_apply_end" timestamp(3) with time zone,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__project_calls_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_project_calls_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "project_proposals_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_project_proposals_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  CREATE TABLE "project_proposals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_no" varchar,
  	"member_id" integer NOT NULL,
  	"call_id" integer NOT NULL,
  	"call_title" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"live_key" varchar,
  	"privacy_agreed_at" timestamp(3) with time zone,
  	"state" "enum_project_proposals_state" DEFAULT 'received' NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_proposals_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_files_id" integer
  );
  
  CREATE TABLE "advisory_experts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"field" "enum_advisory_experts_field",
  	"department" varchar,
  	"position" varchar,
  	"expertise" varchar,
  	"career" varchar,
  	"photo_id" integer,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_advisory_experts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_advisory_experts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_field" "enum__advisory_experts_v_version_field",
  	"version_department" varchar,
  	"version_position" varchar,
  	"version_expertise" varchar,
  	"version_career" varchar,
  	"version_photo_id" integer,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__advisory_experts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "advisory_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_advisory_requests_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  CREATE TABLE "advisory_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_no" varchar,
  	"member_id" integer NOT NULL,
  	"company" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"field" "enum_advisory_requests_field" NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"preferred_expert_id" integer,
  	"privacy_agreed_at" timestamp(3) with time zone,
  	"state" "enum_advisory_requests_state" DEFAULT 'received' NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "advisory_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_files_id" integer
  );
  
  CREATE TABLE "equipment_usage_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_equipment_usage_modes_mode",
  	"fee" numeric,
  	"fee_unit" varchar DEFAULT '1시간'
  );
  
  CREATE TABLE "equipment_opening_rules_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_equipment_opening_rules_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "equipment_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"reason" varchar
  );
  
  CREATE TABLE "equipment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"equipment_no" varchar,
  	"nfec_no" varchar,
  	"name" varchar,
  	"category" "enum_equipment_category",
  	"maker" varchar,
  	"model" varchar,
  	"location" varchar,
  	"image_id" integer,
  	"description" varchar,
  	"manager" varchar,
  	"manager_phone" varchar,
  	"manager_email" varchar,
  	"bookable" boolean DEFAULT true,
  	"safety_training_required" boolean DEFAULT false,
  	"opening_rules_open_time" varchar DEFAULT '09:00',
  	"opening_rules_close_time" varchar DEFAULT '18:00',
  	"opening_rules_slot_minutes" "enum_equipment_opening_rules_slot_minutes" DEFAULT '60',
  	"opening_rules_max_slots_per_booking" numeric DEFAULT 4,
  	"opening_rules_horizon_days" numeric DEFAULT 60,
  	"opening_rules_cancel_notice_hours" numeric DEFAULT 24,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_equipment_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_equipment_v_version_usage_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__equipment_v_version_usage_modes_mode",
  	"fee" numeric,
  	"fee_unit" varchar DEFAULT '1시간',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_equipment_v_version_opening_rules_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__equipment_v_version_opening_rules_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_equipment_v_version_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"reason" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_equipment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_equipment_no" varchar,
  	"version_nfec_no" varchar,
  	"version_name" varchar,
  	"version_category" "enum__equipment_v_version_category",
  	"version_maker" varchar,
  	"version_model" varchar,
  	"version_location" varchar,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_manager" varchar,
  	"version_manager_phone" varchar,
  	"version_manager_email" varchar,
  	"version_bookable" boolean DEFAULT true,
  	"version_safety_training_required" boolean DEFAULT false,
  	"version_opening_rules_open_time" varchar DEFAULT '09:00',
  	"version_opening_rules_close_time" varchar DEFAULT '18:00',
  	"version_opening_rules_slot_minutes" "enum__equipment_v_version_opening_rules_slot_minutes" DEFAULT '60',
  	"version_opening_rules_max_slots_per_booking" numeric DEFAULT 4,
  	"version_opening_rules_horizon_days" numeric DEFAULT 60,
  	"version_opening_rules_cancel_notice_hours" numeric DEFAULT 24,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__equipment_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "equipment_reservations_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL
  );
  
  CREATE TABLE "equipment_reservations_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_equipment_reservations_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  CREATE TABLE "equipment_reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reservation_no" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"equipment_id" integer NOT NULL,
  	"use_date" varchar NOT NULL,
  	"time_range" varchar NOT NULL,
  	"start_at" timestamp(3) with time zone NOT NULL,
  	"end_at" timestamp(3) with time zone NOT NULL,
  	"state" "enum_equipment_reservations_state" DEFAULT 'standby' NOT NULL,
  	"usage_mode" "enum_equipment_reservations_usage_mode" NOT NULL,
  	"purpose" varchar NOT NULL,
  	"applicant_name" varchar NOT NULL,
  	"organisation" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "safety_trainings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"equipment_id" integer NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirmed_by_id" integer,
  	"note" varchar,
  	"pair_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "holidays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reservation_slot_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot_key" varchar NOT NULL,
  	"reservation_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"link" varchar,
  	"order" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_banners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 1,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone_country" "enum_users_phone_country" DEFAULT '+82',
  	"phone" varchar,
  	"gender" "enum_users_gender",
  	"affiliation_type" "enum_users_affiliation_type",
  	"affiliation" varchar,
  	"department" varchar,
  	"member_class" "enum_users_member_class" DEFAULT 'general' NOT NULL,
  	"avatar_id" integer,
  	"agreements_terms_agreed_at" timestamp(3) with time zone,
  	"agreements_privacy_agreed_at" timestamp(3) with time zone,
  	"agreements_marketing" boolean DEFAULT false,
  	"role" "enum_users_role" DEFAULT 'member' NOT NULL,
  	"status" "enum_users_status" DEFAULT 'active' NOT NULL,
  	"last_login_at" timestamp(3) with time zone,
  	"withdrawal_withdrawn_at" timestamp(3) with time zone,
  	"withdrawal_reason_type" "enum_users_withdrawal_reason_type",
  	"withdrawal_reason" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "social_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"provider" "enum_social_accounts_provider" NOT NULL,
  	"provider_key" varchar NOT NULL,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refresh_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"family" varchar,
  	"sid" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"rotated_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"auto_login" boolean DEFAULT false,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "avatars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
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
  
  CREATE TABLE "post_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"board" "enum_post_types_board" NOT NULL,
  	"label" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_type_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"answer" jsonb,
  	"secret" boolean DEFAULT false,
  	"pinned" boolean DEFAULT false,
  	"answer_state" "enum_inquiries_answer_state" DEFAULT 'waiting' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"answered_by_id" integer,
  	"author_id" integer,
  	"author_name" varchar,
  	"view_count" numeric DEFAULT 0,
  	"comment_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_files_id" integer
  );
  
  CREATE TABLE "collaboration_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_type_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"contact_company" varchar,
  	"contact_contact_name" varchar,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"privacy_agreed_at" timestamp(3) with time zone,
  	"answer" jsonb,
  	"secret" boolean DEFAULT false,
  	"pinned" boolean DEFAULT false,
  	"answer_state" "enum_collaboration_requests_answer_state" DEFAULT 'waiting' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"answered_by_id" integer,
  	"author_id" integer,
  	"author_name" varchar,
  	"view_count" numeric DEFAULT 0,
  	"comment_count" numeric DEFAULT 0,
  	"plain_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "collaboration_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_files_id" integer
  );
  
  CREATE TABLE "post_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"board" "enum_post_comments_board" NOT NULL,
  	"parent_id" integer,
  	"body" varchar NOT NULL,
  	"author_id" integer NOT NULL,
  	"author_name" varchar,
  	"by_staff" boolean DEFAULT false,
  	"deleted" boolean DEFAULT false,
  	"post_secret" boolean DEFAULT false,
  	"post_author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "post_comments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"inquiries_id" integer,
  	"collaboration_requests_id" integer
  );
  
  CREATE TABLE "post_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"kind" "enum_post_files_kind" NOT NULL,
  	"visibility" "enum_post_files_visibility" DEFAULT 'private' NOT NULL,
  	"attached_to" varchar,
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
  
  CREATE TABLE "email_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"purpose" "enum_email_verifications_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"verified_at" timestamp(3) with time zone,
  	"cert_token_hash" varchar,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "used_oauth_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"code" "enum_terms_code",
  	"version" varchar,
  	"effective_date" timestamp(3) with time zone,
  	"change_note" varchar,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_terms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_code" "enum__terms_v_version_code",
  	"version_version" varchar,
  	"version_effective_date" timestamp(3) with time zone,
  	"version_change_note" varchar,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__terms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"notices_id" integer,
  	"news_id" integer,
  	"faqs_id" integer,
  	"references_id" integer,
  	"sharing_programs_id" integer,
  	"esg_posts_id" integer,
  	"lifelong_posts_id" integer,
  	"center_activities_id" integer,
  	"courses_id" integer,
  	"course_applications_id" integer,
  	"course_seat_locks_id" integer,
  	"project_calls_id" integer,
  	"project_proposals_id" integer,
  	"advisory_experts_id" integer,
  	"advisory_requests_id" integer,
  	"equipment_id" integer,
  	"equipment_reservations_id" integer,
  	"safety_trainings_id" integer,
  	"holidays_id" integer,
  	"reservation_slot_locks_id" integer,
  	"banners_id" integer,
  	"media_id" integer,
  	"files_id" integer,
  	"users_id" integer,
  	"social_accounts_id" integer,
  	"refresh_tokens_id" integer,
  	"avatars_id" integer,
  	"post_types_id" integer,
  	"inquiries_id" integer,
  	"collaboration_requests_id" integer,
  	"post_comments_id" integer,
  	"post_files_id" integer,
  	"email_verifications_id" integer,
  	"used_oauth_states_id" integer,
  	"terms_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "greeting_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"body" jsonb,
  	"photo_id" integer,
  	"signature_title" varchar,
  	"signature_name" varchar,
  	"_status" "enum_greeting_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_greeting_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_headline" varchar,
  	"version_body" jsonb,
  	"version_photo_id" integer,
  	"version_signature_title" varchar,
  	"version_signature_name" varchar,
  	"version__status" "enum__greeting_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "vision_page_goals_tasks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"task" varchar
  );
  
  CREATE TABLE "vision_page_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "vision_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "vision_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"statement" varchar,
  	"mission" varchar,
  	"_status" "enum_vision_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_vision_page_v_version_goals_tasks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"task" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vision_page_v_version_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vision_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vision_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_statement" varchar,
  	"version_mission" varchar,
  	"version__status" "enum__vision_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "org_chart_units_duties" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"duty" varchar
  );
  
  CREATE TABLE "org_chart_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"head" varchar,
  	"phone" varchar
  );
  
  CREATE TABLE "org_chart" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"head_title" varchar,
  	"head_name" varchar,
  	"head_phone" varchar,
  	"head_duty" varchar,
  	"deputy_title" varchar,
  	"deputy_name" varchar,
  	"deputy_phone" varchar,
  	"deputy_duty" varchar,
  	"committee_title" varchar,
  	"committee_name" varchar,
  	"committee_phone" varchar,
  	"committee_duty" varchar,
  	"_status" "enum_org_chart_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_org_chart_v_version_units_duties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"duty" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_org_chart_v_version_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"head" varchar,
  	"phone" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_org_chart_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_head_title" varchar,
  	"version_head_name" varchar,
  	"version_head_phone" varchar,
  	"version_head_duty" varchar,
  	"version_deputy_title" varchar,
  	"version_deputy_name" varchar,
  	"version_deputy_phone" varchar,
  	"version_deputy_duty" varchar,
  	"version_committee_title" varchar,
  	"version_committee_name" varchar,
  	"version_committee_phone" varchar,
  	"version_committee_duty" varchar,
  	"version__status" "enum__org_chart_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_edu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_edu_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_edu_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_edu_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_equipment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_equipment_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_equipment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_equipment_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_tech" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_tech_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_tech_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_tech_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_assignment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_assignment_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_assignment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_assignment_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_esg" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_esg_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_esg_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_esg_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_lifelong" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_lifelong_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_lifelong_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_lifelong_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_job_training" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_job_training_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_job_training_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_job_training_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_shop_training" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_shop_training_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_shop_training_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_shop_training_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_spot_training" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_spot_training_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_spot_training_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_spot_training_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_corporate_center" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"body" jsonb,
  	"_status" "enum_intro_corporate_center_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_intro_corporate_center_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_body" jsonb,
  	"version__status" "enum__intro_corporate_center_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "site_settings_institutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_title" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"fax" varchar,
  	"copyright" varchar NOT NULL,
  	"privacy_policy_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v_version_institutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_page_title" varchar NOT NULL,
  	"version_address" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_fax" varchar,
  	"version_copyright" varchar NOT NULL,
  	"version_privacy_policy_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_parent_id_notices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_rels" ADD CONSTRAINT "references_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v" ADD CONSTRAINT "_references_v_parent_id_references_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."references"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_references_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_rels" ADD CONSTRAINT "_references_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sharing_programs" ADD CONSTRAINT "sharing_programs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sharing_programs_rels" ADD CONSTRAINT "sharing_programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sharing_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sharing_programs_rels" ADD CONSTRAINT "sharing_programs_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sharing_programs_v" ADD CONSTRAINT "_sharing_programs_v_parent_id_sharing_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sharing_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sharing_programs_v" ADD CONSTRAINT "_sharing_programs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sharing_programs_v_rels" ADD CONSTRAINT "_sharing_programs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sharing_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sharing_programs_v_rels" ADD CONSTRAINT "_sharing_programs_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_posts_rels" ADD CONSTRAINT "esg_posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."esg_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_posts_rels" ADD CONSTRAINT "esg_posts_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_esg_posts_v" ADD CONSTRAINT "_esg_posts_v_parent_id_esg_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."esg_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_esg_posts_v_rels" ADD CONSTRAINT "_esg_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_esg_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_esg_posts_v_rels" ADD CONSTRAINT "_esg_posts_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lifelong_posts_rels" ADD CONSTRAINT "lifelong_posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lifelong_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lifelong_posts_rels" ADD CONSTRAINT "lifelong_posts_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_lifelong_posts_v" ADD CONSTRAINT "_lifelong_posts_v_parent_id_lifelong_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lifelong_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lifelong_posts_v_rels" ADD CONSTRAINT "_lifelong_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_lifelong_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_lifelong_posts_v_rels" ADD CONSTRAINT "_lifelong_posts_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "center_activities" ADD CONSTRAINT "center_activities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "center_activities_rels" ADD CONSTRAINT "center_activities_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."center_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "center_activities_rels" ADD CONSTRAINT "center_activities_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_center_activities_v" ADD CONSTRAINT "_center_activities_v_parent_id_center_activities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."center_activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_center_activities_v" ADD CONSTRAINT "_center_activities_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_center_activities_v_rels" ADD CONSTRAINT "_center_activities_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_center_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_center_activities_v_rels" ADD CONSTRAINT "_center_activities_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_applications_history" ADD CONSTRAINT "course_applications_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_applications_history" ADD CONSTRAINT "course_applications_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_seat_locks" ADD CONSTRAINT "course_seat_locks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_seat_locks" ADD CONSTRAINT "course_seat_locks_application_id_course_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."course_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_calls_rels" ADD CONSTRAINT "project_calls_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_calls_rels" ADD CONSTRAINT "project_calls_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_project_calls_v" ADD CONSTRAINT "_project_calls_v_parent_id_project_calls_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_project_calls_v_rels" ADD CONSTRAINT "_project_calls_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_project_calls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_project_calls_v_rels" ADD CONSTRAINT "_project_calls_v_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_proposals_history" ADD CONSTRAINT "project_proposals_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_proposals_history" ADD CONSTRAINT "project_proposals_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_call_id_project_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."project_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_proposals_rels" ADD CONSTRAINT "project_proposals_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_proposals_rels" ADD CONSTRAINT "project_proposals_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advisory_experts" ADD CONSTRAINT "advisory_experts_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_advisory_experts_v" ADD CONSTRAINT "_advisory_experts_v_parent_id_advisory_experts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."advisory_experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_advisory_experts_v" ADD CONSTRAINT "_advisory_experts_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisory_requests_history" ADD CONSTRAINT "advisory_requests_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisory_requests_history" ADD CONSTRAINT "advisory_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."advisory_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advisory_requests" ADD CONSTRAINT "advisory_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisory_requests" ADD CONSTRAINT "advisory_requests_preferred_expert_id_advisory_experts_id_fk" FOREIGN KEY ("preferred_expert_id") REFERENCES "public"."advisory_experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisory_requests_rels" ADD CONSTRAINT "advisory_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."advisory_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advisory_requests_rels" ADD CONSTRAINT "advisory_requests_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_usage_modes" ADD CONSTRAINT "equipment_usage_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_opening_rules_weekdays" ADD CONSTRAINT "equipment_opening_rules_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_closures" ADD CONSTRAINT "equipment_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v_version_usage_modes" ADD CONSTRAINT "_equipment_v_version_usage_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_version_opening_rules_weekdays" ADD CONSTRAINT "_equipment_v_version_opening_rules_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v_version_closures" ADD CONSTRAINT "_equipment_v_version_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_equipment_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_parent_id_equipment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations_slots" ADD CONSTRAINT "equipment_reservations_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_reservations_history" ADD CONSTRAINT "equipment_reservations_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations_history" ADD CONSTRAINT "equipment_reservations_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."equipment_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_trainings" ADD CONSTRAINT "safety_trainings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_trainings" ADD CONSTRAINT "safety_trainings_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_trainings" ADD CONSTRAINT "safety_trainings_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservation_slot_locks" ADD CONSTRAINT "reservation_slot_locks_reservation_id_equipment_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."equipment_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "avatars" ADD CONSTRAINT "avatars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_post_type_id_post_types_id_fk" FOREIGN KEY ("post_type_id") REFERENCES "public"."post_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_post_type_id_post_types_id_fk" FOREIGN KEY ("post_type_id") REFERENCES "public"."post_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaboration_requests_rels" ADD CONSTRAINT "collaboration_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."collaboration_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collaboration_requests_rels" ADD CONSTRAINT "collaboration_requests_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_author_id_users_id_fk" FOREIGN KEY ("post_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "post_comments_rels" ADD CONSTRAINT "post_comments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_comments_rels" ADD CONSTRAINT "post_comments_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_comments_rels" ADD CONSTRAINT "post_comments_rels_collaboration_requests_fk" FOREIGN KEY ("collaboration_requests_id") REFERENCES "public"."collaboration_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_files" ADD CONSTRAINT "post_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_terms_v" ADD CONSTRAINT "_terms_v_parent_id_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notices_fk" FOREIGN KEY ("notices_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_references_fk" FOREIGN KEY ("references_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sharing_programs_fk" FOREIGN KEY ("sharing_programs_id") REFERENCES "public"."sharing_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_esg_posts_fk" FOREIGN KEY ("esg_posts_id") REFERENCES "public"."esg_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lifelong_posts_fk" FOREIGN KEY ("lifelong_posts_id") REFERENCES "public"."lifelong_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_center_activities_fk" FOREIGN KEY ("center_activities_id") REFERENCES "public"."center_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_applications_fk" FOREIGN KEY ("course_applications_id") REFERENCES "public"."course_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_seat_locks_fk" FOREIGN KEY ("course_seat_locks_id") REFERENCES "public"."course_seat_locks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_calls_fk" FOREIGN KEY ("project_calls_id") REFERENCES "public"."project_calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_proposals_fk" FOREIGN KEY ("project_proposals_id") REFERENCES "public"."project_proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_advisory_experts_fk" FOREIGN KEY ("advisory_experts_id") REFERENCES "public"."advisory_experts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_advisory_requests_fk" FOREIGN KEY ("advisory_requests_id") REFERENCES "public"."advisory_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_reservations_fk" FOREIGN KEY ("equipment_reservations_id") REFERENCES "public"."equipment_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_safety_trainings_fk" FOREIGN KEY ("safety_trainings_id") REFERENCES "public"."safety_trainings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_holidays_fk" FOREIGN KEY ("holidays_id") REFERENCES "public"."holidays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservation_slot_locks_fk" FOREIGN KEY ("reservation_slot_locks_id") REFERENCES "public"."reservation_slot_locks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_accounts_fk" FOREIGN KEY ("social_accounts_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refresh_tokens_fk" FOREIGN KEY ("refresh_tokens_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_avatars_fk" FOREIGN KEY ("avatars_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_types_fk" FOREIGN KEY ("post_types_id") REFERENCES "public"."post_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaboration_requests_fk" FOREIGN KEY ("collaboration_requests_id") REFERENCES "public"."collaboration_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_comments_fk" FOREIGN KEY ("post_comments_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_verifications_fk" FOREIGN KEY ("email_verifications_id") REFERENCES "public"."email_verifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_oauth_states_fk" FOREIGN KEY ("used_oauth_states_id") REFERENCES "public"."used_oauth_states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_terms_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "greeting_page" ADD CONSTRAINT "greeting_page_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_greeting_page_v" ADD CONSTRAINT "_greeting_page_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vision_page_goals_tasks" ADD CONSTRAINT "vision_page_goals_tasks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vision_page_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vision_page_goals" ADD CONSTRAINT "vision_page_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vision_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vision_page_values" ADD CONSTRAINT "vision_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vision_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vision_page_v_version_goals_tasks" ADD CONSTRAINT "_vision_page_v_version_goals_tasks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vision_page_v_version_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vision_page_v_version_goals" ADD CONSTRAINT "_vision_page_v_version_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vision_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vision_page_v_version_values" ADD CONSTRAINT "_vision_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vision_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_chart_units_duties" ADD CONSTRAINT "org_chart_units_duties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_chart_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "org_chart_units" ADD CONSTRAINT "org_chart_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."org_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_chart_v_version_units_duties" ADD CONSTRAINT "_org_chart_v_version_units_duties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_chart_v_version_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_org_chart_v_version_units" ADD CONSTRAINT "_org_chart_v_version_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_org_chart_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_institutions" ADD CONSTRAINT "site_settings_institutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_institutions" ADD CONSTRAINT "_site_settings_v_version_institutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notices_category_idx" ON "notices" USING btree ("category");
  CREATE INDEX "notices_pinned_idx" ON "notices" USING btree ("pinned");
  CREATE INDEX "notices_published_at_idx" ON "notices" USING btree ("published_at");
  CREATE INDEX "notices_updated_at_idx" ON "notices" USING btree ("updated_at");
  CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");
  CREATE INDEX "notices__status_idx" ON "notices" USING btree ("_status");
  CREATE INDEX "notices_rels_order_idx" ON "notices_rels" USING btree ("order");
  CREATE INDEX "notices_rels_parent_idx" ON "notices_rels" USING btree ("parent_id");
  CREATE INDEX "notices_rels_path_idx" ON "notices_rels" USING btree ("path");
  CREATE INDEX "notices_rels_files_id_idx" ON "notices_rels" USING btree ("files_id");
  CREATE INDEX "_notices_v_parent_idx" ON "_notices_v" USING btree ("parent_id");
  CREATE INDEX "_notices_v_version_version_category_idx" ON "_notices_v" USING btree ("version_category");
  CREATE INDEX "_notices_v_version_version_pinned_idx" ON "_notices_v" USING btree ("version_pinned");
  CREATE INDEX "_notices_v_version_version_published_at_idx" ON "_notices_v" USING btree ("version_published_at");
  CREATE INDEX "_notices_v_version_version_updated_at_idx" ON "_notices_v" USING btree ("version_updated_at");
  CREATE INDEX "_notices_v_version_version_created_at_idx" ON "_notices_v" USING btree ("version_created_at");
  CREATE INDEX "_notices_v_version_version__status_idx" ON "_notices_v" USING btree ("version__status");
  CREATE INDEX "_notices_v_created_at_idx" ON "_notices_v" USING btree ("created_at");
  CREATE INDEX "_notices_v_updated_at_idx" ON "_notices_v" USING btree ("updated_at");
  CREATE INDEX "_notices_v_latest_idx" ON "_notices_v" USING btree ("latest");
  CREATE INDEX "_notices_v_rels_order_idx" ON "_notices_v_rels" USING btree ("order");
  CREATE INDEX "_notices_v_rels_parent_idx" ON "_notices_v_rels" USING btree ("parent_id");
  CREATE INDEX "_notices_v_rels_path_idx" ON "_notices_v_rels" USING btree ("path");
  CREATE INDEX "_notices_v_rels_files_id_idx" ON "_notices_v_rels" USING btree ("files_id");
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_files_id_idx" ON "news_rels" USING btree ("files_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_files_id_idx" ON "_news_v_rels" USING btree ("files_id");
  CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category");
  CREATE INDEX "faqs_published_at_idx" ON "faqs" USING btree ("published_at");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_category_idx" ON "_faqs_v" USING btree ("version_category");
  CREATE INDEX "_faqs_v_version_version_published_at_idx" ON "_faqs_v" USING btree ("version_published_at");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "references_category_idx" ON "references" USING btree ("category");
  CREATE INDEX "references_published_at_idx" ON "references" USING btree ("published_at");
  CREATE INDEX "references_updated_at_idx" ON "references" USING btree ("updated_at");
  CREATE INDEX "references_created_at_idx" ON "references" USING btree ("created_at");
  CREATE INDEX "references__status_idx" ON "references" USING btree ("_status");
  CREATE INDEX "references_rels_order_idx" ON "references_rels" USING btree ("order");
  CREATE INDEX "references_rels_parent_idx" ON "references_rels" USING btree ("parent_id");
  CREATE INDEX "references_rels_path_idx" ON "references_rels" USING btree ("path");
  CREATE INDEX "references_rels_files_id_idx" ON "references_rels" USING btree ("files_id");
  CREATE INDEX "_references_v_parent_idx" ON "_references_v" USING btree ("parent_id");
  CREATE INDEX "_references_v_version_version_category_idx" ON "_references_v" USING btree ("version_category");
  CREATE INDEX "_references_v_version_version_published_at_idx" ON "_references_v" USING btree ("version_published_at");
  CREATE INDEX "_references_v_version_version_updated_at_idx" ON "_references_v" USING btree ("version_updated_at");
  CREATE INDEX "_references_v_version_version_created_at_idx" ON "_references_v" USING btree ("version_created_at");
  CREATE INDEX "_references_v_version_version__status_idx" ON "_references_v" USING btree ("version__status");
  CREATE INDEX "_references_v_created_at_idx" ON "_references_v" USING btree ("created_at");
  CREATE INDEX "_references_v_updated_at_idx" ON "_references_v" USING btree ("updated_at");
  CREATE INDEX "_references_v_latest_idx" ON "_references_v" USING btree ("latest");
  CREATE INDEX "_references_v_rels_order_idx" ON "_references_v_rels" USING btree ("order");
  CREATE INDEX "_references_v_rels_parent_idx" ON "_references_v_rels" USING btree ("parent_id");
  CREATE INDEX "_references_v_rels_path_idx" ON "_references_v_rels" USING btree ("path");
  CREATE INDEX "_references_v_rels_files_id_idx" ON "_references_v_rels" USING btree ("files_id");
  CREATE INDEX "sharing_programs_category_idx" ON "sharing_programs" USING btree ("category");
  CREATE INDEX "sharing_programs_image_idx" ON "sharing_programs" USING btree ("image_id");
  CREATE INDEX "sharing_programs_published_at_idx" ON "sharing_programs" USING btree ("published_at");
  CREATE INDEX "sharing_programs_updated_at_idx" ON "sharing_programs" USING btree ("updated_at");
  CREATE INDEX "sharing_programs_created_at_idx" ON "sharing_programs" USING btree ("created_at");
  CREATE INDEX "sharing_programs__status_idx" ON "sharing_programs" USING btree ("_status");
  CREATE INDEX "sharing_programs_rels_order_idx" ON "sharing_programs_rels" USING btree ("order");
  CREATE INDEX "sharing_programs_rels_parent_idx" ON "sharing_programs_rels" USING btree ("parent_id");
  CREATE INDEX "sharing_programs_rels_path_idx" ON "sharing_programs_rels" USING btree ("path");
  CREATE INDEX "sharing_programs_rels_files_id_idx" ON "sharing_programs_rels" USING btree ("files_id");
  CREATE INDEX "_sharing_programs_v_parent_idx" ON "_sharing_programs_v" USING btree ("parent_id");
  CREATE INDEX "_sharing_programs_v_version_version_category_idx" ON "_sharing_programs_v" USING btree ("version_category");
  CREATE INDEX "_sharing_programs_v_version_version_image_idx" ON "_sharing_programs_v" USING btree ("version_image_id");
  CREATE INDEX "_sharing_programs_v_version_version_published_at_idx" ON "_sharing_programs_v" USING btree ("version_published_at");
  CREATE INDEX "_sharing_programs_v_version_version_updated_at_idx" ON "_sharing_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_sharing_programs_v_version_version_created_at_idx" ON "_sharing_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_sharing_programs_v_version_version__status_idx" ON "_sharing_programs_v" USING btree ("version__status");
  CREATE INDEX "_sharing_programs_v_created_at_idx" ON "_sharing_programs_v" USING btree ("created_at");
  CREATE INDEX "_sharing_programs_v_updated_at_idx" ON "_sharing_programs_v" USING btree ("updated_at");
  CREATE INDEX "_sharing_programs_v_latest_idx" ON "_sharing_programs_v" USING btree ("latest");
  CREATE INDEX "_sharing_programs_v_rels_order_idx" ON "_sharing_programs_v_rels" USING btree ("order");
  CREATE INDEX "_sharing_programs_v_rels_parent_idx" ON "_sharing_programs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sharing_programs_v_rels_path_idx" ON "_sharing_programs_v_rels" USING btree ("path");
  CREATE INDEX "_sharing_programs_v_rels_files_id_idx" ON "_sharing_programs_v_rels" USING btree ("files_id");
  CREATE INDEX "esg_posts_category_idx" ON "esg_posts" USING btree ("category");
  CREATE INDEX "esg_posts_published_at_idx" ON "esg_posts" USING btree ("published_at");
  CREATE INDEX "esg_posts_updated_at_idx" ON "esg_posts" USING btree ("updated_at");
  CREATE INDEX "esg_posts_created_at_idx" ON "esg_posts" USING btree ("created_at");
  CREATE INDEX "esg_posts__status_idx" ON "esg_posts" USING btree ("_status");
  CREATE INDEX "esg_posts_rels_order_idx" ON "esg_posts_rels" USING btree ("order");
  CREATE INDEX "esg_posts_rels_parent_idx" ON "esg_posts_rels" USING btree ("parent_id");
  CREATE INDEX "esg_posts_rels_path_idx" ON "esg_posts_rels" USING btree ("path");
  CREATE INDEX "esg_posts_rels_files_id_idx" ON "esg_posts_rels" USING btree ("files_id");
  CREATE INDEX "_esg_posts_v_parent_idx" ON "_esg_posts_v" USING btree ("parent_id");
  CREATE INDEX "_esg_posts_v_version_version_category_idx" ON "_esg_posts_v" USING btree ("version_category");
  CREATE INDEX "_esg_posts_v_version_version_published_at_idx" ON "_esg_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_esg_posts_v_version_version_updated_at_idx" ON "_esg_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_esg_posts_v_version_version_created_at_idx" ON "_esg_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_esg_posts_v_version_version__status_idx" ON "_esg_posts_v" USING btree ("version__status");
  CREATE INDEX "_esg_posts_v_created_at_idx" ON "_esg_posts_v" USING btree ("created_at");
  CREATE INDEX "_esg_posts_v_updated_at_idx" ON "_esg_posts_v" USING btree ("updated_at");
  CREATE INDEX "_esg_posts_v_latest_idx" ON "_esg_posts_v" USING btree ("latest");
  CREATE INDEX "_esg_posts_v_rels_order_idx" ON "_esg_posts_v_rels" USING btree ("order");
  CREATE INDEX "_esg_posts_v_rels_parent_idx" ON "_esg_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_esg_posts_v_rels_path_idx" ON "_esg_posts_v_rels" USING btree ("path");
  CREATE INDEX "_esg_posts_v_rels_files_id_idx" ON "_esg_posts_v_rels" USING btree ("files_id");
  CREATE INDEX "lifelong_posts_category_idx" ON "lifelong_posts" USING btree ("category");
  CREATE INDEX "lifelong_posts_published_at_idx" ON "lifelong_posts" USING btree ("published_at");
  CREATE INDEX "lifelong_posts_updated_at_idx" ON "lifelong_posts" USING btree ("updated_at");
  CREATE INDEX "lifelong_posts_created_at_idx" ON "lifelong_posts" USING btree ("created_at");
  CREATE INDEX "lifelong_posts__status_idx" ON "lifelong_posts" USING btree ("_status");
  CREATE INDEX "lifelong_posts_rels_order_idx" ON "lifelong_posts_rels" USING btree ("order");
  CREATE INDEX "lifelong_posts_rels_parent_idx" ON "lifelong_posts_rels" USING btree ("parent_id");
  CREATE INDEX "lifelong_posts_rels_path_idx" ON "lifelong_posts_rels" USING btree ("path");
  CREATE INDEX "lifelong_posts_rels_files_id_idx" ON "lifelong_posts_rels" USING btree ("files_id");
  CREATE INDEX "_lifelong_posts_v_parent_idx" ON "_lifelong_posts_v" USING btree ("parent_id");
  CREATE INDEX "_lifelong_posts_v_version_version_category_idx" ON "_lifelong_posts_v" USING btree ("version_category");
  CREATE INDEX "_lifelong_posts_v_version_version_published_at_idx" ON "_lifelong_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_lifelong_posts_v_version_version_updated_at_idx" ON "_lifelong_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_lifelong_posts_v_version_version_created_at_idx" ON "_lifelong_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_lifelong_posts_v_version_version__status_idx" ON "_lifelong_posts_v" USING btree ("version__status");
  CREATE INDEX "_lifelong_posts_v_created_at_idx" ON "_lifelong_posts_v" USING btree ("created_at");
  CREATE INDEX "_lifelong_posts_v_updated_at_idx" ON "_lifelong_posts_v" USING btree ("updated_at");
  CREATE INDEX "_lifelong_posts_v_latest_idx" ON "_lifelong_posts_v" USING btree ("latest");
  CREATE INDEX "_lifelong_posts_v_rels_order_idx" ON "_lifelong_posts_v_rels" USING btree ("order");
  CREATE INDEX "_lifelong_posts_v_rels_parent_idx" ON "_lifelong_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_lifelong_posts_v_rels_path_idx" ON "_lifelong_posts_v_rels" USING btree ("path");
  CREATE INDEX "_lifelong_posts_v_rels_files_id_idx" ON "_lifelong_posts_v_rels" USING btree ("files_id");
  CREATE INDEX "center_activities_category_idx" ON "center_activities" USING btree ("category");
  CREATE INDEX "center_activities_image_idx" ON "center_activities" USING btree ("image_id");
  CREATE INDEX "center_activities_published_at_idx" ON "center_activities" USING btree ("published_at");
  CREATE INDEX "center_activities_updated_at_idx" ON "center_activities" USING btree ("updated_at");
  CREATE INDEX "center_activities_created_at_idx" ON "center_activities" USING btree ("created_at");
  CREATE INDEX "center_activities__status_idx" ON "center_activities" USING btree ("_status");
  CREATE INDEX "center_activities_rels_order_idx" ON "center_activities_rels" USING btree ("order");
  CREATE INDEX "center_activities_rels_parent_idx" ON "center_activities_rels" USING btree ("parent_id");
  CREATE INDEX "center_activities_rels_path_idx" ON "center_activities_rels" USING btree ("path");
  CREATE INDEX "center_activities_rels_files_id_idx" ON "center_activities_rels" USING btree ("files_id");
  CREATE INDEX "_center_activities_v_parent_idx" ON "_center_activities_v" USING btree ("parent_id");
  CREATE INDEX "_center_activities_v_version_version_category_idx" ON "_center_activities_v" USING btree ("version_category");
  CREATE INDEX "_center_activities_v_version_version_image_idx" ON "_center_activities_v" USING btree ("version_image_id");
  CREATE INDEX "_center_activities_v_version_version_published_at_idx" ON "_center_activities_v" USING btree ("version_published_at");
  CREATE INDEX "_center_activities_v_version_version_updated_at_idx" ON "_center_activities_v" USING btree ("version_updated_at");
  CREATE INDEX "_center_activities_v_version_version_created_at_idx" ON "_center_activities_v" USING btree ("version_created_at");
  CREATE INDEX "_center_activities_v_version_version__status_idx" ON "_center_activities_v" USING btree ("version__status");
  CREATE INDEX "_center_activities_v_created_at_idx" ON "_center_activities_v" USING btree ("created_at");
  CREATE INDEX "_center_activities_v_updated_at_idx" ON "_center_activities_v" USING btree ("updated_at");
  CREATE INDEX "_center_activities_v_latest_idx" ON "_center_activities_v" USING btree ("latest");
  CREATE INDEX "_center_activities_v_rels_order_idx" ON "_center_activities_v_rels" USING btree ("order");
  CREATE INDEX "_center_activities_v_rels_parent_idx" ON "_center_activities_v_rels" USING btree ("parent_id");
  CREATE INDEX "_center_activities_v_rels_path_idx" ON "_center_activities_v_rels" USING btree ("path");
  CREATE INDEX "_center_activities_v_rels_files_id_idx" ON "_center_activities_v_rels" USING btree ("files_id");
  CREATE INDEX "courses_mode_idx" ON "courses" USING btree ("mode");
  CREATE INDEX "courses_track_idx" ON "courses" USING btree ("track");
  CREATE INDEX "courses_state_idx" ON "courses" USING btree ("state");
  CREATE INDEX "courses_image_idx" ON "courses" USING btree ("image_id");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "courses__status_idx" ON "courses" USING btree ("_status");
  CREATE INDEX "_courses_v_parent_idx" ON "_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_mode_idx" ON "_courses_v" USING btree ("version_mode");
  CREATE INDEX "_courses_v_version_version_track_idx" ON "_courses_v" USING btree ("version_track");
  CREATE INDEX "_courses_v_version_version_state_idx" ON "_courses_v" USING btree ("version_state");
  CREATE INDEX "_courses_v_version_version_image_idx" ON "_courses_v" USING btree ("version_image_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_latest_idx" ON "_courses_v" USING btree ("latest");
  CREATE INDEX "course_applications_history_order_idx" ON "course_applications_history" USING btree ("_order");
  CREATE INDEX "course_applications_history_parent_id_idx" ON "course_applications_history" USING btree ("_parent_id");
  CREATE INDEX "course_applications_history_by_idx" ON "course_applications_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "course_applications_application_no_idx" ON "course_applications" USING btree ("application_no");
  CREATE INDEX "course_applications_member_idx" ON "course_applications" USING btree ("member_id");
  CREATE INDEX "course_applications_course_idx" ON "course_applications" USING btree ("course_id");
  CREATE INDEX "course_applications_waitlisted_idx" ON "course_applications" USING btree ("waitlisted");
  CREATE UNIQUE INDEX "course_applications_live_key_idx" ON "course_applications" USING btree ("live_key");
  CREATE INDEX "course_applications_state_idx" ON "course_applications" USING btree ("state");
  CREATE INDEX "course_applications_created_at_idx" ON "course_applications" USING btree ("created_at");
  CREATE INDEX "course_applications_updated_at_idx" ON "course_applications" USING btree ("updated_at");
  CREATE UNIQUE INDEX "course_seat_locks_seat_key_idx" ON "course_seat_locks" USING btree ("seat_key");
  CREATE INDEX "course_seat_locks_course_idx" ON "course_seat_locks" USING btree ("course_id");
  CREATE UNIQUE INDEX "course_seat_locks_application_idx" ON "course_seat_locks" USING btree ("application_id");
  CREATE INDEX "course_seat_locks_updated_at_idx" ON "course_seat_locks" USING btree ("updated_at");
  CREATE INDEX "course_seat_locks_created_at_idx" ON "course_seat_locks" USING btree ("created_at");
  CREATE INDEX "project_calls_apply_start_idx" ON "project_calls" USING btree ("apply_start");
  CREATE INDEX "project_calls_updated_at_idx" ON "project_calls" USING btree ("updated_at");
  CREATE INDEX "project_calls_created_at_idx" ON "project_calls" USING btree ("created_at");
  CREATE INDEX "project_calls__status_idx" ON "project_calls" USING btree ("_status");
  CREATE INDEX "project_calls_rels_order_idx" ON "project_calls_rels" USING btree ("order");
  CREATE INDEX "project_calls_rels_parent_idx" ON "project_calls_rels" USING btree ("parent_id");
  CREATE INDEX "project_calls_rels_path_idx" ON "project_calls_rels" USING btree ("path");
  CREATE INDEX "project_calls_rels_files_id_idx" ON "project_calls_rels" USING btree ("files_id");
  CREATE INDEX "_project_calls_v_parent_idx" ON "_project_calls_v" USING btree ("parent_id");
  CREATE INDEX "_project_calls_v_version_version_apply_start_idx" ON "_project_calls_v" USING btree ("version_apply_start");
  CREATE INDEX "_project_calls_v_version_version_updated_at_idx" ON "_project_calls_v" USING btree ("version_updated_at");
  CREATE INDEX "_project_calls_v_version_version_created_at_idx" ON "_project_calls_v" USING btree ("version_created_at");
  CREATE INDEX "_project_calls_v_version_version__status_idx" ON "_project_calls_v" USING btree ("version__status");
  CREATE INDEX "_project_calls_v_created_at_idx" ON "_project_calls_v" USING btree ("created_at");
  CREATE INDEX "_project_calls_v_updated_at_idx" ON "_project_calls_v" USING btree ("updated_at");
  CREATE INDEX "_project_calls_v_latest_idx" ON "_project_calls_v" USING btree ("latest");
  CREATE INDEX "_project_calls_v_rels_order_idx" ON "_project_calls_v_rels" USING btree ("order");
  CREATE INDEX "_project_calls_v_rels_parent_idx" ON "_project_calls_v_rels" USING btree ("parent_id");
  CREATE INDEX "_project_calls_v_rels_path_idx" ON "_project_calls_v_rels" USING btree ("path");
  CREATE INDEX "_project_calls_v_rels_files_id_idx" ON "_project_calls_v_rels" USING btree ("files_id");
  CREATE INDEX "project_proposals_history_order_idx" ON "project_proposals_history" USING btree ("_order");
  CREATE INDEX "project_proposals_history_parent_id_idx" ON "project_proposals_history" USING btree ("_parent_id");
  CREATE INDEX "project_proposals_history_by_idx" ON "project_proposals_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "project_proposals_application_no_idx" ON "project_proposals" USING btree ("application_no");
  CREATE INDEX "project_proposals_member_idx" ON "project_proposals" USING btree ("member_id");
  CREATE INDEX "project_proposals_call_idx" ON "project_proposals" USING btree ("call_id");
  CREATE UNIQUE INDEX "project_proposals_live_key_idx" ON "project_proposals" USING btree ("live_key");
  CREATE INDEX "project_proposals_state_idx" ON "project_proposals" USING btree ("state");
  CREATE INDEX "project_proposals_created_at_idx" ON "project_proposals" USING btree ("created_at");
  CREATE INDEX "project_proposals_updated_at_idx" ON "project_proposals" USING btree ("updated_at");
  CREATE INDEX "project_proposals_rels_order_idx" ON "project_proposals_rels" USING btree ("order");
  CREATE INDEX "project_proposals_rels_parent_idx" ON "project_proposals_rels" USING btree ("parent_id");
  CREATE INDEX "project_proposals_rels_path_idx" ON "project_proposals_rels" USING btree ("path");
  CREATE INDEX "project_proposals_rels_post_files_id_idx" ON "project_proposals_rels" USING btree ("post_files_id");
  CREATE INDEX "advisory_experts_field_idx" ON "advisory_experts" USING btree ("field");
  CREATE INDEX "advisory_experts_photo_idx" ON "advisory_experts" USING btree ("photo_id");
  CREATE INDEX "advisory_experts_sort_order_idx" ON "advisory_experts" USING btree ("sort_order");
  CREATE INDEX "advisory_experts_updated_at_idx" ON "advisory_experts" USING btree ("updated_at");
  CREATE INDEX "advisory_experts_created_at_idx" ON "advisory_experts" USING btree ("created_at");
  CREATE INDEX "advisory_experts__status_idx" ON "advisory_experts" USING btree ("_status");
  CREATE INDEX "_advisory_experts_v_parent_idx" ON "_advisory_experts_v" USING btree ("parent_id");
  CREATE INDEX "_advisory_experts_v_version_version_field_idx" ON "_advisory_experts_v" USING btree ("version_field");
  CREATE INDEX "_advisory_experts_v_version_version_photo_idx" ON "_advisory_experts_v" USING btree ("version_photo_id");
  CREATE INDEX "_advisory_experts_v_version_version_sort_order_idx" ON "_advisory_experts_v" USING btree ("version_sort_order");
  CREATE INDEX "_advisory_experts_v_version_version_updated_at_idx" ON "_advisory_experts_v" USING btree ("version_updated_at");
  CREATE INDEX "_advisory_experts_v_version_version_created_at_idx" ON "_advisory_experts_v" USING btree ("version_created_at");
  CREATE INDEX "_advisory_experts_v_version_version__status_idx" ON "_advisory_experts_v" USING btree ("version__status");
  CREATE INDEX "_advisory_experts_v_created_at_idx" ON "_advisory_experts_v" USING btree ("created_at");
  CREATE INDEX "_advisory_experts_v_updated_at_idx" ON "_advisory_experts_v" USING btree ("updated_at");
  CREATE INDEX "_advisory_experts_v_latest_idx" ON "_advisory_experts_v" USING btree ("latest");
  CREATE INDEX "advisory_requests_history_order_idx" ON "advisory_requests_history" USING btree ("_order");
  CREATE INDEX "advisory_requests_history_parent_id_idx" ON "advisory_requests_history" USING btree ("_parent_id");
  CREATE INDEX "advisory_requests_history_by_idx" ON "advisory_requests_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "advisory_requests_application_no_idx" ON "advisory_requests" USING btree ("application_no");
  CREATE INDEX "advisory_requests_member_idx" ON "advisory_requests" USING btree ("member_id");
  CREATE INDEX "advisory_requests_field_idx" ON "advisory_requests" USING btree ("field");
  CREATE INDEX "advisory_requests_preferred_expert_idx" ON "advisory_requests" USING btree ("preferred_expert_id");
  CREATE INDEX "advisory_requests_state_idx" ON "advisory_requests" USING btree ("state");
  CREATE INDEX "advisory_requests_created_at_idx" ON "advisory_requests" USING btree ("created_at");
  CREATE INDEX "advisory_requests_updated_at_idx" ON "advisory_requests" USING btree ("updated_at");
  CREATE INDEX "advisory_requests_rels_order_idx" ON "advisory_requests_rels" USING btree ("order");
  CREATE INDEX "advisory_requests_rels_parent_idx" ON "advisory_requests_rels" USING btree ("parent_id");
  CREATE INDEX "advisory_requests_rels_path_idx" ON "advisory_requests_rels" USING btree ("path");
  CREATE INDEX "advisory_requests_rels_post_files_id_idx" ON "advisory_requests_rels" USING btree ("post_files_id");
  CREATE INDEX "equipment_usage_modes_order_idx" ON "equipment_usage_modes" USING btree ("_order");
  CREATE INDEX "equipment_usage_modes_parent_id_idx" ON "equipment_usage_modes" USING btree ("_parent_id");
  CREATE INDEX "equipment_opening_rules_weekdays_order_idx" ON "equipment_opening_rules_weekdays" USING btree ("order");
  CREATE INDEX "equipment_opening_rules_weekdays_parent_idx" ON "equipment_opening_rules_weekdays" USING btree ("parent_id");
  CREATE INDEX "equipment_closures_order_idx" ON "equipment_closures" USING btree ("_order");
  CREATE INDEX "equipment_closures_parent_id_idx" ON "equipment_closures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "equipment_equipment_no_idx" ON "equipment" USING btree ("equipment_no");
  CREATE INDEX "equipment_category_idx" ON "equipment" USING btree ("category");
  CREATE INDEX "equipment_image_idx" ON "equipment" USING btree ("image_id");
  CREATE INDEX "equipment_bookable_idx" ON "equipment" USING btree ("bookable");
  CREATE INDEX "equipment_updated_at_idx" ON "equipment" USING btree ("updated_at");
  CREATE INDEX "equipment_created_at_idx" ON "equipment" USING btree ("created_at");
  CREATE INDEX "equipment__status_idx" ON "equipment" USING btree ("_status");
  CREATE INDEX "_equipment_v_version_usage_modes_order_idx" ON "_equipment_v_version_usage_modes" USING btree ("_order");
  CREATE INDEX "_equipment_v_version_usage_modes_parent_id_idx" ON "_equipment_v_version_usage_modes" USING btree ("_parent_id");
  CREATE INDEX "_equipment_v_version_opening_rules_weekdays_order_idx" ON "_equipment_v_version_opening_rules_weekdays" USING btree ("order");
  CREATE INDEX "_equipment_v_version_opening_rules_weekdays_parent_idx" ON "_equipment_v_version_opening_rules_weekdays" USING btree ("parent_id");
  CREATE INDEX "_equipment_v_version_closures_order_idx" ON "_equipment_v_version_closures" USING btree ("_order");
  CREATE INDEX "_equipment_v_version_closures_parent_id_idx" ON "_equipment_v_version_closures" USING btree ("_parent_id");
  CREATE INDEX "_equipment_v_parent_idx" ON "_equipment_v" USING btree ("parent_id");
  CREATE INDEX "_equipment_v_version_version_equipment_no_idx" ON "_equipment_v" USING btree ("version_equipment_no");
  CREATE INDEX "_equipment_v_version_version_category_idx" ON "_equipment_v" USING btree ("version_category");
  CREATE INDEX "_equipment_v_version_version_image_idx" ON "_equipment_v" USING btree ("version_image_id");
  CREATE INDEX "_equipment_v_version_version_bookable_idx" ON "_equipment_v" USING btree ("version_bookable");
  CREATE INDEX "_equipment_v_version_version_updated_at_idx" ON "_equipment_v" USING btree ("version_updated_at");
  CREATE INDEX "_equipment_v_version_version_created_at_idx" ON "_equipment_v" USING btree ("version_created_at");
  CREATE INDEX "_equipment_v_version_version__status_idx" ON "_equipment_v" USING btree ("version__status");
  CREATE INDEX "_equipment_v_created_at_idx" ON "_equipment_v" USING btree ("created_at");
  CREATE INDEX "_equipment_v_updated_at_idx" ON "_equipment_v" USING btree ("updated_at");
  CREATE INDEX "_equipment_v_latest_idx" ON "_equipment_v" USING btree ("latest");
  CREATE INDEX "equipment_reservations_slots_order_idx" ON "equipment_reservations_slots" USING btree ("_order");
  CREATE INDEX "equipment_reservations_slots_parent_id_idx" ON "equipment_reservations_slots" USING btree ("_parent_id");
  CREATE INDEX "equipment_reservations_history_order_idx" ON "equipment_reservations_history" USING btree ("_order");
  CREATE INDEX "equipment_reservations_history_parent_id_idx" ON "equipment_reservations_history" USING btree ("_parent_id");
  CREATE INDEX "equipment_reservations_history_by_idx" ON "equipment_reservations_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "equipment_reservations_reservation_no_idx" ON "equipment_reservations" USING btree ("reservation_no");
  CREATE INDEX "equipment_reservations_member_idx" ON "equipment_reservations" USING btree ("member_id");
  CREATE INDEX "equipment_reservations_equipment_idx" ON "equipment_reservations" USING btree ("equipment_id");
  CREATE INDEX "equipment_reservations_use_date_idx" ON "equipment_reservations" USING btree ("use_date");
  CREATE INDEX "equipment_reservations_start_at_idx" ON "equipment_reservations" USING btree ("start_at");
  CREATE INDEX "equipment_reservations_state_idx" ON "equipment_reservations" USING btree ("state");
  CREATE INDEX "equipment_reservations_created_at_idx" ON "equipment_reservations" USING btree ("created_at");
  CREATE INDEX "equipment_reservations_updated_at_idx" ON "equipment_reservations" USING btree ("updated_at");
  CREATE INDEX "safety_trainings_member_idx" ON "safety_trainings" USING btree ("member_id");
  CREATE INDEX "safety_trainings_equipment_idx" ON "safety_trainings" USING btree ("equipment_id");
  CREATE INDEX "safety_trainings_confirmed_by_idx" ON "safety_trainings" USING btree ("confirmed_by_id");
  CREATE UNIQUE INDEX "safety_trainings_pair_key_idx" ON "safety_trainings" USING btree ("pair_key");
  CREATE INDEX "safety_trainings_updated_at_idx" ON "safety_trainings" USING btree ("updated_at");
  CREATE INDEX "safety_trainings_created_at_idx" ON "safety_trainings" USING btree ("created_at");
  CREATE UNIQUE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");
  CREATE INDEX "holidays_updated_at_idx" ON "holidays" USING btree ("updated_at");
  CREATE INDEX "holidays_created_at_idx" ON "holidays" USING btree ("created_at");
  CREATE UNIQUE INDEX "reservation_slot_locks_slot_key_idx" ON "reservation_slot_locks" USING btree ("slot_key");
  CREATE INDEX "reservation_slot_locks_reservation_idx" ON "reservation_slot_locks" USING btree ("reservation_id");
  CREATE INDEX "reservation_slot_locks_updated_at_idx" ON "reservation_slot_locks" USING btree ("updated_at");
  CREATE INDEX "reservation_slot_locks_created_at_idx" ON "reservation_slot_locks" USING btree ("created_at");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");
  CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar_id");
  CREATE INDEX "users_status_idx" ON "users" USING btree ("status");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");
  CREATE UNIQUE INDEX "social_accounts_provider_key_idx" ON "social_accounts" USING btree ("provider_key");
  CREATE INDEX "social_accounts_updated_at_idx" ON "social_accounts" USING btree ("updated_at");
  CREATE INDEX "social_accounts_created_at_idx" ON "social_accounts" USING btree ("created_at");
  CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");
  CREATE UNIQUE INDEX "refresh_tokens_token_hash_idx" ON "refresh_tokens" USING btree ("token_hash");
  CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");
  CREATE INDEX "refresh_tokens_sid_idx" ON "refresh_tokens" USING btree ("sid");
  CREATE INDEX "refresh_tokens_revoked_at_idx" ON "refresh_tokens" USING btree ("revoked_at");
  CREATE INDEX "refresh_tokens_updated_at_idx" ON "refresh_tokens" USING btree ("updated_at");
  CREATE INDEX "refresh_tokens_created_at_idx" ON "refresh_tokens" USING btree ("created_at");
  CREATE INDEX "avatars_owner_idx" ON "avatars" USING btree ("owner_id");
  CREATE INDEX "avatars_updated_at_idx" ON "avatars" USING btree ("updated_at");
  CREATE INDEX "avatars_created_at_idx" ON "avatars" USING btree ("created_at");
  CREATE UNIQUE INDEX "avatars_filename_idx" ON "avatars" USING btree ("filename");
  CREATE INDEX "avatars_sizes_thumb_sizes_thumb_filename_idx" ON "avatars" USING btree ("sizes_thumb_filename");
  CREATE INDEX "post_types_board_idx" ON "post_types" USING btree ("board");
  CREATE INDEX "post_types_updated_at_idx" ON "post_types" USING btree ("updated_at");
  CREATE INDEX "post_types_created_at_idx" ON "post_types" USING btree ("created_at");
  CREATE INDEX "inquiries_post_type_idx" ON "inquiries" USING btree ("post_type_id");
  CREATE INDEX "inquiries_answer_state_idx" ON "inquiries" USING btree ("answer_state");
  CREATE INDEX "inquiries_answered_by_idx" ON "inquiries" USING btree ("answered_by_id");
  CREATE INDEX "inquiries_author_idx" ON "inquiries" USING btree ("author_id");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "inquiries_rels_order_idx" ON "inquiries_rels" USING btree ("order");
  CREATE INDEX "inquiries_rels_parent_idx" ON "inquiries_rels" USING btree ("parent_id");
  CREATE INDEX "inquiries_rels_path_idx" ON "inquiries_rels" USING btree ("path");
  CREATE INDEX "inquiries_rels_post_files_id_idx" ON "inquiries_rels" USING btree ("post_files_id");
  CREATE INDEX "collaboration_requests_post_type_idx" ON "collaboration_requests" USING btree ("post_type_id");
  CREATE INDEX "collaboration_requests_answer_state_idx" ON "collaboration_requests" USING btree ("answer_state");
  CREATE INDEX "collaboration_requests_answered_by_idx" ON "collaboration_requests" USING btree ("answered_by_id");
  CREATE INDEX "collaboration_requests_author_idx" ON "collaboration_requests" USING btree ("author_id");
  CREATE INDEX "collaboration_requests_updated_at_idx" ON "collaboration_requests" USING btree ("updated_at");
  CREATE INDEX "collaboration_requests_created_at_idx" ON "collaboration_requests" USING btree ("created_at");
  CREATE INDEX "collaboration_requests_rels_order_idx" ON "collaboration_requests_rels" USING btree ("order");
  CREATE INDEX "collaboration_requests_rels_parent_idx" ON "collaboration_requests_rels" USING btree ("parent_id");
  CREATE INDEX "collaboration_requests_rels_path_idx" ON "collaboration_requests_rels" USING btree ("path");
  CREATE INDEX "collaboration_requests_rels_post_files_id_idx" ON "collaboration_requests_rels" USING btree ("post_files_id");
  CREATE INDEX "post_comments_board_idx" ON "post_comments" USING btree ("board");
  CREATE INDEX "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id");
  CREATE INDEX "post_comments_author_idx" ON "post_comments" USING btree ("author_id");
  CREATE INDEX "post_comments_post_author_idx" ON "post_comments" USING btree ("post_author_id");
  CREATE INDEX "post_comments_updated_at_idx" ON "post_comments" USING btree ("updated_at");
  CREATE INDEX "post_comments_created_at_idx" ON "post_comments" USING btree ("created_at");
  CREATE INDEX "post_comments_rels_order_idx" ON "post_comments_rels" USING btree ("order");
  CREATE INDEX "post_comments_rels_parent_idx" ON "post_comments_rels" USING btree ("parent_id");
  CREATE INDEX "post_comments_rels_path_idx" ON "post_comments_rels" USING btree ("path");
  CREATE INDEX "post_comments_rels_inquiries_id_idx" ON "post_comments_rels" USING btree ("inquiries_id");
  CREATE INDEX "post_comments_rels_collaboration_requests_id_idx" ON "post_comments_rels" USING btree ("collaboration_requests_id");
  CREATE INDEX "post_files_owner_idx" ON "post_files" USING btree ("owner_id");
  CREATE INDEX "post_files_visibility_idx" ON "post_files" USING btree ("visibility");
  CREATE INDEX "post_files_attached_to_idx" ON "post_files" USING btree ("attached_to");
  CREATE INDEX "post_files_updated_at_idx" ON "post_files" USING btree ("updated_at");
  CREATE INDEX "post_files_created_at_idx" ON "post_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "post_files_filename_idx" ON "post_files" USING btree ("filename");
  CREATE INDEX "post_files_sizes_thumb_sizes_thumb_filename_idx" ON "post_files" USING btree ("sizes_thumb_filename");
  CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email");
  CREATE INDEX "email_verifications_cert_token_hash_idx" ON "email_verifications" USING btree ("cert_token_hash");
  CREATE INDEX "email_verifications_updated_at_idx" ON "email_verifications" USING btree ("updated_at");
  CREATE INDEX "email_verifications_created_at_idx" ON "email_verifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "used_oauth_states_state_hash_idx" ON "used_oauth_states" USING btree ("state_hash");
  CREATE INDEX "used_oauth_states_expires_at_idx" ON "used_oauth_states" USING btree ("expires_at");
  CREATE INDEX "used_oauth_states_updated_at_idx" ON "used_oauth_states" USING btree ("updated_at");
  CREATE INDEX "used_oauth_states_created_at_idx" ON "used_oauth_states" USING btree ("created_at");
  CREATE INDEX "terms_code_idx" ON "terms" USING btree ("code");
  CREATE INDEX "terms_effective_date_idx" ON "terms" USING btree ("effective_date");
  CREATE INDEX "terms_updated_at_idx" ON "terms" USING btree ("updated_at");
  CREATE INDEX "terms_created_at_idx" ON "terms" USING btree ("created_at");
  CREATE INDEX "terms__status_idx" ON "terms" USING btree ("_status");
  CREATE INDEX "_terms_v_parent_idx" ON "_terms_v" USING btree ("parent_id");
  CREATE INDEX "_terms_v_version_version_code_idx" ON "_terms_v" USING btree ("version_code");
  CREATE INDEX "_terms_v_version_version_effective_date_idx" ON "_terms_v" USING btree ("version_effective_date");
  CREATE INDEX "_terms_v_version_version_updated_at_idx" ON "_terms_v" USING btree ("version_updated_at");
  CREATE INDEX "_terms_v_version_version_created_at_idx" ON "_terms_v" USING btree ("version_created_at");
  CREATE INDEX "_terms_v_version_version__status_idx" ON "_terms_v" USING btree ("version__status");
  CREATE INDEX "_terms_v_created_at_idx" ON "_terms_v" USING btree ("created_at");
  CREATE INDEX "_terms_v_updated_at_idx" ON "_terms_v" USING btree ("updated_at");
  CREATE INDEX "_terms_v_latest_idx" ON "_terms_v" USING btree ("latest");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("notices_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_references_id_idx" ON "payload_locked_documents_rels" USING btree ("references_id");
  CREATE INDEX "payload_locked_documents_rels_sharing_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("sharing_programs_id");
  CREATE INDEX "payload_locked_documents_rels_esg_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("esg_posts_id");
  CREATE INDEX "payload_locked_documents_rels_lifelong_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("lifelong_posts_id");
  CREATE INDEX "payload_locked_documents_rels_center_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("center_activities_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_course_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("course_applications_id");
  CREATE INDEX "payload_locked_documents_rels_course_seat_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("course_seat_locks_id");
  CREATE INDEX "payload_locked_documents_rels_project_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("project_calls_id");
  CREATE INDEX "payload_locked_documents_rels_project_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("project_proposals_id");
  CREATE INDEX "payload_locked_documents_rels_advisory_experts_id_idx" ON "payload_locked_documents_rels" USING btree ("advisory_experts_id");
  CREATE INDEX "payload_locked_documents_rels_advisory_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("advisory_requests_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_id_idx" ON "payload_locked_documents_rels" USING btree ("equipment_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("equipment_reservations_id");
  CREATE INDEX "payload_locked_documents_rels_safety_trainings_id_idx" ON "payload_locked_documents_rels" USING btree ("safety_trainings_id");
  CREATE INDEX "payload_locked_documents_rels_holidays_id_idx" ON "payload_locked_documents_rels" USING btree ("holidays_id");
  CREATE INDEX "payload_locked_documents_rels_reservation_slot_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("reservation_slot_locks_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_social_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("social_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_refresh_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("refresh_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_avatars_id_idx" ON "payload_locked_documents_rels" USING btree ("avatars_id");
  CREATE INDEX "payload_locked_documents_rels_post_types_id_idx" ON "payload_locked_documents_rels" USING btree ("post_types_id");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_collaboration_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("collaboration_requests_id");
  CREATE INDEX "payload_locked_documents_rels_post_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("post_comments_id");
  CREATE INDEX "payload_locked_documents_rels_post_files_id_idx" ON "payload_locked_documents_rels" USING btree ("post_files_id");
  CREATE INDEX "payload_locked_documents_rels_email_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("email_verifications_id");
  CREATE INDEX "payload_locked_documents_rels_used_oauth_states_id_idx" ON "payload_locked_documents_rels" USING btree ("used_oauth_states_id");
  CREATE INDEX "payload_locked_documents_rels_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("terms_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "greeting_page_photo_idx" ON "greeting_page" USING btree ("photo_id");
  CREATE INDEX "greeting_page__status_idx" ON "greeting_page" USING btree ("_status");
  CREATE INDEX "_greeting_page_v_version_version_photo_idx" ON "_greeting_page_v" USING btree ("version_photo_id");
  CREATE INDEX "_greeting_page_v_version_version__status_idx" ON "_greeting_page_v" USING btree ("version__status");
  CREATE INDEX "_greeting_page_v_created_at_idx" ON "_greeting_page_v" USING btree ("created_at");
  CREATE INDEX "_greeting_page_v_updated_at_idx" ON "_greeting_page_v" USING btree ("updated_at");
  CREATE INDEX "_greeting_page_v_latest_idx" ON "_greeting_page_v" USING btree ("latest");
  CREATE INDEX "vision_page_goals_tasks_order_idx" ON "vision_page_goals_tasks" USING btree ("_order");
  CREATE INDEX "vision_page_goals_tasks_parent_id_idx" ON "vision_page_goals_tasks" USING btree ("_parent_id");
  CREATE INDEX "vision_page_goals_order_idx" ON "vision_page_goals" USING btree ("_order");
  CREATE INDEX "vision_page_goals_parent_id_idx" ON "vision_page_goals" USING btree ("_parent_id");
  CREATE INDEX "vision_page_values_order_idx" ON "vision_page_values" USING btree ("_order");
  CREATE INDEX "vision_page_values_parent_id_idx" ON "vision_page_values" USING btree ("_parent_id");
  CREATE INDEX "vision_page__status_idx" ON "vision_page" USING btree ("_status");
  CREATE INDEX "_vision_page_v_version_goals_tasks_order_idx" ON "_vision_page_v_version_goals_tasks" USING btree ("_order");
  CREATE INDEX "_vision_page_v_version_goals_tasks_parent_id_idx" ON "_vision_page_v_version_goals_tasks" USING btree ("_parent_id");
  CREATE INDEX "_vision_page_v_version_goals_order_idx" ON "_vision_page_v_version_goals" USING btree ("_order");
  CREATE INDEX "_vision_page_v_version_goals_parent_id_idx" ON "_vision_page_v_version_goals" USING btree ("_parent_id");
  CREATE INDEX "_vision_page_v_version_values_order_idx" ON "_vision_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_vision_page_v_version_values_parent_id_idx" ON "_vision_page_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_vision_page_v_version_version__status_idx" ON "_vision_page_v" USING btree ("version__status");
  CREATE INDEX "_vision_page_v_created_at_idx" ON "_vision_page_v" USING btree ("created_at");
  CREATE INDEX "_vision_page_v_updated_at_idx" ON "_vision_page_v" USING btree ("updated_at");
  CREATE INDEX "_vision_page_v_latest_idx" ON "_vision_page_v" USING btree ("latest");
  CREATE INDEX "org_chart_units_duties_order_idx" ON "org_chart_units_duties" USING btree ("_order");
  CREATE INDEX "org_chart_units_duties_parent_id_idx" ON "org_chart_units_duties" USING btree ("_parent_id");
  CREATE INDEX "org_chart_units_order_idx" ON "org_chart_units" USING btree ("_order");
  CREATE INDEX "org_chart_units_parent_id_idx" ON "org_chart_units" USING btree ("_parent_id");
  CREATE INDEX "org_chart__status_idx" ON "org_chart" USING btree ("_status");
  CREATE INDEX "_org_chart_v_version_units_duties_order_idx" ON "_org_chart_v_version_units_duties" USING btree ("_order");
  CREATE INDEX "_org_chart_v_version_units_duties_parent_id_idx" ON "_org_chart_v_version_units_duties" USING btree ("_parent_id");
  CREATE INDEX "_org_chart_v_version_units_order_idx" ON "_org_chart_v_version_units" USING btree ("_order");
  CREATE INDEX "_org_chart_v_version_units_parent_id_idx" ON "_org_chart_v_version_units" USING btree ("_parent_id");
  CREATE INDEX "_org_chart_v_version_version__status_idx" ON "_org_chart_v" USING btree ("version__status");
  CREATE INDEX "_org_chart_v_created_at_idx" ON "_org_chart_v" USING btree ("created_at");
  CREATE INDEX "_org_chart_v_updated_at_idx" ON "_org_chart_v" USING btree ("updated_at");
  CREATE INDEX "_org_chart_v_latest_idx" ON "_org_chart_v" USING btree ("latest");
  CREATE INDEX "intro_edu__status_idx" ON "intro_edu" USING btree ("_status");
  CREATE INDEX "_intro_edu_v_version_version__status_idx" ON "_intro_edu_v" USING btree ("version__status");
  CREATE INDEX "_intro_edu_v_created_at_idx" ON "_intro_edu_v" USING btree ("created_at");
  CREATE INDEX "_intro_edu_v_updated_at_idx" ON "_intro_edu_v" USING btree ("updated_at");
  CREATE INDEX "_intro_edu_v_latest_idx" ON "_intro_edu_v" USING btree ("latest");
  CREATE INDEX "intro_equipment__status_idx" ON "intro_equipment" USING btree ("_status");
  CREATE INDEX "_intro_equipment_v_version_version__status_idx" ON "_intro_equipment_v" USING btree ("version__status");
  CREATE INDEX "_intro_equipment_v_created_at_idx" ON "_intro_equipment_v" USING btree ("created_at");
  CREATE INDEX "_intro_equipment_v_updated_at_idx" ON "_intro_equipment_v" USING btree ("updated_at");
  CREATE INDEX "_intro_equipment_v_latest_idx" ON "_intro_equipment_v" USING btree ("latest");
  CREATE INDEX "intro_tech__status_idx" ON "intro_tech" USING btree ("_status");
  CREATE INDEX "_intro_tech_v_version_version__status_idx" ON "_intro_tech_v" USING btree ("version__status");
  CREATE INDEX "_intro_tech_v_created_at_idx" ON "_intro_tech_v" USING btree ("created_at");
  CREATE INDEX "_intro_tech_v_updated_at_idx" ON "_intro_tech_v" USING btree ("updated_at");
  CREATE INDEX "_intro_tech_v_latest_idx" ON "_intro_tech_v" USING btree ("latest");
  CREATE INDEX "intro_assignment__status_idx" ON "intro_assignment" USING btree ("_status");
  CREATE INDEX "_intro_assignment_v_version_version__status_idx" ON "_intro_assignment_v" USING btree ("version__status");
  CREATE INDEX "_intro_assignment_v_created_at_idx" ON "_intro_assignment_v" USING btree ("created_at");
  CREATE INDEX "_intro_assignment_v_updated_at_idx" ON "_intro_assignment_v" USING btree ("updated_at");
  CREATE INDEX "_intro_assignment_v_latest_idx" ON "_intro_assignment_v" USING btree ("latest");
  CREATE INDEX "intro_esg__status_idx" ON "intro_esg" USING btree ("_status");
  CREATE INDEX "_intro_esg_v_version_version__status_idx" ON "_intro_esg_v" USING btree ("version__status");
  CREATE INDEX "_intro_esg_v_created_at_idx" ON "_intro_esg_v" USING btree ("created_at");
  CREATE INDEX "_intro_esg_v_updated_at_idx" ON "_intro_esg_v" USING btree ("updated_at");
  CREATE INDEX "_intro_esg_v_latest_idx" ON "_intro_esg_v" USING btree ("latest");
  CREATE INDEX "intro_lifelong__status_idx" ON "intro_lifelong" USING btree ("_status");
  CREATE INDEX "_intro_lifelong_v_version_version__status_idx" ON "_intro_lifelong_v" USING btree ("version__status");
  CREATE INDEX "_intro_lifelong_v_created_at_idx" ON "_intro_lifelong_v" USING btree ("created_at");
  CREATE INDEX "_intro_lifelong_v_updated_at_idx" ON "_intro_lifelong_v" USING btree ("updated_at");
  CREATE INDEX "_intro_lifelong_v_latest_idx" ON "_intro_lifelong_v" USING btree ("latest");
  CREATE INDEX "intro_job_training__status_idx" ON "intro_job_training" USING btree ("_status");
  CREATE INDEX "_intro_job_training_v_version_version__status_idx" ON "_intro_job_training_v" USING btree ("version__status");
  CREATE INDEX "_intro_job_training_v_created_at_idx" ON "_intro_job_training_v" USING btree ("created_at");
  CREATE INDEX "_intro_job_training_v_updated_at_idx" ON "_intro_job_training_v" USING btree ("updated_at");
  CREATE INDEX "_intro_job_training_v_latest_idx" ON "_intro_job_training_v" USING btree ("latest");
  CREATE INDEX "intro_shop_training__status_idx" ON "intro_shop_training" USING btree ("_status");
  CREATE INDEX "_intro_shop_training_v_version_version__status_idx" ON "_intro_shop_training_v" USING btree ("version__status");
  CREATE INDEX "_intro_shop_training_v_created_at_idx" ON "_intro_shop_training_v" USING btree ("created_at");
  CREATE INDEX "_intro_shop_training_v_updated_at_idx" ON "_intro_shop_training_v" USING btree ("updated_at");
  CREATE INDEX "_intro_shop_training_v_latest_idx" ON "_intro_shop_training_v" USING btree ("latest");
  CREATE INDEX "intro_spot_training__status_idx" ON "intro_spot_training" USING btree ("_status");
  CREATE INDEX "_intro_spot_training_v_version_version__status_idx" ON "_intro_spot_training_v" USING btree ("version__status");
  CREATE INDEX "_intro_spot_training_v_created_at_idx" ON "_intro_spot_training_v" USING btree ("created_at");
  CREATE INDEX "_intro_spot_training_v_updated_at_idx" ON "_intro_spot_training_v" USING btree ("updated_at");
  CREATE INDEX "_intro_spot_training_v_latest_idx" ON "_intro_spot_training_v" USING btree ("latest");
  CREATE INDEX "intro_corporate_center__status_idx" ON "intro_corporate_center" USING btree ("_status");
  CREATE INDEX "_intro_corporate_center_v_version_version__status_idx" ON "_intro_corporate_center_v" USING btree ("version__status");
  CREATE INDEX "_intro_corporate_center_v_created_at_idx" ON "_intro_corporate_center_v" USING btree ("created_at");
  CREATE INDEX "_intro_corporate_center_v_updated_at_idx" ON "_intro_corporate_center_v" USING btree ("updated_at");
  CREATE INDEX "_intro_corporate_center_v_latest_idx" ON "_intro_corporate_center_v" USING btree ("latest");
  CREATE INDEX "site_settings_institutions_order_idx" ON "site_settings_institutions" USING btree ("_order");
  CREATE INDEX "site_settings_institutions_parent_id_idx" ON "site_settings_institutions" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_institutions_order_idx" ON "_site_settings_v_version_institutions" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_institutions_parent_id_idx" ON "_site_settings_v_version_institutions" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "notices" CASCADE;
  DROP TABLE "notices_rels" CASCADE;
  DROP TABLE "_notices_v" CASCADE;
  DROP TABLE "_notices_v_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "references" CASCADE;
  DROP TABLE "references_rels" CASCADE;
  DROP TABLE "_references_v" CASCADE;
  DROP TABLE "_references_v_rels" CASCADE;
  DROP TABLE "sharing_programs" CASCADE;
  DROP TABLE "sharing_programs_rels" CASCADE;
  DROP TABLE "_sharing_programs_v" CASCADE;
  DROP TABLE "_sharing_programs_v_rels" CASCADE;
  DROP TABLE "esg_posts" CASCADE;
  DROP TABLE "esg_posts_rels" CASCADE;
  DROP TABLE "_esg_posts_v" CASCADE;
  DROP TABLE "_esg_posts_v_rels" CASCADE;
  DROP TABLE "lifelong_posts" CASCADE;
  DROP TABLE "lifelong_posts_rels" CASCADE;
  DROP TABLE "_lifelong_posts_v" CASCADE;
  DROP TABLE "_lifelong_posts_v_rels" CASCADE;
  DROP TABLE "center_activities" CASCADE;
  DROP TABLE "center_activities_rels" CASCADE;
  DROP TABLE "_center_activities_v" CASCADE;
  DROP TABLE "_center_activities_v_rels" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "course_applications_history" CASCADE;
  DROP TABLE "course_applications" CASCADE;
  DROP TABLE "course_seat_locks" CASCADE;
  DROP TABLE "project_calls" CASCADE;
  DROP TABLE "project_calls_rels" CASCADE;
  DROP TABLE "_project_calls_v" CASCADE;
  DROP TABLE "_project_calls_v_rels" CASCADE;
  DROP TABLE "project_proposals_history" CASCADE;
  DROP TABLE "project_proposals" CASCADE;
  DROP TABLE "project_proposals_rels" CASCADE;
  DROP TABLE "advisory_experts" CASCADE;
  DROP TABLE "_advisory_experts_v" CASCADE;
  DROP TABLE "advisory_requests_history" CASCADE;
  DROP TABLE "advisory_requests" CASCADE;
  DROP TABLE "advisory_requests_rels" CASCADE;
  DROP TABLE "equipment_usage_modes" CASCADE;
  DROP TABLE "equipment_opening_rules_weekdays" CASCADE;
  DROP TABLE "equipment_closures" CASCADE;
  DROP TABLE "equipment" CASCADE;
  DROP TABLE "_equipment_v_version_usage_modes" CASCADE;
  DROP TABLE "_equipment_v_version_opening_rules_weekdays" CASCADE;
  DROP TABLE "_equipment_v_version_closures" CASCADE;
  DROP TABLE "_equipment_v" CASCADE;
  DROP TABLE "equipment_reservations_slots" CASCADE;
  DROP TABLE "equipment_reservations_history" CASCADE;
  DROP TABLE "equipment_reservations" CASCADE;
  DROP TABLE "safety_trainings" CASCADE;
  DROP TABLE "holidays" CASCADE;
  DROP TABLE "reservation_slot_locks" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "social_accounts" CASCADE;
  DROP TABLE "refresh_tokens" CASCADE;
  DROP TABLE "avatars" CASCADE;
  DROP TABLE "post_types" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "inquiries_rels" CASCADE;
  DROP TABLE "collaboration_requests" CASCADE;
  DROP TABLE "collaboration_requests_rels" CASCADE;
  DROP TABLE "post_comments" CASCADE;
  DROP TABLE "post_comments_rels" CASCADE;
  DROP TABLE "post_files" CASCADE;
  DROP TABLE "email_verifications" CASCADE;
  DROP TABLE "used_oauth_states" CASCADE;
  DROP TABLE "terms" CASCADE;
  DROP TABLE "_terms_v" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "greeting_page" CASCADE;
  DROP TABLE "_greeting_page_v" CASCADE;
  DROP TABLE "vision_page_goals_tasks" CASCADE;
  DROP TABLE "vision_page_goals" CASCADE;
  DROP TABLE "vision_page_values" CASCADE;
  DROP TABLE "vision_page" CASCADE;
  DROP TABLE "_vision_page_v_version_goals_tasks" CASCADE;
  DROP TABLE "_vision_page_v_version_goals" CASCADE;
  DROP TABLE "_vision_page_v_version_values" CASCADE;
  DROP TABLE "_vision_page_v" CASCADE;
  DROP TABLE "org_chart_units_duties" CASCADE;
  DROP TABLE "org_chart_units" CASCADE;
  DROP TABLE "org_chart" CASCADE;
  DROP TABLE "_org_chart_v_version_units_duties" CASCADE;
  DROP TABLE "_org_chart_v_version_units" CASCADE;
  DROP TABLE "_org_chart_v" CASCADE;
  DROP TABLE "intro_edu" CASCADE;
  DROP TABLE "_intro_edu_v" CASCADE;
  DROP TABLE "intro_equipment" CASCADE;
  DROP TABLE "_intro_equipment_v" CASCADE;
  DROP TABLE "intro_tech" CASCADE;
  DROP TABLE "_intro_tech_v" CASCADE;
  DROP TABLE "intro_assignment" CASCADE;
  DROP TABLE "_intro_assignment_v" CASCADE;
  DROP TABLE "intro_esg" CASCADE;
  DROP TABLE "_intro_esg_v" CASCADE;
  DROP TABLE "intro_lifelong" CASCADE;
  DROP TABLE "_intro_lifelong_v" CASCADE;
  DROP TABLE "intro_job_training" CASCADE;
  DROP TABLE "_intro_job_training_v" CASCADE;
  DROP TABLE "intro_shop_training" CASCADE;
  DROP TABLE "_intro_shop_training_v" CASCADE;
  DROP TABLE "intro_spot_training" CASCADE;
  DROP TABLE "_intro_spot_training_v" CASCADE;
  DROP TABLE "intro_corporate_center" CASCADE;
  DROP TABLE "_intro_corporate_center_v" CASCADE;
  DROP TABLE "site_settings_institutions" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v_version_institutions" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TYPE "public"."enum_notices_category";
  DROP TYPE "public"."enum_notices_status";
  DROP TYPE "public"."enum__notices_v_version_category";
  DROP TYPE "public"."enum__notices_v_version_status";
  DROP TYPE "public"."enum_news_category";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_faqs_category";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_category";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_references_category";
  DROP TYPE "public"."enum_references_status";
  DROP TYPE "public"."enum__references_v_version_category";
  DROP TYPE "public"."enum__references_v_version_status";
  DROP TYPE "public"."enum_sharing_programs_category";
  DROP TYPE "public"."enum_sharing_programs_status";
  DROP TYPE "public"."enum__sharing_programs_v_version_category";
  DROP TYPE "public"."enum__sharing_programs_v_version_status";
  DROP TYPE "public"."enum_esg_posts_category";
  DROP TYPE "public"."enum_esg_posts_status";
  DROP TYPE "public"."enum__esg_posts_v_version_category";
  DROP TYPE "public"."enum__esg_posts_v_version_status";
  DROP TYPE "public"."enum_lifelong_posts_category";
  DROP TYPE "public"."enum_lifelong_posts_status";
  DROP TYPE "public"."enum__lifelong_posts_v_version_category";
  DROP TYPE "public"."enum__lifelong_posts_v_version_status";
  DROP TYPE "public"."enum_center_activities_category";
  DROP TYPE "public"."enum_center_activities_status";
  DROP TYPE "public"."enum__center_activities_v_version_category";
  DROP TYPE "public"."enum__center_activities_v_version_status";
  DROP TYPE "public"."enum_courses_mode";
  DROP TYPE "public"."enum_courses_track";
  DROP TYPE "public"."enum_courses_state";
  DROP TYPE "public"."enum_courses_status";
  DROP TYPE "public"."enum__courses_v_version_mode";
  DROP TYPE "public"."enum__courses_v_version_track";
  DROP TYPE "public"."enum__courses_v_version_state";
  DROP TYPE "public"."enum__courses_v_version_status";
  DROP TYPE "public"."enum_course_applications_history_state";
  DROP TYPE "public"."enum_course_applications_state";
  DROP TYPE "public"."enum_project_calls_status";
  DROP TYPE "public"."enum__project_calls_v_version_status";
  DROP TYPE "public"."enum_project_proposals_history_state";
  DROP TYPE "public"."enum_project_proposals_state";
  DROP TYPE "public"."enum_advisory_experts_field";
  DROP TYPE "public"."enum_advisory_experts_status";
  DROP TYPE "public"."enum__advisory_experts_v_version_field";
  DROP TYPE "public"."enum__advisory_experts_v_version_status";
  DROP TYPE "public"."enum_advisory_requests_history_state";
  DROP TYPE "public"."enum_advisory_requests_field";
  DROP TYPE "public"."enum_advisory_requests_state";
  DROP TYPE "public"."enum_equipment_usage_modes_mode";
  DROP TYPE "public"."enum_equipment_opening_rules_weekdays";
  DROP TYPE "public"."enum_equipment_category";
  DROP TYPE "public"."enum_equipment_opening_rules_slot_minutes";
  DROP TYPE "public"."enum_equipment_status";
  DROP TYPE "public"."enum__equipment_v_version_usage_modes_mode";
  DROP TYPE "public"."enum__equipment_v_version_opening_rules_weekdays";
  DROP TYPE "public"."enum__equipment_v_version_category";
  DROP TYPE "public"."enum__equipment_v_version_opening_rules_slot_minutes";
  DROP TYPE "public"."enum__equipment_v_version_status";
  DROP TYPE "public"."enum_equipment_reservations_history_state";
  DROP TYPE "public"."enum_equipment_reservations_state";
  DROP TYPE "public"."enum_equipment_reservations_usage_mode";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum_users_phone_country";
  DROP TYPE "public"."enum_users_gender";
  DROP TYPE "public"."enum_users_affiliation_type";
  DROP TYPE "public"."enum_users_member_class";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_status";
  DROP TYPE "public"."enum_users_withdrawal_reason_type";
  DROP TYPE "public"."enum_social_accounts_provider";
  DROP TYPE "public"."enum_post_types_board";
  DROP TYPE "public"."enum_inquiries_answer_state";
  DROP TYPE "public"."enum_collaboration_requests_answer_state";
  DROP TYPE "public"."enum_post_comments_board";
  DROP TYPE "public"."enum_post_files_kind";
  DROP TYPE "public"."enum_post_files_visibility";
  DROP TYPE "public"."enum_email_verifications_purpose";
  DROP TYPE "public"."enum_terms_code";
  DROP TYPE "public"."enum_terms_status";
  DROP TYPE "public"."enum__terms_v_version_code";
  DROP TYPE "public"."enum__terms_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_greeting_page_status";
  DROP TYPE "public"."enum__greeting_page_v_version_status";
  DROP TYPE "public"."enum_vision_page_status";
  DROP TYPE "public"."enum__vision_page_v_version_status";
  DROP TYPE "public"."enum_org_chart_status";
  DROP TYPE "public"."enum__org_chart_v_version_status";
  DROP TYPE "public"."enum_intro_edu_status";
  DROP TYPE "public"."enum__intro_edu_v_version_status";
  DROP TYPE "public"."enum_intro_equipment_status";
  DROP TYPE "public"."enum__intro_equipment_v_version_status";
  DROP TYPE "public"."enum_intro_tech_status";
  DROP TYPE "public"."enum__intro_tech_v_version_status";
  DROP TYPE "public"."enum_intro_assignment_status";
  DROP TYPE "public"."enum__intro_assignment_v_version_status";
  DROP TYPE "public"."enum_intro_esg_status";
  DROP TYPE "public"."enum__intro_esg_v_version_status";
  DROP TYPE "public"."enum_intro_lifelong_status";
  DROP TYPE "public"."enum__intro_lifelong_v_version_status";
  DROP TYPE "public"."enum_intro_job_training_status";
  DROP TYPE "public"."enum__intro_job_training_v_version_status";
  DROP TYPE "public"."enum_intro_shop_training_status";
  DROP TYPE "public"."enum__intro_shop_training_v_version_status";
  DROP TYPE "public"."enum_intro_spot_training_status";
  DROP TYPE "public"."enum__intro_spot_training_v_version_status";
  DROP TYPE "public"."enum_intro_corporate_center_status";
  DROP TYPE "public"."enum__intro_corporate_center_v_version_status";`)
}
