import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notices" ADD COLUMN "pinned_until" timestamp(3) with time zone;
  ALTER TABLE "_notices_v" ADD COLUMN "version_pinned_until" timestamp(3) with time zone;
  ALTER TABLE "files" ADD COLUMN "download_count" numeric DEFAULT 0;
  ALTER TABLE "inquiries" ADD COLUMN "pinned_until" timestamp(3) with time zone;
  ALTER TABLE "collaboration_requests" ADD COLUMN "pinned_until" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "new_post_days" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "naver_site_verification" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "google_site_verification" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_new_post_days" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_naver_site_verification" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_google_site_verification" varchar;
  CREATE INDEX "notices_pinned_until_idx" ON "notices" USING btree ("pinned_until");
  CREATE INDEX "_notices_v_version_version_pinned_until_idx" ON "_notices_v" USING btree ("version_pinned_until");
  CREATE INDEX "inquiries_pinned_until_idx" ON "inquiries" USING btree ("pinned_until");
  CREATE INDEX "collaboration_requests_pinned_until_idx" ON "collaboration_requests" USING btree ("pinned_until");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "notices_pinned_until_idx";
  DROP INDEX "_notices_v_version_version_pinned_until_idx";
  DROP INDEX "inquiries_pinned_until_idx";
  DROP INDEX "collaboration_requests_pinned_until_idx";
  ALTER TABLE "notices" DROP COLUMN "pinned_until";
  ALTER TABLE "_notices_v" DROP COLUMN "version_pinned_until";
  ALTER TABLE "files" DROP COLUMN "download_count";
  ALTER TABLE "inquiries" DROP COLUMN "pinned_until";
  ALTER TABLE "collaboration_requests" DROP COLUMN "pinned_until";
  ALTER TABLE "site_settings" DROP COLUMN "new_post_days";
  ALTER TABLE "site_settings" DROP COLUMN "naver_site_verification";
  ALTER TABLE "site_settings" DROP COLUMN "google_site_verification";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_new_post_days";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_naver_site_verification";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_google_site_verification";`)
}
