CREATE TABLE "voucher_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"voucher_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	CONSTRAINT "voucher_uses_period_check" CHECK ("voucher_uses"."held_until" is null or "voucher_uses"."held_until" >= "voucher_uses"."reserved_at")
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_code_user_idx" ON "voucher_uses" USING btree ("voucher_code","user_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each voucher's kind/value/minimum/weekdays become its rule (decision 016).
UPDATE "vouchers" SET "rule" = jsonb_build_object(
  'benefit', CASE "kind"
    WHEN 'fixed' THEN jsonb_build_object('kind', 'order_amount', 'amountVnd', "value")
    WHEN 'percent' THEN jsonb_build_object('kind', 'order_percent', 'percent', "value")
    ELSE jsonb_build_object('kind', 'ticket_price', 'priceVnd', "value") END,
  'conditions', jsonb_strip_nulls(jsonb_build_object('minOrderVnd', nullif("min_order_vnd", 0), 'weekdays', to_jsonb("weekdays"))));--> statement-breakpoint
-- Redemptions of paid orders are uses kept for good.
INSERT INTO "voucher_uses" ("order_id", "voucher_code", "user_id", "reserved_at", "held_until")
  SELECT "order_id", "voucher_code", "user_id", "at", NULL FROM "voucher_redemptions";
