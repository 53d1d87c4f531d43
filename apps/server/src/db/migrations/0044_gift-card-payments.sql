CREATE TABLE "gift_card_otps" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_gift_card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_vnd" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_gift_card_payments_amount_check" CHECK ("order_gift_card_payments"."amount_vnd" > 0),
	CONSTRAINT "order_gift_card_payments_status_check" CHECK ("order_gift_card_payments"."status" in ('reserved', 'captured', 'released', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_otps" ADD CONSTRAINT "gift_card_otps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_otps" ADD CONSTRAINT "gift_card_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_card_payments" ADD CONSTRAINT "order_gift_card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_card_payments" ADD CONSTRAINT "order_gift_card_payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_gift_card_payments_order_idx" ON "order_gift_card_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_gift_card_payments_card_idx" ON "order_gift_card_payments" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_gift_card_payments_live_key" ON "order_gift_card_payments" USING btree ("order_id","gift_card_id") WHERE "order_gift_card_payments"."status" in ('reserved', 'captured');--> statement-breakpoint
-- Custom SQL (decision 079): what gift cards pay of an order follows the order's status in the
-- database, as its products' stock does (decision 077), so no way of closing an order forgets a
-- card's money. gift_card_release_order gives an order's reserved card money back (a `refund`
-- movement each, the card's balance trigger applies it); the server calls it too when a buyer tries
-- to pay again.
CREATE OR REPLACE FUNCTION gift_card_release_order(p_order uuid, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    UPDATE order_gift_card_payments SET status = 'released', closed_at = p_at
      WHERE order_id = p_order AND status = 'reserved'
      RETURNING gift_card_id, amount_vnd
  LOOP
    INSERT INTO gift_card_movements (gift_card_id, kind, amount_vnd, order_id, at)
      VALUES (r.gift_card_id, 'refund', r.amount_vnd, p_order, p_at);
  END LOOP;
END $$;
--> statement-breakpoint
-- An open order (held, awaiting payment) that closes unpaid or is held again after a failed attempt
-- gives its reserved card money back; one that becomes paid keeps it for good (captured).
CREATE OR REPLACE FUNCTION orders_status_gift_cards() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT n.id, n.status, n.updated_at FROM new_orders n JOIN old_orders o ON o.id = n.id
    WHERE o.status <> n.status AND o.status IN ('held', 'pending_payment')
      AND EXISTS (SELECT 1 FROM order_gift_card_payments g WHERE g.order_id = n.id AND g.status = 'reserved')
    ORDER BY n.id
  LOOP
    IF r.status = 'paid' THEN
      UPDATE order_gift_card_payments SET status = 'captured', closed_at = r.updated_at WHERE order_id = r.id AND status = 'reserved';
    ELSIF r.status <> 'pending_payment' THEN
      PERFORM gift_card_release_order(r.id, r.updated_at);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_gift_cards AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_status_gift_cards();
