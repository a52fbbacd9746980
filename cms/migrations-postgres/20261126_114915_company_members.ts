import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_join_requests_state" AS ENUM('pending', 'approved', 'refused', 'cancelled');
  CREATE TYPE "public"."enum_company_invites_state" AS ENUM('pending', 'accepted', 'cancelled', 'expired');
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
  
  ALTER TABLE "course_applications" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "project_proposals" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "advisory_requests" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "equipment_reservations" ADD COLUMN "company_record_id" integer;
  ALTER TABLE "users" ADD COLUMN "company_joined_at" timestamp(3) with time zone;
  ALTER TABLE "companies" ADD COLUMN "logo_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_join_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_invites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_logos_id" integer;
  ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "course_applications" ADD CONSTRAINT "course_applications_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisory_requests" ADD CONSTRAINT "advisory_requests_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment_reservations" ADD CONSTRAINT "equipment_reservations_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_id_company_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."company_logos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_join_requests_fk" FOREIGN KEY ("company_join_requests_id") REFERENCES "public"."company_join_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_invites_fk" FOREIGN KEY ("company_invites_id") REFERENCES "public"."company_invites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_logos_fk" FOREIGN KEY ("company_logos_id") REFERENCES "public"."company_logos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "course_applications_company_record_idx" ON "course_applications" USING btree ("company_record_id");
  CREATE INDEX "project_proposals_company_record_idx" ON "project_proposals" USING btree ("company_record_id");
  CREATE INDEX "advisory_requests_company_record_idx" ON "advisory_requests" USING btree ("company_record_id");
  CREATE INDEX "equipment_reservations_company_record_idx" ON "equipment_reservations" USING btree ("company_record_id");
  CREATE INDEX "companies_logo_idx" ON "companies" USING btree ("logo_id");
  CREATE INDEX "payload_locked_documents_rels_company_join_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("company_join_requests_id");
  CREATE INDEX "payload_locked_documents_rels_company_invites_id_idx" ON "payload_locked_documents_rels" USING btree ("company_invites_id");
  CREATE INDEX "payload_locked_documents_rels_company_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("company_logos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_join_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_invites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_logos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_join_requests" CASCADE;
  DROP TABLE "company_invites" CASCADE;
  DROP TABLE "company_logos" CASCADE;
  ALTER TABLE "course_applications" DROP CONSTRAINT "course_applications_company_record_id_companies_id_fk";
  
  ALTER TABLE "project_proposals" DROP CONSTRAINT "project_proposals_company_record_id_companies_id_fk";
  
  ALTER TABLE "advisory_requests" DROP CONSTRAINT "advisory_requests_company_record_id_companies_id_fk";
  
  ALTER TABLE "equipment_reservations" DROP CONSTRAINT "equipment_reservations_company_record_id_companies_id_fk";
  
  ALTER TABLE "companies" DROP CONSTRAINT "companies_logo_id_company_logos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_join_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_invites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_logos_fk";
  
  DROP INDEX "course_applications_company_record_idx";
  DROP INDEX "project_proposals_company_record_idx";
  DROP INDEX "advisory_requests_company_record_idx";
  DROP INDEX "equipment_reservations_company_record_idx";
  DROP INDEX "companies_logo_idx";
  DROP INDEX "payload_locked_documents_rels_company_join_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_invites_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_logos_id_idx";
  ALTER TABLE "course_applications" DROP COLUMN "company_record_id";
  ALTER TABLE "project_proposals" DROP COLUMN "company_record_id";
  ALTER TABLE "advisory_requests" DROP COLUMN "company_record_id";
  ALTER TABLE "equipment_reservations" DROP COLUMN "company_record_id";
  ALTER TABLE "users" DROP COLUMN "company_joined_at";
  ALTER TABLE "companies" DROP COLUMN "logo_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_join_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_invites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_logos_id";
  DROP TYPE "public"."enum_company_join_requests_state";
  DROP TYPE "public"."enum_company_invites_state";`)
}
