import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_company_role" AS ENUM('manager', 'member');
  CREATE TYPE "public"."enum_companies_size" AS ENUM('large', 'midsize', 'small', 'startup');
  CREATE TABLE "companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"business_number" varchar NOT NULL,
  	"pending_business_number" varchar,
  	"ceo" varchar NOT NULL,
  	"size" "enum_companies_size" DEFAULT 'small' NOT NULL,
  	"founded_on" timestamp(3) with time zone,
  	"industry" varchar,
  	"business_type" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"homepage" varchar,
  	"introduction" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "company_id" integer;
  ALTER TABLE "users" ADD COLUMN "company_role" "enum_users_company_role";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "companies_id" integer;
  CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");
  CREATE UNIQUE INDEX "companies_business_number_idx" ON "companies" USING btree ("business_number");
  CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");
  CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "companies" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_company_id_companies_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_companies_fk";
  
  DROP INDEX "users_company_idx";
  DROP INDEX "payload_locked_documents_rels_companies_id_idx";
  ALTER TABLE "users" DROP COLUMN "company_id";
  ALTER TABLE "users" DROP COLUMN "company_role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "companies_id";
  DROP TYPE "public"."enum_users_company_role";
  DROP TYPE "public"."enum_companies_size";`)
}
