CREATE TYPE "public"."points_reason" AS ENUM('earned', 'redeemed', 'returned', 'revoked', 'expired');--> statement-breakpoint
CREATE TABLE "film_ratings" (
	"user_id" uuid NOT NULL,
	"film_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "film_ratings_user_id_film_id_pk" PRIMARY KEY("user_id","film_id"),
	CONSTRAINT "film_ratings_score_check" CHECK ("film_ratings"."score" between 1 and 10),
	CONSTRAINT "film_ratings_review_check" CHECK (char_length("film_ratings"."review") <= 500)
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accounts_balance_check" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"reason" "points_reason" NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"expires_at" timestamp with time zone,
	"balance_after" integer NOT NULL,
	CONSTRAINT "points_ledger_points_check" CHECK ("points_ledger"."points" <> 0),
	CONSTRAINT "points_ledger_balance_check" CHECK ("points_ledger"."balance_after" >= 0),
	CONSTRAINT "points_ledger_sign_check" CHECK (("points_ledger"."reason" in ('earned', 'returned')) = ("points_ledger"."points" > 0)),
	CONSTRAINT "points_ledger_earned_check" CHECK ("points_ledger"."reason" <> 'earned' or ("points_ledger"."expires_at" is not null and "points_ledger"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "birthday_vouchers" (
	"user_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"voucher_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "birthday_vouchers_user_id_year_pk" PRIMARY KEY("user_id","year"),
	CONSTRAINT "birthday_vouchers_voucher_code_unique" UNIQUE("voucher_code")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_vnd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "film_ratings" ADD CONSTRAINT "film_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_ratings" ADD CONSTRAINT "film_ratings_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_vouchers" ADD CONSTRAINT "birthday_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_vouchers" ADD CONSTRAINT "birthday_vouchers_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_ratings_film_idx" ON "film_ratings" USING btree ("film_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_earned_once" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."reason" = 'earned';--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."discount_vnd" between 0 and "orders"."subtotal_vnd" and "orders"."points_vnd" >= 0 and "orders"."points_used" >= 0 and "orders"."total_vnd" >= 0 and "orders"."total_vnd" = "orders"."subtotal_vnd" - "orders"."discount_vnd" - "orders"."points_vnd");--> statement-breakpoint
-- The points ledger is history: an entry is never changed nor removed (decision 050).
CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();
