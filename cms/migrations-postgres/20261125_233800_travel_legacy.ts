import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_travel_codes_group" AS ENUM('GDS_TYCD', 'GDS_CATEGORY_CD', 'CTPV', 'SGG', 'PS_CD', 'THEME_CD', 'TOURIST_TYCD', 'WHY_CD', 'LANGUAGE');
  CREATE TYPE "public"."enum_attractions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__attractions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_recommended_tours_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recommended_tours_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_passes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__passes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_coupons_discount_type" AS ENUM('rate', 'amount');
  CREATE TYPE "public"."enum_coupons_scope" AS ENUM('pass', 'reservation', 'all');
  CREATE TYPE "public"."enum_coupons_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coupons_v_version_discount_type" AS ENUM('rate', 'amount');
  CREATE TYPE "public"."enum__coupons_v_version_scope" AS ENUM('pass', 'reservation', 'all');
  CREATE TYPE "public"."enum__coupons_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_member_coupons_state" AS ENUM('available', 'used');
  CREATE TYPE "public"."enum_pass_orders_state" AS ENUM('paid', 'refunded');
  CREATE TYPE "public"."enum_promotions_category" AS ENUM('event', 'noti', 'reserve', 'coupon', 'ad');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_version_category" AS ENUM('event', 'noti', 'reserve', 'coupon', 'ad');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_travel_infos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__travel_infos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_goods_reservations_state" AS ENUM('complete', 'cancel');
  CREATE TABLE "travel_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_travel_codes_group" NOT NULL,
  	"code" varchar NOT NULL,
  	"code_name" varchar NOT NULL,
  	"parent_id" integer,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attractions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"goods_type_id" integer,
  	"goods_category_id" integer,
  	"province_id" integer,
  	"district_id" integer,
  	"address" varchar,
  	"summary" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"opening_hours" varchar,
  	"admission_fee" varchar,
  	"phone" varchar,
  	"homepage" varchar,
  	"facilities_parking" boolean DEFAULT false,
  	"facilities_wheelchair" boolean DEFAULT false,
  	"facilities_nursing" boolean DEFAULT false,
  	"facilities_pet" boolean DEFAULT false,
  	"facilities_wifi" boolean DEFAULT false,
  	"facilities_accessible_toilet" boolean DEFAULT false,
  	"etc_information_free" boolean DEFAULT false,
  	"etc_information_indoor" boolean DEFAULT false,
  	"etc_information_night" boolean DEFAULT false,
  	"etc_information_kids" boolean DEFAULT false,
  	"etc_information_foreign_guide" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_attractions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_attractions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_goods_type_id" integer,
  	"version_goods_category_id" integer,
  	"version_province_id" integer,
  	"version_district_id" integer,
  	"version_address" varchar,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_opening_hours" varchar,
  	"version_admission_fee" varchar,
  	"version_phone" varchar,
  	"version_homepage" varchar,
  	"version_facilities_parking" boolean DEFAULT false,
  	"version_facilities_wheelchair" boolean DEFAULT false,
  	"version_facilities_nursing" boolean DEFAULT false,
  	"version_facilities_pet" boolean DEFAULT false,
  	"version_facilities_wifi" boolean DEFAULT false,
  	"version_facilities_accessible_toilet" boolean DEFAULT false,
  	"version_etc_information_free" boolean DEFAULT false,
  	"version_etc_information_indoor" boolean DEFAULT false,
  	"version_etc_information_night" boolean DEFAULT false,
  	"version_etc_information_kids" boolean DEFAULT false,
  	"version_etc_information_foreign_guide" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__attractions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "attraction_interests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"attraction_id" integer NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recommended_tours_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" numeric DEFAULT 1,
  	"attraction_id" integer,
  	"note" varchar
  );
  
  CREATE TABLE "recommended_tours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"theme_id" integer,
  	"tour_days" numeric DEFAULT 1,
  	"summary" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"etc_information_public_transport" boolean DEFAULT false,
  	"etc_information_barrier_free" boolean DEFAULT false,
  	"etc_information_pet" boolean DEFAULT false,
  	"etc_information_kids" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recommended_tours_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_recommended_tours_v_version_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" numeric DEFAULT 1,
  	"attraction_id" integer,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recommended_tours_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_theme_id" integer,
  	"version_tour_days" numeric DEFAULT 1,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_etc_information_public_transport" boolean DEFAULT false,
  	"version_etc_information_barrier_free" boolean DEFAULT false,
  	"version_etc_information_pet" boolean DEFAULT false,
  	"version_etc_information_kids" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recommended_tours_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "passes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pass_type_id" integer,
  	"valid_days" numeric DEFAULT 30,
  	"sort_order" numeric DEFAULT 0,
  	"summary" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_passes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "passes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attractions_id" integer
  );
  
  CREATE TABLE "_passes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_pass_type_id" integer,
  	"version_valid_days" numeric DEFAULT 30,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__passes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_passes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attractions_id" integer
  );
  
  CREATE TABLE "pass_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pass_id" integer NOT NULL,
  	"option_name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"stock" numeric DEFAULT 100 NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"discount_type" "enum_coupons_discount_type" DEFAULT 'rate',
  	"discount_value" numeric,
  	"max_discount" numeric,
  	"min_price" numeric DEFAULT 0,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"scope" "enum_coupons_scope" DEFAULT 'pass',
  	"pass_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_coupons_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_coupons_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_discount_type" "enum__coupons_v_version_discount_type" DEFAULT 'rate',
  	"version_discount_value" numeric,
  	"version_max_discount" numeric,
  	"version_min_price" numeric DEFAULT 0,
  	"version_valid_from" timestamp(3) with time zone,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_scope" "enum__coupons_v_version_scope" DEFAULT 'pass',
  	"version_pass_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__coupons_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "member_coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"coupon_id" integer NOT NULL,
  	"state" "enum_member_coupons_state" DEFAULT 'available' NOT NULL,
  	"used_order_id" integer,
  	"used_reservation_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pass_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_no" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"pass_id" integer NOT NULL,
  	"option_id" integer NOT NULL,
  	"pass_count" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"total_price" numeric NOT NULL,
  	"discount" numeric NOT NULL,
  	"pay_amount" numeric NOT NULL,
  	"member_coupon_id" integer,
  	"promo_code" varchar,
  	"payment_method" varchar NOT NULL,
  	"payment_ref" varchar NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"voucher_code" varchar NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"state" "enum_pass_orders_state" DEFAULT 'paid' NOT NULL,
  	"refund_why_code" varchar,
  	"refund_etc_why" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_promotions_category" DEFAULT 'event',
  	"summary" varchar,
  	"content" varchar,
  	"image_id" integer,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"coupon_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__promotions_v_version_category" DEFAULT 'event',
  	"version_summary" varchar,
  	"version_content" varchar,
  	"version_image_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_coupon_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "travel_infos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"tourist_type_id" integer,
  	"summary" varchar,
  	"content" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_travel_infos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_travel_infos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_tourist_type_id" integer,
  	"version_summary" varchar,
  	"version_content" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__travel_infos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "reservation_goods_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "reservation_goods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"attraction_id" integer NOT NULL,
  	"summary" varchar,
  	"daily_capacity" numeric DEFAULT 20 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"on_sale" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reserve_no" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"goods_id" integer NOT NULL,
  	"goods_type_code" varchar,
  	"use_date" varchar NOT NULL,
  	"goods_count" numeric NOT NULL,
  	"price_sn" numeric NOT NULL,
  	"price_label" varchar NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"total_price" numeric NOT NULL,
  	"discount" numeric DEFAULT 0 NOT NULL,
  	"pay_amount" numeric NOT NULL,
  	"member_coupon_id" integer,
  	"contact_name" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"payment_method" varchar NOT NULL,
  	"payment_ref" varchar NOT NULL,
  	"state" "enum_goods_reservations_state" DEFAULT 'complete' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_day_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day_key" varchar NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sticky_area" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"directions_title" varchar NOT NULL,
  	"directions_address" varchar NOT NULL,
  	"directions_transport" varchar,
  	"directions_map_url" varchar,
  	"directions_phone" varchar,
  	"live_chat_channel_name" varchar NOT NULL,
  	"live_chat_channel_url" varchar,
  	"live_chat_opens_at" varchar DEFAULT '09:00' NOT NULL,
  	"live_chat_closes_at" varchar DEFAULT '18:00' NOT NULL,
  	"live_chat_weekdays_only" boolean DEFAULT true,
  	"live_chat_phone" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sticky_area_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_directions_title" varchar NOT NULL,
  	"version_directions_address" varchar NOT NULL,
  	"version_directions_transport" varchar,
  	"version_directions_map_url" varchar,
  	"version_directions_phone" varchar,
  	"version_live_chat_channel_name" varchar NOT NULL,
  	"version_live_chat_channel_url" varchar,
  	"version_live_chat_opens_at" varchar DEFAULT '09:00' NOT NULL,
  	"version_live_chat_closes_at" varchar DEFAULT '18:00' NOT NULL,
  	"version_live_chat_weekdays_only" boolean DEFAULT true,
  	"version_live_chat_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attractions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attraction_interests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recommended_tours_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pass_options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pass_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_infos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservation_goods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goods_reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goods_day_counts_id" integer;
  ALTER TABLE "travel_codes" ADD CONSTRAINT "travel_codes_parent_id_travel_codes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_goods_type_id_travel_codes_id_fk" FOREIGN KEY ("goods_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_goods_category_id_travel_codes_id_fk" FOREIGN KEY ("goods_category_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_province_id_travel_codes_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_district_id_travel_codes_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_parent_id_attractions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_goods_type_id_travel_codes_id_fk" FOREIGN KEY ("version_goods_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_goods_category_id_travel_codes_id_fk" FOREIGN KEY ("version_goods_category_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_province_id_travel_codes_id_fk" FOREIGN KEY ("version_province_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_district_id_travel_codes_id_fk" FOREIGN KEY ("version_district_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_attractions_v" ADD CONSTRAINT "_attractions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attraction_interests" ADD CONSTRAINT "attraction_interests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attraction_interests" ADD CONSTRAINT "attraction_interests_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_tours_stops" ADD CONSTRAINT "recommended_tours_stops_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_tours_stops" ADD CONSTRAINT "recommended_tours_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recommended_tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recommended_tours" ADD CONSTRAINT "recommended_tours_theme_id_travel_codes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recommended_tours" ADD CONSTRAINT "recommended_tours_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v_version_stops" ADD CONSTRAINT "_recommended_tours_v_version_stops_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v_version_stops" ADD CONSTRAINT "_recommended_tours_v_version_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recommended_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v" ADD CONSTRAINT "_recommended_tours_v_parent_id_recommended_tours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recommended_tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v" ADD CONSTRAINT "_recommended_tours_v_version_theme_id_travel_codes_id_fk" FOREIGN KEY ("version_theme_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recommended_tours_v" ADD CONSTRAINT "_recommended_tours_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passes" ADD CONSTRAINT "passes_pass_type_id_travel_codes_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passes" ADD CONSTRAINT "passes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passes_rels" ADD CONSTRAINT "passes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passes_rels" ADD CONSTRAINT "passes_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_passes_v" ADD CONSTRAINT "_passes_v_parent_id_passes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_passes_v" ADD CONSTRAINT "_passes_v_version_pass_type_id_travel_codes_id_fk" FOREIGN KEY ("version_pass_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_passes_v" ADD CONSTRAINT "_passes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_passes_v_rels" ADD CONSTRAINT "_passes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_passes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_passes_v_rels" ADD CONSTRAINT "_passes_v_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pass_options" ADD CONSTRAINT "pass_options_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupons" ADD CONSTRAINT "coupons_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coupons_v" ADD CONSTRAINT "_coupons_v_parent_id_coupons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coupons_v" ADD CONSTRAINT "_coupons_v_version_pass_id_passes_id_fk" FOREIGN KEY ("version_pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_order_id_pass_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."pass_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_reservation_id_goods_reservations_id_fk" FOREIGN KEY ("used_reservation_id") REFERENCES "public"."goods_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_option_id_pass_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."pass_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_coupon_id_coupons_id_fk" FOREIGN KEY ("version_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_infos" ADD CONSTRAINT "travel_infos_tourist_type_id_travel_codes_id_fk" FOREIGN KEY ("tourist_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_infos" ADD CONSTRAINT "travel_infos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_infos_v" ADD CONSTRAINT "_travel_infos_v_parent_id_travel_infos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travel_infos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_infos_v" ADD CONSTRAINT "_travel_infos_v_version_tourist_type_id_travel_codes_id_fk" FOREIGN KEY ("version_tourist_type_id") REFERENCES "public"."travel_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_infos_v" ADD CONSTRAINT "_travel_infos_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservation_goods_prices" ADD CONSTRAINT "reservation_goods_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservation_goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservation_goods" ADD CONSTRAINT "reservation_goods_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_reservations" ADD CONSTRAINT "goods_reservations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_reservations" ADD CONSTRAINT "goods_reservations_goods_id_reservation_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."reservation_goods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_reservations" ADD CONSTRAINT "goods_reservations_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "travel_codes_group_idx" ON "travel_codes" USING btree ("group");
  CREATE UNIQUE INDEX "travel_codes_code_idx" ON "travel_codes" USING btree ("code");
  CREATE INDEX "travel_codes_parent_idx" ON "travel_codes" USING btree ("parent_id");
  CREATE INDEX "travel_codes_active_idx" ON "travel_codes" USING btree ("active");
  CREATE INDEX "travel_codes_updated_at_idx" ON "travel_codes" USING btree ("updated_at");
  CREATE INDEX "travel_codes_created_at_idx" ON "travel_codes" USING btree ("created_at");
  CREATE INDEX "attractions_goods_type_idx" ON "attractions" USING btree ("goods_type_id");
  CREATE INDEX "attractions_goods_category_idx" ON "attractions" USING btree ("goods_category_id");
  CREATE INDEX "attractions_province_idx" ON "attractions" USING btree ("province_id");
  CREATE INDEX "attractions_district_idx" ON "attractions" USING btree ("district_id");
  CREATE INDEX "attractions_image_idx" ON "attractions" USING btree ("image_id");
  CREATE INDEX "attractions_updated_at_idx" ON "attractions" USING btree ("updated_at");
  CREATE INDEX "attractions_created_at_idx" ON "attractions" USING btree ("created_at");
  CREATE INDEX "attractions__status_idx" ON "attractions" USING btree ("_status");
  CREATE INDEX "_attractions_v_parent_idx" ON "_attractions_v" USING btree ("parent_id");
  CREATE INDEX "_attractions_v_version_version_goods_type_idx" ON "_attractions_v" USING btree ("version_goods_type_id");
  CREATE INDEX "_attractions_v_version_version_goods_category_idx" ON "_attractions_v" USING btree ("version_goods_category_id");
  CREATE INDEX "_attractions_v_version_version_province_idx" ON "_attractions_v" USING btree ("version_province_id");
  CREATE INDEX "_attractions_v_version_version_district_idx" ON "_attractions_v" USING btree ("version_district_id");
  CREATE INDEX "_attractions_v_version_version_image_idx" ON "_attractions_v" USING btree ("version_image_id");
  CREATE INDEX "_attractions_v_version_version_updated_at_idx" ON "_attractions_v" USING btree ("version_updated_at");
  CREATE INDEX "_attractions_v_version_version_created_at_idx" ON "_attractions_v" USING btree ("version_created_at");
  CREATE INDEX "_attractions_v_version_version__status_idx" ON "_attractions_v" USING btree ("version__status");
  CREATE INDEX "_attractions_v_created_at_idx" ON "_attractions_v" USING btree ("created_at");
  CREATE INDEX "_attractions_v_updated_at_idx" ON "_attractions_v" USING btree ("updated_at");
  CREATE INDEX "_attractions_v_latest_idx" ON "_attractions_v" USING btree ("latest");
  CREATE INDEX "attraction_interests_member_idx" ON "attraction_interests" USING btree ("member_id");
  CREATE INDEX "attraction_interests_attraction_idx" ON "attraction_interests" USING btree ("attraction_id");
  CREATE INDEX "attraction_interests_created_at_idx" ON "attraction_interests" USING btree ("created_at");
  CREATE INDEX "attraction_interests_updated_at_idx" ON "attraction_interests" USING btree ("updated_at");
  CREATE UNIQUE INDEX "member_attraction_idx" ON "attraction_interests" USING btree ("member_id","attraction_id");
  CREATE INDEX "recommended_tours_stops_order_idx" ON "recommended_tours_stops" USING btree ("_order");
  CREATE INDEX "recommended_tours_stops_parent_id_idx" ON "recommended_tours_stops" USING btree ("_parent_id");
  CREATE INDEX "recommended_tours_stops_attraction_idx" ON "recommended_tours_stops" USING btree ("attraction_id");
  CREATE INDEX "recommended_tours_theme_idx" ON "recommended_tours" USING btree ("theme_id");
  CREATE INDEX "recommended_tours_tour_days_idx" ON "recommended_tours" USING btree ("tour_days");
  CREATE INDEX "recommended_tours_image_idx" ON "recommended_tours" USING btree ("image_id");
  CREATE INDEX "recommended_tours_updated_at_idx" ON "recommended_tours" USING btree ("updated_at");
  CREATE INDEX "recommended_tours_created_at_idx" ON "recommended_tours" USING btree ("created_at");
  CREATE INDEX "recommended_tours__status_idx" ON "recommended_tours" USING btree ("_status");
  CREATE INDEX "_recommended_tours_v_version_stops_order_idx" ON "_recommended_tours_v_version_stops" USING btree ("_order");
  CREATE INDEX "_recommended_tours_v_version_stops_parent_id_idx" ON "_recommended_tours_v_version_stops" USING btree ("_parent_id");
  CREATE INDEX "_recommended_tours_v_version_stops_attraction_idx" ON "_recommended_tours_v_version_stops" USING btree ("attraction_id");
  CREATE INDEX "_recommended_tours_v_parent_idx" ON "_recommended_tours_v" USING btree ("parent_id");
  CREATE INDEX "_recommended_tours_v_version_version_theme_idx" ON "_recommended_tours_v" USING btree ("version_theme_id");
  CREATE INDEX "_recommended_tours_v_version_version_tour_days_idx" ON "_recommended_tours_v" USING btree ("version_tour_days");
  CREATE INDEX "_recommended_tours_v_version_version_image_idx" ON "_recommended_tours_v" USING btree ("version_image_id");
  CREATE INDEX "_recommended_tours_v_version_version_updated_at_idx" ON "_recommended_tours_v" USING btree ("version_updated_at");
  CREATE INDEX "_recommended_tours_v_version_version_created_at_idx" ON "_recommended_tours_v" USING btree ("version_created_at");
  CREATE INDEX "_recommended_tours_v_version_version__status_idx" ON "_recommended_tours_v" USING btree ("version__status");
  CREATE INDEX "_recommended_tours_v_created_at_idx" ON "_recommended_tours_v" USING btree ("created_at");
  CREATE INDEX "_recommended_tours_v_updated_at_idx" ON "_recommended_tours_v" USING btree ("updated_at");
  CREATE INDEX "_recommended_tours_v_latest_idx" ON "_recommended_tours_v" USING btree ("latest");
  CREATE INDEX "passes_pass_type_idx" ON "passes" USING btree ("pass_type_id");
  CREATE INDEX "passes_image_idx" ON "passes" USING btree ("image_id");
  CREATE INDEX "passes_updated_at_idx" ON "passes" USING btree ("updated_at");
  CREATE INDEX "passes_created_at_idx" ON "passes" USING btree ("created_at");
  CREATE INDEX "passes__status_idx" ON "passes" USING btree ("_status");
  CREATE INDEX "passes_rels_order_idx" ON "passes_rels" USING btree ("order");
  CREATE INDEX "passes_rels_parent_idx" ON "passes_rels" USING btree ("parent_id");
  CREATE INDEX "passes_rels_path_idx" ON "passes_rels" USING btree ("path");
  CREATE INDEX "passes_rels_attractions_id_idx" ON "passes_rels" USING btree ("attractions_id");
  CREATE INDEX "_passes_v_parent_idx" ON "_passes_v" USING btree ("parent_id");
  CREATE INDEX "_passes_v_version_version_pass_type_idx" ON "_passes_v" USING btree ("version_pass_type_id");
  CREATE INDEX "_passes_v_version_version_image_idx" ON "_passes_v" USING btree ("version_image_id");
  CREATE INDEX "_passes_v_version_version_updated_at_idx" ON "_passes_v" USING btree ("version_updated_at");
  CREATE INDEX "_passes_v_version_version_created_at_idx" ON "_passes_v" USING btree ("version_created_at");
  CREATE INDEX "_passes_v_version_version__status_idx" ON "_passes_v" USING btree ("version__status");
  CREATE INDEX "_passes_v_created_at_idx" ON "_passes_v" USING btree ("created_at");
  CREATE INDEX "_passes_v_updated_at_idx" ON "_passes_v" USING btree ("updated_at");
  CREATE INDEX "_passes_v_latest_idx" ON "_passes_v" USING btree ("latest");
  CREATE INDEX "_passes_v_rels_order_idx" ON "_passes_v_rels" USING btree ("order");
  CREATE INDEX "_passes_v_rels_parent_idx" ON "_passes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_passes_v_rels_path_idx" ON "_passes_v_rels" USING btree ("path");
  CREATE INDEX "_passes_v_rels_attractions_id_idx" ON "_passes_v_rels" USING btree ("attractions_id");
  CREATE INDEX "pass_options_pass_idx" ON "pass_options" USING btree ("pass_id");
  CREATE INDEX "pass_options_updated_at_idx" ON "pass_options" USING btree ("updated_at");
  CREATE INDEX "pass_options_created_at_idx" ON "pass_options" USING btree ("created_at");
  CREATE INDEX "coupons_pass_idx" ON "coupons" USING btree ("pass_id");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupons__status_idx" ON "coupons" USING btree ("_status");
  CREATE INDEX "_coupons_v_parent_idx" ON "_coupons_v" USING btree ("parent_id");
  CREATE INDEX "_coupons_v_version_version_pass_idx" ON "_coupons_v" USING btree ("version_pass_id");
  CREATE INDEX "_coupons_v_version_version_updated_at_idx" ON "_coupons_v" USING btree ("version_updated_at");
  CREATE INDEX "_coupons_v_version_version_created_at_idx" ON "_coupons_v" USING btree ("version_created_at");
  CREATE INDEX "_coupons_v_version_version__status_idx" ON "_coupons_v" USING btree ("version__status");
  CREATE INDEX "_coupons_v_created_at_idx" ON "_coupons_v" USING btree ("created_at");
  CREATE INDEX "_coupons_v_updated_at_idx" ON "_coupons_v" USING btree ("updated_at");
  CREATE INDEX "_coupons_v_latest_idx" ON "_coupons_v" USING btree ("latest");
  CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id");
  CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id");
  CREATE INDEX "member_coupons_used_order_idx" ON "member_coupons" USING btree ("used_order_id");
  CREATE INDEX "member_coupons_used_reservation_idx" ON "member_coupons" USING btree ("used_reservation_id");
  CREATE INDEX "member_coupons_created_at_idx" ON "member_coupons" USING btree ("created_at");
  CREATE INDEX "member_coupons_updated_at_idx" ON "member_coupons" USING btree ("updated_at");
  CREATE UNIQUE INDEX "member_coupon_idx" ON "member_coupons" USING btree ("member_id","coupon_id");
  CREATE UNIQUE INDEX "pass_orders_order_no_idx" ON "pass_orders" USING btree ("order_no");
  CREATE INDEX "pass_orders_member_idx" ON "pass_orders" USING btree ("member_id");
  CREATE INDEX "pass_orders_pass_idx" ON "pass_orders" USING btree ("pass_id");
  CREATE INDEX "pass_orders_option_idx" ON "pass_orders" USING btree ("option_id");
  CREATE INDEX "pass_orders_member_coupon_idx" ON "pass_orders" USING btree ("member_coupon_id");
  CREATE UNIQUE INDEX "pass_orders_voucher_code_idx" ON "pass_orders" USING btree ("voucher_code");
  CREATE INDEX "pass_orders_state_idx" ON "pass_orders" USING btree ("state");
  CREATE INDEX "pass_orders_created_at_idx" ON "pass_orders" USING btree ("created_at");
  CREATE INDEX "pass_orders_updated_at_idx" ON "pass_orders" USING btree ("updated_at");
  CREATE INDEX "promotions_category_idx" ON "promotions" USING btree ("category");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_start_date_idx" ON "promotions" USING btree ("start_date");
  CREATE INDEX "promotions_coupon_idx" ON "promotions" USING btree ("coupon_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_category_idx" ON "_promotions_v" USING btree ("version_category");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_start_date_idx" ON "_promotions_v" USING btree ("version_start_date");
  CREATE INDEX "_promotions_v_version_version_coupon_idx" ON "_promotions_v" USING btree ("version_coupon_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "travel_infos_tourist_type_idx" ON "travel_infos" USING btree ("tourist_type_id");
  CREATE INDEX "travel_infos_image_idx" ON "travel_infos" USING btree ("image_id");
  CREATE INDEX "travel_infos_updated_at_idx" ON "travel_infos" USING btree ("updated_at");
  CREATE INDEX "travel_infos_created_at_idx" ON "travel_infos" USING btree ("created_at");
  CREATE INDEX "travel_infos__status_idx" ON "travel_infos" USING btree ("_status");
  CREATE INDEX "_travel_infos_v_parent_idx" ON "_travel_infos_v" USING btree ("parent_id");
  CREATE INDEX "_travel_infos_v_version_version_tourist_type_idx" ON "_travel_infos_v" USING btree ("version_tourist_type_id");
  CREATE INDEX "_travel_infos_v_version_version_image_idx" ON "_travel_infos_v" USING btree ("version_image_id");
  CREATE INDEX "_travel_infos_v_version_version_updated_at_idx" ON "_travel_infos_v" USING btree ("version_updated_at");
  CREATE INDEX "_travel_infos_v_version_version_created_at_idx" ON "_travel_infos_v" USING btree ("version_created_at");
  CREATE INDEX "_travel_infos_v_version_version__status_idx" ON "_travel_infos_v" USING btree ("version__status");
  CREATE INDEX "_travel_infos_v_created_at_idx" ON "_travel_infos_v" USING btree ("created_at");
  CREATE INDEX "_travel_infos_v_updated_at_idx" ON "_travel_infos_v" USING btree ("updated_at");
  CREATE INDEX "_travel_infos_v_latest_idx" ON "_travel_infos_v" USING btree ("latest");
  CREATE INDEX "reservation_goods_prices_order_idx" ON "reservation_goods_prices" USING btree ("_order");
  CREATE INDEX "reservation_goods_prices_parent_id_idx" ON "reservation_goods_prices" USING btree ("_parent_id");
  CREATE INDEX "reservation_goods_attraction_idx" ON "reservation_goods" USING btree ("attraction_id");
  CREATE INDEX "reservation_goods_on_sale_idx" ON "reservation_goods" USING btree ("on_sale");
  CREATE INDEX "reservation_goods_updated_at_idx" ON "reservation_goods" USING btree ("updated_at");
  CREATE INDEX "reservation_goods_created_at_idx" ON "reservation_goods" USING btree ("created_at");
  CREATE UNIQUE INDEX "goods_reservations_reserve_no_idx" ON "goods_reservations" USING btree ("reserve_no");
  CREATE INDEX "goods_reservations_member_idx" ON "goods_reservations" USING btree ("member_id");
  CREATE INDEX "goods_reservations_goods_idx" ON "goods_reservations" USING btree ("goods_id");
  CREATE INDEX "goods_reservations_goods_type_code_idx" ON "goods_reservations" USING btree ("goods_type_code");
  CREATE INDEX "goods_reservations_use_date_idx" ON "goods_reservations" USING btree ("use_date");
  CREATE INDEX "goods_reservations_member_coupon_idx" ON "goods_reservations" USING btree ("member_coupon_id");
  CREATE INDEX "goods_reservations_state_idx" ON "goods_reservations" USING btree ("state");
  CREATE INDEX "goods_reservations_created_at_idx" ON "goods_reservations" USING btree ("created_at");
  CREATE INDEX "goods_reservations_updated_at_idx" ON "goods_reservations" USING btree ("updated_at");
  CREATE UNIQUE INDEX "goods_day_counts_day_key_idx" ON "goods_day_counts" USING btree ("day_key");
  CREATE INDEX "goods_day_counts_updated_at_idx" ON "goods_day_counts" USING btree ("updated_at");
  CREATE INDEX "goods_day_counts_created_at_idx" ON "goods_day_counts" USING btree ("created_at");
  CREATE INDEX "_sticky_area_v_created_at_idx" ON "_sticky_area_v" USING btree ("created_at");
  CREATE INDEX "_sticky_area_v_updated_at_idx" ON "_sticky_area_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_codes_fk" FOREIGN KEY ("travel_codes_id") REFERENCES "public"."travel_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attraction_interests_fk" FOREIGN KEY ("attraction_interests_id") REFERENCES "public"."attraction_interests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recommended_tours_fk" FOREIGN KEY ("recommended_tours_id") REFERENCES "public"."recommended_tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passes_fk" FOREIGN KEY ("passes_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pass_options_fk" FOREIGN KEY ("pass_options_id") REFERENCES "public"."pass_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_coupons_fk" FOREIGN KEY ("member_coupons_id") REFERENCES "public"."member_coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pass_orders_fk" FOREIGN KEY ("pass_orders_id") REFERENCES "public"."pass_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_infos_fk" FOREIGN KEY ("travel_infos_id") REFERENCES "public"."travel_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservation_goods_fk" FOREIGN KEY ("reservation_goods_id") REFERENCES "public"."reservation_goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goods_reservations_fk" FOREIGN KEY ("goods_reservations_id") REFERENCES "public"."goods_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goods_day_counts_fk" FOREIGN KEY ("goods_day_counts_id") REFERENCES "public"."goods_day_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_travel_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_codes_id");
  CREATE INDEX "payload_locked_documents_rels_attractions_id_idx" ON "payload_locked_documents_rels" USING btree ("attractions_id");
  CREATE INDEX "payload_locked_documents_rels_attraction_interests_id_idx" ON "payload_locked_documents_rels" USING btree ("attraction_interests_id");
  CREATE INDEX "payload_locked_documents_rels_recommended_tours_id_idx" ON "payload_locked_documents_rels" USING btree ("recommended_tours_id");
  CREATE INDEX "payload_locked_documents_rels_passes_id_idx" ON "payload_locked_documents_rels" USING btree ("passes_id");
  CREATE INDEX "payload_locked_documents_rels_pass_options_id_idx" ON "payload_locked_documents_rels" USING btree ("pass_options_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_member_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("member_coupons_id");
  CREATE INDEX "payload_locked_documents_rels_pass_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("pass_orders_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_travel_infos_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_infos_id");
  CREATE INDEX "payload_locked_documents_rels_reservation_goods_id_idx" ON "payload_locked_documents_rels" USING btree ("reservation_goods_id");
  CREATE INDEX "payload_locked_documents_rels_goods_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("goods_reservations_id");
  CREATE INDEX "payload_locked_documents_rels_goods_day_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("goods_day_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "travel_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attractions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_attractions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attraction_interests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recommended_tours_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recommended_tours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recommended_tours_v_version_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recommended_tours_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_passes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_passes_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pass_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coupons_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pass_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_infos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_infos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservation_goods_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservation_goods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_day_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sticky_area" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sticky_area_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "travel_codes" CASCADE;
  DROP TABLE "attractions" CASCADE;
  DROP TABLE "_attractions_v" CASCADE;
  DROP TABLE "attraction_interests" CASCADE;
  DROP TABLE "recommended_tours_stops" CASCADE;
  DROP TABLE "recommended_tours" CASCADE;
  DROP TABLE "_recommended_tours_v_version_stops" CASCADE;
  DROP TABLE "_recommended_tours_v" CASCADE;
  DROP TABLE "passes" CASCADE;
  DROP TABLE "passes_rels" CASCADE;
  DROP TABLE "_passes_v" CASCADE;
  DROP TABLE "_passes_v_rels" CASCADE;
  DROP TABLE "pass_options" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "_coupons_v" CASCADE;
  DROP TABLE "member_coupons" CASCADE;
  DROP TABLE "pass_orders" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "travel_infos" CASCADE;
  DROP TABLE "_travel_infos_v" CASCADE;
  DROP TABLE "reservation_goods_prices" CASCADE;
  DROP TABLE "reservation_goods" CASCADE;
  DROP TABLE "goods_reservations" CASCADE;
  DROP TABLE "goods_day_counts" CASCADE;
  DROP TABLE "sticky_area" CASCADE;
  DROP TABLE "_sticky_area_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attractions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attraction_interests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recommended_tours_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pass_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pass_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_infos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservation_goods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goods_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goods_day_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_travel_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_attractions_id_idx";
  DROP INDEX "payload_locked_documents_rels_attraction_interests_id_idx";
  DROP INDEX "payload_locked_documents_rels_recommended_tours_id_idx";
  DROP INDEX "payload_locked_documents_rels_passes_id_idx";
  DROP INDEX "payload_locked_documents_rels_pass_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_pass_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_promotions_id_idx";
  DROP INDEX "payload_locked_documents_rels_travel_infos_id_idx";
  DROP INDEX "payload_locked_documents_rels_reservation_goods_id_idx";
  DROP INDEX "payload_locked_documents_rels_goods_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_goods_day_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attractions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attraction_interests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recommended_tours_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pass_options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pass_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_infos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservation_goods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goods_reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goods_day_counts_id";
  DROP TYPE "public"."enum_travel_codes_group";
  DROP TYPE "public"."enum_attractions_status";
  DROP TYPE "public"."enum__attractions_v_version_status";
  DROP TYPE "public"."enum_recommended_tours_status";
  DROP TYPE "public"."enum__recommended_tours_v_version_status";
  DROP TYPE "public"."enum_passes_status";
  DROP TYPE "public"."enum__passes_v_version_status";
  DROP TYPE "public"."enum_coupons_discount_type";
  DROP TYPE "public"."enum_coupons_scope";
  DROP TYPE "public"."enum_coupons_status";
  DROP TYPE "public"."enum__coupons_v_version_discount_type";
  DROP TYPE "public"."enum__coupons_v_version_scope";
  DROP TYPE "public"."enum__coupons_v_version_status";
  DROP TYPE "public"."enum_member_coupons_state";
  DROP TYPE "public"."enum_pass_orders_state";
  DROP TYPE "public"."enum_promotions_category";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_version_category";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum_travel_infos_status";
  DROP TYPE "public"."enum__travel_infos_v_version_status";
  DROP TYPE "public"."enum_goods_reservations_state";`)
}
