ALTER TYPE "public"."order_status" ADD VALUE 'exchanged';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_of_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_credit_vnd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_of_order_id_orders_id_fk" FOREIGN KEY ("exchange_of_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_exchange_per_order" ON "orders" USING btree ("exchange_of_order_id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_credit_check" CHECK ("orders"."exchange_credit_vnd" >= 0);