import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "naver_site_verification" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "google_site_verification" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_naver_site_verification" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_google_site_verification" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "naver_site_verification";
  ALTER TABLE "site_settings" DROP COLUMN "google_site_verification";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_naver_site_verification";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_google_site_verification";`)
}
