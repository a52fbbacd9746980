import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_access_logs_action" AS ENUM('view', 'create', 'update', 'delete', 'print', 'download');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_reviews_id" integer;
  ALTER TABLE "access_log_reviews" ADD CONSTRAINT "access_log_reviews_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_logs_fk" FOREIGN KEY ("access_logs_id") REFERENCES "public"."access_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_reviews_fk" FOREIGN KEY ("access_log_reviews_id") REFERENCES "public"."access_log_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_access_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("access_logs_id");
  CREATE INDEX "payload_locked_documents_rels_access_log_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "access_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_log_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "access_logs" CASCADE;
  DROP TABLE "access_log_reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_access_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_log_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_reviews_id";
  DROP TYPE "public"."enum_access_logs_action";`)
}
