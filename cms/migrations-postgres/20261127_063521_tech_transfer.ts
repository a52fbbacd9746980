import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_transfer_requests_history_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_transfer_requests_preferred_transfer_type" AS ENUM('nonExclusive', 'exclusive', 'assignment', 'knowHow');
  CREATE TYPE "public"."enum_transfer_requests_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_transfer_requests_outcome" AS ENUM('contract', 'closed');
  CREATE TYPE "public"."enum_transfer_requests_contract_type" AS ENUM('nonExclusive', 'exclusive', 'assignment', 'knowHow');
  CREATE TYPE "public"."enum_technologies_transfer_types" AS ENUM('nonExclusive', 'exclusive', 'assignment', 'knowHow');
  CREATE TYPE "public"."enum_technologies_patents_status" AS ENUM('applied', 'registered', 'pct');
  CREATE TYPE "public"."enum_technologies_field" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum_technologies_sub_field" AS ENUM('machining', 'materials', 'robotics', 'semiconductor', 'power', 'sensors', 'ai', 'software', 'network', 'health', 'food', 'chemistry', 'battery', 'renewable', 'environment', 'management', 'design');
  CREATE TYPE "public"."enum_technologies_availability" AS ENUM('available', 'licensed');
  CREATE TYPE "public"."enum_technologies_patent_status" AS ENUM('applied', 'registered', 'pct');
  CREATE TYPE "public"."enum_technologies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__technologies_v_version_transfer_types" AS ENUM('nonExclusive', 'exclusive', 'assignment', 'knowHow');
  CREATE TYPE "public"."enum__technologies_v_version_patents_status" AS ENUM('applied', 'registered', 'pct');
  CREATE TYPE "public"."enum__technologies_v_version_field" AS ENUM('mechanical', 'electronics', 'ict', 'bio', 'energy', 'business');
  CREATE TYPE "public"."enum__technologies_v_version_sub_field" AS ENUM('machining', 'materials', 'robotics', 'semiconductor', 'power', 'sensors', 'ai', 'software', 'network', 'health', 'food', 'chemistry', 'battery', 'renewable', 'environment', 'management', 'design');
  CREATE TYPE "public"."enum__technologies_v_version_availability" AS ENUM('available', 'licensed');
  CREATE TYPE "public"."enum__technologies_v_version_patent_status" AS ENUM('applied', 'registered', 'pct');
  CREATE TYPE "public"."enum__technologies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_technology_documents_kind" AS ENUM('summary', 'detail');
  CREATE TABLE "transfer_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_transfer_requests_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  CREATE TABLE "transfer_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_no" varchar,
  	"member_id" integer NOT NULL,
  	"company_record_id" integer,
  	"technology_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"preferred_transfer_type" "enum_transfer_requests_preferred_transfer_type" NOT NULL,
  	"purpose" varchar NOT NULL,
  	"live_key" varchar,
  	"privacy_agreed_at" timestamp(3) with time zone,
  	"state" "enum_transfer_requests_state" DEFAULT 'received' NOT NULL,
  	"staff_memo" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"outcome" "enum_transfer_requests_outcome",
  	"contract_type" "enum_transfer_requests_contract_type",
  	"contract_date" timestamp(3) with time zone,
  	"contract_amount" numeric,
  	"close_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transfer_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"post_files_id" integer
  );
  
  CREATE TABLE "technologies_transfer_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_technologies_transfer_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "technologies_patents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"country" varchar DEFAULT '대한민국',
  	"status" "enum_technologies_patents_status",
  	"applied_at" timestamp(3) with time zone,
  	"registered_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "technologies_inventors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"department" varchar,
  	"expert_id" integer
  );
  
  CREATE TABLE "technologies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"field" "enum_technologies_field",
  	"sub_field" "enum_technologies_sub_field",
  	"overview" jsonb,
  	"applications" varchar,
  	"effects" varchar,
  	"keywords" varchar,
  	"trl" numeric,
  	"availability" "enum_technologies_availability" DEFAULT 'available',
  	"terms" varchar,
  	"thumbnail_id" integer,
  	"summary_document_id" integer,
  	"detail_document_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"inquiries" numeric DEFAULT 0,
  	"popularity" numeric DEFAULT 0,
  	"patent_status" "enum_technologies_patent_status",
  	"patent_status_list" varchar,
  	"transfer_type_list" varchar,
  	"inventor_names" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_technologies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_technologies_v_version_transfer_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__technologies_v_version_transfer_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_technologies_v_version_patents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"country" varchar DEFAULT '대한민국',
  	"status" "enum__technologies_v_version_patents_status",
  	"applied_at" timestamp(3) with time zone,
  	"registered_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_technologies_v_version_inventors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"department" varchar,
  	"expert_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_technologies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_field" "enum__technologies_v_version_field",
  	"version_sub_field" "enum__technologies_v_version_sub_field",
  	"version_overview" jsonb,
  	"version_applications" varchar,
  	"version_effects" varchar,
  	"version_keywords" varchar,
  	"version_trl" numeric,
  	"version_availability" "enum__technologies_v_version_availability" DEFAULT 'available',
  	"version_terms" varchar,
  	"version_thumbnail_id" integer,
  	"version_summary_document_id" integer,
  	"version_detail_document_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_inquiries" numeric DEFAULT 0,
  	"version_popularity" numeric DEFAULT 0,
  	"version_patent_status" "enum__technologies_v_version_patent_status",
  	"version_patent_status_list" varchar,
  	"version_transfer_type_list" varchar,
  	"version_inventor_names" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__technologies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "technology_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"kind" "enum_technology_documents_kind" DEFAULT 'summary' NOT NULL,
  	"prefix" varchar DEFAULT 'technology-documents',
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "technology_nda_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"company_id" integer NOT NULL,
  	"technology_id" integer NOT NULL,
  	"version" varchar NOT NULL,
  	"agreed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "technology_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"company_id" integer,
  	"technology_id" integer NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"last_viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "technology_nda" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_technology_nda_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_version" varchar NOT NULL,
  	"version_text" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "technologies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "technology_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "technology_nda_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "technology_views_id" integer;
  ALTER TABLE "transfer_requests_history" ADD CONSTRAINT "transfer_requests_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests_history" ADD CONSTRAINT "transfer_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests_rels" ADD CONSTRAINT "transfer_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transfer_requests_rels" ADD CONSTRAINT "transfer_requests_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technologies_transfer_types" ADD CONSTRAINT "technologies_transfer_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technologies_patents" ADD CONSTRAINT "technologies_patents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technologies_inventors" ADD CONSTRAINT "technologies_inventors_expert_id_advisory_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."advisory_experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technologies_inventors" ADD CONSTRAINT "technologies_inventors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technologies" ADD CONSTRAINT "technologies_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technologies" ADD CONSTRAINT "technologies_summary_document_id_technology_documents_id_fk" FOREIGN KEY ("summary_document_id") REFERENCES "public"."technology_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technologies" ADD CONSTRAINT "technologies_detail_document_id_technology_documents_id_fk" FOREIGN KEY ("detail_document_id") REFERENCES "public"."technology_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technologies_v_version_transfer_types" ADD CONSTRAINT "_technologies_v_version_transfer_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_technologies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_technologies_v_version_patents" ADD CONSTRAINT "_technologies_v_version_patents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_technologies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_technologies_v_version_inventors" ADD CONSTRAINT "_technologies_v_version_inventors_expert_id_advisory_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."advisory_experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technologies_v_version_inventors" ADD CONSTRAINT "_technologies_v_version_inventors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_technologies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_technologies_v" ADD CONSTRAINT "_technologies_v_parent_id_technologies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."technologies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technologies_v" ADD CONSTRAINT "_technologies_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technologies_v" ADD CONSTRAINT "_technologies_v_version_summary_document_id_technology_documents_id_fk" FOREIGN KEY ("version_summary_document_id") REFERENCES "public"."technology_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technologies_v" ADD CONSTRAINT "_technologies_v_version_detail_document_id_technology_documents_id_fk" FOREIGN KEY ("version_detail_document_id") REFERENCES "public"."technology_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_nda_agreements" ADD CONSTRAINT "technology_nda_agreements_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_nda_agreements" ADD CONSTRAINT "technology_nda_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_nda_agreements" ADD CONSTRAINT "technology_nda_agreements_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_views" ADD CONSTRAINT "technology_views_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_views" ADD CONSTRAINT "technology_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_views" ADD CONSTRAINT "technology_views_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "transfer_requests_history_order_idx" ON "transfer_requests_history" USING btree ("_order");
  CREATE INDEX "transfer_requests_history_parent_id_idx" ON "transfer_requests_history" USING btree ("_parent_id");
  CREATE INDEX "transfer_requests_history_by_idx" ON "transfer_requests_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "transfer_requests_application_no_idx" ON "transfer_requests" USING btree ("application_no");
  CREATE INDEX "transfer_requests_member_idx" ON "transfer_requests" USING btree ("member_id");
  CREATE INDEX "transfer_requests_company_record_idx" ON "transfer_requests" USING btree ("company_record_id");
  CREATE INDEX "transfer_requests_technology_idx" ON "transfer_requests" USING btree ("technology_id");
  CREATE UNIQUE INDEX "transfer_requests_live_key_idx" ON "transfer_requests" USING btree ("live_key");
  CREATE INDEX "transfer_requests_state_idx" ON "transfer_requests" USING btree ("state");
  CREATE INDEX "transfer_requests_created_at_idx" ON "transfer_requests" USING btree ("created_at");
  CREATE INDEX "transfer_requests_outcome_idx" ON "transfer_requests" USING btree ("outcome");
  CREATE INDEX "transfer_requests_updated_at_idx" ON "transfer_requests" USING btree ("updated_at");
  CREATE INDEX "transfer_requests_rels_order_idx" ON "transfer_requests_rels" USING btree ("order");
  CREATE INDEX "transfer_requests_rels_parent_idx" ON "transfer_requests_rels" USING btree ("parent_id");
  CREATE INDEX "transfer_requests_rels_path_idx" ON "transfer_requests_rels" USING btree ("path");
  CREATE INDEX "transfer_requests_rels_post_files_id_idx" ON "transfer_requests_rels" USING btree ("post_files_id");
  CREATE INDEX "technologies_transfer_types_order_idx" ON "technologies_transfer_types" USING btree ("order");
  CREATE INDEX "technologies_transfer_types_parent_idx" ON "technologies_transfer_types" USING btree ("parent_id");
  CREATE INDEX "technologies_patents_order_idx" ON "technologies_patents" USING btree ("_order");
  CREATE INDEX "technologies_patents_parent_id_idx" ON "technologies_patents" USING btree ("_parent_id");
  CREATE INDEX "technologies_inventors_order_idx" ON "technologies_inventors" USING btree ("_order");
  CREATE INDEX "technologies_inventors_parent_id_idx" ON "technologies_inventors" USING btree ("_parent_id");
  CREATE INDEX "technologies_inventors_expert_idx" ON "technologies_inventors" USING btree ("expert_id");
  CREATE INDEX "technologies_field_idx" ON "technologies" USING btree ("field");
  CREATE INDEX "technologies_sub_field_idx" ON "technologies" USING btree ("sub_field");
  CREATE INDEX "technologies_trl_idx" ON "technologies" USING btree ("trl");
  CREATE INDEX "technologies_availability_idx" ON "technologies" USING btree ("availability");
  CREATE INDEX "technologies_thumbnail_idx" ON "technologies" USING btree ("thumbnail_id");
  CREATE INDEX "technologies_summary_document_idx" ON "technologies" USING btree ("summary_document_id");
  CREATE INDEX "technologies_detail_document_idx" ON "technologies" USING btree ("detail_document_id");
  CREATE INDEX "technologies_published_at_idx" ON "technologies" USING btree ("published_at");
  CREATE INDEX "technologies_views_idx" ON "technologies" USING btree ("views");
  CREATE INDEX "technologies_inquiries_idx" ON "technologies" USING btree ("inquiries");
  CREATE INDEX "technologies_popularity_idx" ON "technologies" USING btree ("popularity");
  CREATE INDEX "technologies_patent_status_idx" ON "technologies" USING btree ("patent_status");
  CREATE INDEX "technologies_updated_at_idx" ON "technologies" USING btree ("updated_at");
  CREATE INDEX "technologies_created_at_idx" ON "technologies" USING btree ("created_at");
  CREATE INDEX "technologies__status_idx" ON "technologies" USING btree ("_status");
  CREATE INDEX "_technologies_v_version_transfer_types_order_idx" ON "_technologies_v_version_transfer_types" USING btree ("order");
  CREATE INDEX "_technologies_v_version_transfer_types_parent_idx" ON "_technologies_v_version_transfer_types" USING btree ("parent_id");
  CREATE INDEX "_technologies_v_version_patents_order_idx" ON "_technologies_v_version_patents" USING btree ("_order");
  CREATE INDEX "_technologies_v_version_patents_parent_id_idx" ON "_technologies_v_version_patents" USING btree ("_parent_id");
  CREATE INDEX "_technologies_v_version_inventors_order_idx" ON "_technologies_v_version_inventors" USING btree ("_order");
  CREATE INDEX "_technologies_v_version_inventors_parent_id_idx" ON "_technologies_v_version_inventors" USING btree ("_parent_id");
  CREATE INDEX "_technologies_v_version_inventors_expert_idx" ON "_technologies_v_version_inventors" USING btree ("expert_id");
  CREATE INDEX "_technologies_v_parent_idx" ON "_technologies_v" USING btree ("parent_id");
  CREATE INDEX "_technologies_v_version_version_field_idx" ON "_technologies_v" USING btree ("version_field");
  CREATE INDEX "_technologies_v_version_version_sub_field_idx" ON "_technologies_v" USING btree ("version_sub_field");
  CREATE INDEX "_technologies_v_version_version_trl_idx" ON "_technologies_v" USING btree ("version_trl");
  CREATE INDEX "_technologies_v_version_version_availability_idx" ON "_technologies_v" USING btree ("version_availability");
  CREATE INDEX "_technologies_v_version_version_thumbnail_idx" ON "_technologies_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_technologies_v_version_version_summary_document_idx" ON "_technologies_v" USING btree ("version_summary_document_id");
  CREATE INDEX "_technologies_v_version_version_detail_document_idx" ON "_technologies_v" USING btree ("version_detail_document_id");
  CREATE INDEX "_technologies_v_version_version_published_at_idx" ON "_technologies_v" USING btree ("version_published_at");
  CREATE INDEX "_technologies_v_version_version_views_idx" ON "_technologies_v" USING btree ("version_views");
  CREATE INDEX "_technologies_v_version_version_inquiries_idx" ON "_technologies_v" USING btree ("version_inquiries");
  CREATE INDEX "_technologies_v_version_version_popularity_idx" ON "_technologies_v" USING btree ("version_popularity");
  CREATE INDEX "_technologies_v_version_version_patent_status_idx" ON "_technologies_v" USING btree ("version_patent_status");
  CREATE INDEX "_technologies_v_version_version_updated_at_idx" ON "_technologies_v" USING btree ("version_updated_at");
  CREATE INDEX "_technologies_v_version_version_created_at_idx" ON "_technologies_v" USING btree ("version_created_at");
  CREATE INDEX "_technologies_v_version_version__status_idx" ON "_technologies_v" USING btree ("version__status");
  CREATE INDEX "_technologies_v_created_at_idx" ON "_technologies_v" USING btree ("created_at");
  CREATE INDEX "_technologies_v_updated_at_idx" ON "_technologies_v" USING btree ("updated_at");
  CREATE INDEX "_technologies_v_latest_idx" ON "_technologies_v" USING btree ("latest");
  CREATE INDEX "technology_documents_kind_idx" ON "technology_documents" USING btree ("kind");
  CREATE INDEX "technology_documents_updated_at_idx" ON "technology_documents" USING btree ("updated_at");
  CREATE INDEX "technology_documents_created_at_idx" ON "technology_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "technology_documents_filename_idx" ON "technology_documents" USING btree ("filename");
  CREATE INDEX "technology_nda_agreements_member_idx" ON "technology_nda_agreements" USING btree ("member_id");
  CREATE INDEX "technology_nda_agreements_company_idx" ON "technology_nda_agreements" USING btree ("company_id");
  CREATE INDEX "technology_nda_agreements_technology_idx" ON "technology_nda_agreements" USING btree ("technology_id");
  CREATE INDEX "technology_nda_agreements_updated_at_idx" ON "technology_nda_agreements" USING btree ("updated_at");
  CREATE INDEX "technology_nda_agreements_created_at_idx" ON "technology_nda_agreements" USING btree ("created_at");
  CREATE INDEX "technology_views_member_idx" ON "technology_views" USING btree ("member_id");
  CREATE INDEX "technology_views_company_idx" ON "technology_views" USING btree ("company_id");
  CREATE INDEX "technology_views_technology_idx" ON "technology_views" USING btree ("technology_id");
  CREATE INDEX "technology_views_last_viewed_at_idx" ON "technology_views" USING btree ("last_viewed_at");
  CREATE INDEX "technology_views_updated_at_idx" ON "technology_views" USING btree ("updated_at");
  CREATE INDEX "technology_views_created_at_idx" ON "technology_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "technology_member_idx" ON "technology_views" USING btree ("technology_id","member_id");
  CREATE INDEX "_technology_nda_v_created_at_idx" ON "_technology_nda_v" USING btree ("created_at");
  CREATE INDEX "_technology_nda_v_updated_at_idx" ON "_technology_nda_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_requests_fk" FOREIGN KEY ("transfer_requests_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_technologies_fk" FOREIGN KEY ("technologies_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_technology_documents_fk" FOREIGN KEY ("technology_documents_id") REFERENCES "public"."technology_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_technology_nda_agreements_fk" FOREIGN KEY ("technology_nda_agreements_id") REFERENCES "public"."technology_nda_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_technology_views_fk" FOREIGN KEY ("technology_views_id") REFERENCES "public"."technology_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_transfer_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_requests_id");
  CREATE INDEX "payload_locked_documents_rels_technologies_id_idx" ON "payload_locked_documents_rels" USING btree ("technologies_id");
  CREATE INDEX "payload_locked_documents_rels_technology_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("technology_documents_id");
  CREATE INDEX "payload_locked_documents_rels_technology_nda_agreements__idx" ON "payload_locked_documents_rels" USING btree ("technology_nda_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_technology_views_id_idx" ON "payload_locked_documents_rels" USING btree ("technology_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "transfer_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technologies_transfer_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technologies_patents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technologies_inventors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_technologies_v_version_transfer_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_technologies_v_version_patents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_technologies_v_version_inventors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_technologies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technology_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technology_nda_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technology_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "technology_nda" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_technology_nda_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "transfer_requests_history" CASCADE;
  DROP TABLE "transfer_requests" CASCADE;
  DROP TABLE "transfer_requests_rels" CASCADE;
  DROP TABLE "technologies_transfer_types" CASCADE;
  DROP TABLE "technologies_patents" CASCADE;
  DROP TABLE "technologies_inventors" CASCADE;
  DROP TABLE "technologies" CASCADE;
  DROP TABLE "_technologies_v_version_transfer_types" CASCADE;
  DROP TABLE "_technologies_v_version_patents" CASCADE;
  DROP TABLE "_technologies_v_version_inventors" CASCADE;
  DROP TABLE "_technologies_v" CASCADE;
  DROP TABLE "technology_documents" CASCADE;
  DROP TABLE "technology_nda_agreements" CASCADE;
  DROP TABLE "technology_views" CASCADE;
  DROP TABLE "technology_nda" CASCADE;
  DROP TABLE "_technology_nda_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_technologies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_technology_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_technology_nda_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_technology_views_fk";
  
  DROP INDEX "payload_locked_documents_rels_transfer_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_technologies_id_idx";
  DROP INDEX "payload_locked_documents_rels_technology_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_technology_nda_agreements__idx";
  DROP INDEX "payload_locked_documents_rels_technology_views_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "technologies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "technology_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "technology_nda_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "technology_views_id";
  DROP TYPE "public"."enum_transfer_requests_history_state";
  DROP TYPE "public"."enum_transfer_requests_preferred_transfer_type";
  DROP TYPE "public"."enum_transfer_requests_state";
  DROP TYPE "public"."enum_transfer_requests_outcome";
  DROP TYPE "public"."enum_transfer_requests_contract_type";
  DROP TYPE "public"."enum_technologies_transfer_types";
  DROP TYPE "public"."enum_technologies_patents_status";
  DROP TYPE "public"."enum_technologies_field";
  DROP TYPE "public"."enum_technologies_sub_field";
  DROP TYPE "public"."enum_technologies_availability";
  DROP TYPE "public"."enum_technologies_patent_status";
  DROP TYPE "public"."enum_technologies_status";
  DROP TYPE "public"."enum__technologies_v_version_transfer_types";
  DROP TYPE "public"."enum__technologies_v_version_patents_status";
  DROP TYPE "public"."enum__technologies_v_version_field";
  DROP TYPE "public"."enum__technologies_v_version_sub_field";
  DROP TYPE "public"."enum__technologies_v_version_availability";
  DROP TYPE "public"."enum__technologies_v_version_patent_status";
  DROP TYPE "public"."enum__technologies_v_version_status";
  DROP TYPE "public"."enum_technology_documents_kind";`)
}
