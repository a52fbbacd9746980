import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notification_deliveries_state" ADD VALUE 'sending' BEFORE 'sent';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_deliveries" ALTER COLUMN "state" SET DATA TYPE text;
  ALTER TABLE "notification_deliveries" ALTER COLUMN "state" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_notification_deliveries_state";
  CREATE TYPE "public"."enum_notification_deliveries_state" AS ENUM('queued', 'held', 'sent', 'failed', 'skipped');
  ALTER TABLE "notification_deliveries" ALTER COLUMN "state" SET DEFAULT 'queued'::"public"."enum_notification_deliveries_state";
  ALTER TABLE "notification_deliveries" ALTER COLUMN "state" SET DATA TYPE "public"."enum_notification_deliveries_state" USING "state"::"public"."enum_notification_deliveries_state";`)
}
