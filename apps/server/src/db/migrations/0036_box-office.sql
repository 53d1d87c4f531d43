-- The box office (issue 34, docs/decisions/076-the-box-office.md): shifts with their cash drops, the
-- payments of counter sales, managers' counter PINs, and on each order its channel, shift and seller. One
-- open shift per person and cinema is the database's call (box_office_shifts_one_open).

CREATE TABLE "box_office_cash_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"amount_vnd" integer NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "box_office_cash_drops_amount_check" CHECK ("box_office_cash_drops"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "box_office_pins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_office_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cinema_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_float_vnd" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"expected_cash_vnd" integer,
	"counted_cash_vnd" integer,
	CONSTRAINT "box_office_shifts_money_check" CHECK ("box_office_shifts"."opening_float_vnd" >= 0 and ("box_office_shifts"."counted_cash_vnd" is null or "box_office_shifts"."counted_cash_vnd" >= 0)),
	CONSTRAINT "box_office_shifts_close_check" CHECK (("box_office_shifts"."closed_at" is null) = ("box_office_shifts"."counted_cash_vnd" is null))
);
--> statement-breakpoint
CREATE TABLE "counter_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_vnd" integer NOT NULL,
	"tendered_vnd" integer,
	"change_vnd" integer DEFAULT 0 NOT NULL,
	"reference" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "counter_payments_method_check" CHECK ("counter_payments"."method" in ('cash', 'card', 'vietqr', 'gift_card')),
	CONSTRAINT "counter_payments_amount_check" CHECK ("counter_payments"."amount_vnd" <> 0 and "counter_payments"."change_vnd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "box_office_cash_drops" ADD CONSTRAINT "box_office_cash_drops_shift_id_box_office_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."box_office_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_pins" ADD CONSTRAINT "box_office_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_shift_id_box_office_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."box_office_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_office_cash_drops_shift_idx" ON "box_office_cash_drops" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "box_office_shifts_one_open" ON "box_office_shifts" USING btree ("user_id","cinema_id") WHERE "box_office_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "box_office_shifts_cinema_idx" ON "box_office_shifts" USING btree ("cinema_id","opened_at");--> statement-breakpoint
CREATE INDEX "counter_payments_shift_idx" ON "counter_payments" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "counter_payments_order_idx" ON "counter_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_by_user_id_users_id_fk" FOREIGN KEY ("sold_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shift_idx" ON "orders" USING btree ("shift_id") WHERE "orders"."shift_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('web', 'counter'));