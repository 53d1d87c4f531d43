CREATE TYPE "public"."day_kind" AS ENUM('weekday', 'weekend', 'holiday');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('held', 'pending_payment', 'paid', 'expired', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."time_band" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
CREATE TYPE "public"."voucher_kind" AS ENUM('percent', 'fixed', 'ticket_price');--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_vnd" integer NOT NULL,
	CONSTRAINT "order_products_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_products_quantity_check" CHECK ("order_products"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"showtime_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"subtotal_vnd" integer NOT NULL,
	"discount_vnd" integer DEFAULT 0 NOT NULL,
	"total_vnd" integer NOT NULL,
	"voucher_code" text,
	"age_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_money_check" CHECK ("orders"."discount_vnd" between 0 and "orders"."subtotal_vnd" and "orders"."total_vnd" = "orders"."subtotal_vnd" - "orders"."discount_vnd")
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"cinema_id" uuid NOT NULL,
	"format" "show_format" NOT NULL,
	"seat_type" "seat_type" NOT NULL,
	"day_kind" "day_kind" NOT NULL,
	"time_band" time_band NOT NULL,
	"price_vnd" integer NOT NULL,
	CONSTRAINT "price_rules_cinema_id_format_seat_type_day_kind_time_band_pk" PRIMARY KEY("cinema_id","format","seat_type","day_kind","time_band"),
	CONSTRAINT "price_rules_price_check" CHECK ("price_rules"."price_vnd" > 0 and "price_rules"."price_vnd" % 1000 = 0)
);
--> statement-breakpoint
CREATE TABLE "seat_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"showtime_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"order_id" uuid,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"price_vnd" integer NOT NULL,
	CONSTRAINT "seat_claims_period_check" CHECK ("seat_claims"."held_until" is null or "seat_claims"."held_until" >= "seat_claims"."held_from")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"voucher_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" "voucher_kind" NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_customer_limit" integer,
	"min_order_vnd" integer DEFAULT 0 NOT NULL,
	"weekdays" integer[],
	CONSTRAINT "vouchers_code_upper_check" CHECK ("vouchers"."code" = upper("vouchers"."code")),
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" > 0 and ("vouchers"."kind" <> 'percent' or "vouchers"."value" <= 100)),
	CONSTRAINT "vouchers_window_check" CHECK ("vouchers"."valid_from" < "vouchers"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_active_per_showtime" ON "orders" USING btree ("user_id","showtime_id") WHERE "orders"."status" in ('held', 'pending_payment');--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('held', 'pending_payment');--> statement-breakpoint
CREATE INDEX "seat_claims_order_idx" ON "seat_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seat_claims_showtime_idx" ON "seat_claims" USING btree ("showtime_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_code_user_idx" ON "voucher_redemptions" USING btree ("voucher_code","user_id");--> statement-breakpoint
-- A seat of a showtime is in at most one active order: two claims on one seat may not overlap in time.
-- A hold claims [now, expiry); a sale or a block claims [now, ∞) (held_until null = unbounded); a release
-- ends the period. So an expired hold stops counting at its expiry even before any job has run.
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_no_overlap"
  EXCLUDE USING gist ("showtime_id" WITH =, "seat_id" WITH =, tstzrange("held_from", "held_until", '[)') WITH &&);
