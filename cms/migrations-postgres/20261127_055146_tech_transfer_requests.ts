import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_transfer_requests_history_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_transfer_requests_preferred_transfer_type" AS ENUM('nonExclusive', 'exclusive', 'assignment', 'knowHow');
  CREATE TYPE "public"."enum_transfer_requests_state" AS ENUM('received', 'review', 'revision', 'resubmitted', 'approved', 'rejected', 'done', 'withdrawn');
  CREATE TYPE "public"."enum_transfer_requests_outcome" AS ENUM('contract', 'closed');
  CREATE TYPE "public"."enum_transfer_requests_contract_type" AS ENUM('nonExclusive', 'exclusive', 'assignment', 'knowHow');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfer_requests_id" integer;
  ALTER TABLE "transfer_requests_history" ADD CONSTRAINT "transfer_requests_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests_history" ADD CONSTRAINT "transfer_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_requests_rels" ADD CONSTRAINT "transfer_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transfer_requests_rels" ADD CONSTRAINT "transfer_requests_rels_post_files_fk" FOREIGN KEY ("post_files_id") REFERENCES "public"."post_files"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_requests_fk" FOREIGN KEY ("transfer_requests_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_transfer_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "transfer_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfer_requests_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "transfer_requests_history" CASCADE;
  DROP TABLE "transfer_requests" CASCADE;
  DROP TABLE "transfer_requests_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfer_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_transfer_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfer_requests_id";
  DROP TYPE "public"."enum_transfer_requests_history_state";
  DROP TYPE "public"."enum_transfer_requests_preferred_transfer_type";
  DROP TYPE "public"."enum_transfer_requests_state";
  DROP TYPE "public"."enum_transfer_requests_outcome";
  DROP TYPE "public"."enum_transfer_requests_contract_type";`)
}
