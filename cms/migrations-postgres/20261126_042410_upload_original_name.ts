import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" ADD COLUMN "original_name" varchar;
  ALTER TABLE "post_files" ADD COLUMN "original_name" varchar;`)
  // Files from before the column: the stored name is the best guess at the chosen one.
  await db.execute(sql`
   UPDATE "files" SET "original_name" = "filename";
  UPDATE "post_files" SET "original_name" = "filename";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" DROP COLUMN "original_name";
  ALTER TABLE "post_files" DROP COLUMN "original_name";`)
}
