import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand, not generated: the rate-limit counters every process shares (cms/data/raw-sql.ts,
// countRateLimitHit) are not a Payload collection; SQLite keeps them in memory.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
    "key" varchar PRIMARY KEY NOT NULL,
    "hits" integer NOT NULL,
    "reset_at" timestamp(3) with time zone NOT NULL
   );
   CREATE INDEX IF NOT EXISTS "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
