import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_coupons_scope" AS ENUM('pass', 'reservation', 'all');
  CREATE TYPE "public"."enum__coupons_v_version_scope" AS ENUM('pass', 'reservation', 'all');
  ALTER TABLE "coupons" ADD COLUMN "scope" "enum_coupons_scope" DEFAULT 'pass';
  ALTER TABLE "_coupons_v" ADD COLUMN "version_scope" "enum__coupons_v_version_scope" DEFAULT 'pass';
  ALTER TABLE "member_coupons" ADD COLUMN "used_reservation_id" integer;
  ALTER TABLE "goods_reservations" ADD COLUMN "total_price" numeric NOT NULL;
  ALTER TABLE "goods_reservations" ADD COLUMN "discount" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "goods_reservations" ADD COLUMN "member_coupon_id" integer;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_reservation_id_goods_reservations_id_fk" FOREIGN KEY ("used_reservation_id") REFERENCES "public"."goods_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_reservations" ADD CONSTRAINT "goods_reservations_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "member_coupons_used_reservation_idx" ON "member_coupons" USING btree ("used_reservation_id");
  CREATE INDEX "goods_reservations_member_coupon_idx" ON "goods_reservations" USING btree ("member_coupon_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_coupons" DROP CONSTRAINT "member_coupons_used_reservation_id_goods_reservations_id_fk";
  
  ALTER TABLE "goods_reservations" DROP CONSTRAINT "goods_reservations_member_coupon_id_member_coupons_id_fk";
  
  DROP INDEX "member_coupons_used_reservation_idx";
  DROP INDEX "goods_reservations_member_coupon_idx";
  ALTER TABLE "coupons" DROP COLUMN "scope";
  ALTER TABLE "_coupons_v" DROP COLUMN "version_scope";
  ALTER TABLE "member_coupons" DROP COLUMN "used_reservation_id";
  ALTER TABLE "goods_reservations" DROP COLUMN "total_price";
  ALTER TABLE "goods_reservations" DROP COLUMN "discount";
  ALTER TABLE "goods_reservations" DROP COLUMN "member_coupon_id";
  DROP TYPE "public"."enum_coupons_scope";
  DROP TYPE "public"."enum__coupons_v_version_scope";`)
}
